import type { PrizeRedemptionInput, RedemptionForm } from '@hadaf/domain';

/** The story's text picker (useStoryText or the document's language): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** A small inline SVG as a data URL (no network in stories). */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100">${body}</svg>`)}`;

/** Made-up national ID scans for the review's previews (what the app's object URLs of the chosen files would show). */
export const scanImages = {
  front: svg(
    '<rect width="160" height="100" rx="8" fill="lightsteelblue"/><rect x="10" y="18" width="38" height="48" rx="4" fill="slategray"/><circle cx="29" cy="34" r="9" fill="gainsboro"/><path d="M15 62c2-12 26-12 28 0z" fill="gainsboro"/><rect x="58" y="22" width="88" height="8" rx="2" fill="white"/><rect x="58" y="38" width="70" height="8" rx="2" fill="white"/><rect x="58" y="54" width="80" height="8" rx="2" fill="white"/><rect x="10" y="78" width="140" height="10" rx="2" fill="white"/>',
  ),
  back: svg(
    '<rect width="160" height="100" rx="8" fill="lightsteelblue"/><rect x="12" y="16" width="136" height="8" rx="2" fill="white"/><rect x="12" y="32" width="100" height="8" rx="2" fill="white"/><rect x="12" y="48" width="120" height="8" rx="2" fill="white"/><path d="M14 68h2v20h-2zM19 68h4v20h-4zM26 68h2v20h-2zM31 68h3v20h-3zM37 68h5v20h-5zM45 68h2v20h-2zM50 68h3v20h-3zM56 68h2v20h-2zM61 68h4v20h-4zM68 68h2v20h-2zM73 68h3v20h-3zM79 68h5v20h-5zM87 68h2v20h-2z" fill="black"/>',
  ),
} as const;

/** Who redeems in the stories: a profile with every detail (unverified id), the same with nothing filled in, or a verified id. */
export type StoryUser = 'profile' | 'empty' | 'verified';

export const storyNationalId = '29001010112345';

export function storyInput(user: StoryUser, say: Say): PrizeRedemptionInput {
  const userPrize = { id: 61, amount: 500 };
  if (user === 'empty') return { userPrize, user: { legal_name: null, email: null, phone_number: null, national_id: null, national_id_verified: false } };
  const details = { legal_name: say('Sara Mohamed Ali', 'سارة محمد علي'), email: 'sara@example.com', phone_number: '01012345678', national_id: storyNationalId };
  return { userPrize, user: { ...details, national_id_verified: user === 'verified' } };
}

/** The forms the server makes from the details: the two names the ui translates. */
export const storyForms: readonly RedemptionForm[] = [
  { name: 'receipt', file: 'https://files.hadaf.example/forms/61-receipt.pdf' },
  { name: 'tax-form', file: 'https://files.hadaf.example/forms/61-tax-form.pdf' },
];

/** How a call answers in a story: at once, never (in flight), 422 with errors, another status with a message, or a network failure. */
export type Answer = 'ok' | 'pending' | 'invalid' | 'message' | 'offline';

export function answer<T>(kind: Answer, value: T, failure: { errors: Record<string, string[]>; message: string }): Promise<T> {
  if (kind === 'ok') return Promise.resolve(value);
  if (kind === 'pending') return new Promise<T>(() => undefined);
  if (kind === 'invalid') return Promise.reject({ status: 422, message: 'The given data was invalid.', errors: failure.errors });
  if (kind === 'message') return Promise.reject({ status: 409, message: failure.message });
  return Promise.reject(new Error('offline'));
}
