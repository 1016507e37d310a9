import type { SavedCard } from './SavedCardsList.tsx';

/** Saved cards shared by the card stories: one of each brand. */
export const storyCards: readonly SavedCard[] = [
  { token: 'tok_visa_4242', brand: 'Visa Card', last4: '4242' },
  { token: 'tok_master_5100', brand: 'MasterCard', last4: '5100' },
  { token: 'tok_bm_0087', brand: 'BMISCARD', last4: '0087' },
];
