import { scanImages, type Say } from '../../prizes/PrizeRedemptionModal/fixtures.ts';
import type { AdminRedemptionItem } from './AdminRedemptions.tsx';

/** The queue stories' time zone, so dates read the same on every machine. */
export const storyTimeZone = 'Africa/Cairo';

const forms = (prizeId: number) => [
  { name: 'receipt', file: `https://files.hadaf.example/forms/${prizeId}-receipt.pdf` },
  { name: 'tax-form', file: `https://files.hadaf.example/forms/${prizeId}-tax-form.pdf` },
];

/**
 * Requests in every state, oldest first: two pending (an E-Wallet with scans, a Coins one with a verified id), three
 * approved (an E-Wallet waiting for its transfer, one transferred, Coins paid) and two rejected.
 */
export function storyRedemptions(say: Say): AdminRedemptionItem[] {
  const sara = { id: 7, name: say('Sara Ali', 'سارة علي') };
  const omar = { id: 9, name: say('Omar Hassan', 'عمر حسن') };
  const league = { id: 3, name: say('Egyptian Premier League Predictor', 'مسابقة توقعات الدوري المصري الممتاز') };
  const derby = { id: 5, name: say('Cairo Derby Cup', 'كأس ديربي القاهرة') };
  const prize = (name: string) => ({ name });
  const eWallet = (issuer: string, phone: string) => ({ name: 'E-Wallet' as const, options: { phone_number: phone, wallet: { issuer } } });
  const base = {
    national_id_verified: false,
    national_id_scans: { front: scanImages.front, back: scanImages.back },
    reason: null,
    decided_at: null,
  };
  return [
    {
      ...base,
      id: 101,
      status: 'pending',
      user_prize: { id: 61, amount: 500, status: 'processing', prize: prize(say('1st place', 'المركز الأول')), extra_info: null },
      competition: league,
      user: sara,
      legal_name: say('Sara Mohamed Ali', 'سارة محمد علي'),
      phone_number: '01012345678',
      email: 'sara@example.com',
      national_id: '29001010112345',
      forms: forms(61),
      redemption_method: eWallet('vodafone', '01298765432'),
      coins: null,
      created_at: '2026-11-22T09:15:00Z',
    },
    {
      ...base,
      id: 102,
      status: 'pending',
      user_prize: { id: 58, amount: 250, status: 'processing', prize: prize(say('2nd place', 'المركز الثاني')), extra_info: null },
      competition: derby,
      user: omar,
      legal_name: null,
      phone_number: '01112345678',
      email: 'omar@example.com',
      national_id: '30105150212345',
      national_id_verified: true,
      national_id_scans: { front: null, back: null },
      forms: forms(58),
      redemption_method: { name: 'Coins', options: null },
      coins: 500,
      created_at: '2026-11-23T14:40:00Z',
    },
    {
      ...base,
      id: 95,
      status: 'approved',
      user_prize: { id: 54, amount: 1200.5, status: 'approved', prize: prize(say('1st place', 'المركز الأول')), extra_info: null },
      competition: league,
      user: sara,
      legal_name: say('Sara Mohamed Ali', 'سارة محمد علي'),
      phone_number: '01012345678',
      email: 'sara@example.com',
      national_id: '29001010112345',
      forms: forms(54),
      redemption_method: eWallet('etsalat', '01112223334'),
      coins: null,
      created_at: '2026-11-10T08:00:00Z',
      decided_at: '2026-11-11T10:00:00Z',
    },
    {
      ...base,
      id: 90,
      status: 'approved',
      user_prize: { id: 49, amount: 100, status: 'redeemed', prize: prize(say('3rd place', 'المركز الثالث')), extra_info: { transfer_reference: 'VF-20261029-0042' } },
      competition: derby,
      user: omar,
      legal_name: say('Omar Hassan Mahmoud', 'عمر حسن محمود'),
      phone_number: '01112345678',
      email: 'omar@example.com',
      national_id: '30105150212345',
      forms: forms(49),
      redemption_method: eWallet('orange', '01223344556'),
      coins: null,
      created_at: '2026-10-25T19:00:00Z',
      decided_at: '2026-10-27T09:30:00Z',
    },
    {
      ...base,
      id: 88,
      status: 'approved',
      user_prize: { id: 45, amount: 75, status: 'received', prize: null, extra_info: null },
      competition: null,
      user: sara,
      legal_name: say('Sara Mohamed Ali', 'سارة محمد علي'),
      phone_number: '01012345678',
      email: 'sara@example.com',
      national_id: '29001010112345',
      national_id_verified: true,
      national_id_scans: { front: null, back: null },
      forms: forms(45),
      redemption_method: { name: 'Coins', options: null },
      coins: 150,
      created_at: '2026-10-12T12:00:00Z',
      decided_at: '2026-10-13T12:00:00Z',
    },
    {
      ...base,
      id: 80,
      status: 'rejected',
      user_prize: { id: 42, amount: 300, status: 'rejected', prize: prize(say('2nd place', 'المركز الثاني')), extra_info: null },
      competition: league,
      user: omar,
      legal_name: say('Omar Hassan Mahmoud', 'عمر حسن محمود'),
      phone_number: '01112345678',
      email: 'omar@example.com',
      national_id: '30105150212345',
      forms: forms(42),
      redemption_method: eWallet('aman', '01112345678'),
      coins: null,
      reason: 'phone_without_active_wallet',
      created_at: '2026-09-28T20:30:00Z',
      decided_at: '2026-09-30T11:00:00Z',
    },
    {
      ...base,
      id: 76,
      status: 'rejected',
      user_prize: { id: 40, amount: 150, status: 'rejected', prize: prize(say('1st place', 'المركز الأول')), extra_info: null },
      competition: derby,
      user: sara,
      legal_name: say('Sara Mohamed Ali', 'سارة محمد علي'),
      phone_number: '01012345678',
      email: 'sara@example.com',
      national_id: '29001010112345',
      forms: [],
      redemption_method: eWallet('bank_wallet', '01012345678'),
      coins: null,
      reason: 'unclear_pictures',
      created_at: '2026-09-20T10:00:00Z',
      decided_at: '2026-09-21T10:00:00Z',
    },
  ];
}
