import type { TransactionsListItem } from './TransactionsList.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** A small inline SVG as a data URL (no network in stories). */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${body}</svg>`)}`;

/** Made-up payment provider logos: simple shapes, no real brands. */
export const providerLogos = {
  outlet: svg('<rect width="40" height="40" rx="20" fill="gold"/><path d="M12 26l8-14 8 14z" fill="navy"/>'),
  card: svg('<rect width="40" height="40" rx="20" fill="steelblue"/><rect x="9" y="13" width="22" height="14" rx="2" fill="white"/><rect x="9" y="16" width="22" height="3" fill="navy"/>'),
  kiosk: svg('<rect width="40" height="40" rx="20" fill="seagreen"/><rect x="13" y="10" width="14" height="20" rx="2" fill="white"/><circle cx="20" cy="25" r="2" fill="seagreen"/>'),
} as const;

/** The wallet stories' time zone, so dates and times read the same on every machine. */
export const storyTimeZone = 'Africa/Cairo';

/**
 * One of each kind: a pending outlet payment with its reference code, a paid one, a competition entry (−10),
 * a refund, an expired code and a failed card payment.
 */
export function storyTransactions(say: Say): TransactionsListItem[] {
  const outlet = { name: say('Cash outlet', 'منفذ الدفع النقدي'), logo: { thumb: providerLogos.outlet } };
  return [
    {
      id: 41,
      created_at: '2026-11-20T14:05:00Z',
      provider: outlet,
      description: say('Coins package: 500 coins', 'باقة عملات: ٥٠٠ عملة'),
      coins: 500,
      egp: 50,
      status: 'pending',
      reference_code: { code: '9347221856', expires_at: '2026-11-22T14:05:00Z', paid_at: null },
    },
    {
      id: 40,
      created_at: '2026-11-18T09:30:00Z',
      provider: outlet,
      description: say('Coins package: 1,000 coins', 'باقة عملات: ١٬٠٠٠ عملة'),
      coins: 1000,
      egp: 99.5,
      status: 'confirmed',
      reference_code: { code: '5512078843', expires_at: '2026-11-20T09:30:00Z', paid_at: '2026-11-18T17:45:00Z' },
    },
    {
      id: 39,
      created_at: '2026-11-15T19:00:00Z',
      provider: { name: say('Hadaf', 'هدف'), logo: null },
      description: say('Joined Egyptian Premier League Predictor', 'الاشتراك في مسابقة توقعات الدوري المصري الممتاز'),
      coins: -10,
      egp: 0,
      status: 'confirmed',
      reference_code: null,
    },
    {
      id: 38,
      created_at: '2026-11-12T11:20:00Z',
      provider: { name: say('Hadaf', 'هدف'), logo: null },
      description: say('Refund: Office League Cup was cancelled', 'استرداد: أُلغيت مسابقة كأس دوري المكتب'),
      coins: 10,
      egp: 0,
      status: 'confirmed',
      reference_code: null,
    },
    {
      id: 37,
      created_at: '2026-11-02T08:10:00Z',
      provider: { name: say('Payment kiosk', 'ماكينة الدفع'), logo: { thumb: null, original: providerLogos.kiosk } },
      description: say('Coins package: 200 coins', 'باقة عملات: ٢٠٠ عملة'),
      coins: 200,
      egp: 20,
      status: 'expired',
      reference_code: { code: '7730164529', expires_at: '2026-11-04T08:10:00Z', paid_at: null },
    },
    {
      id: 36,
      created_at: '2026-10-28T21:40:00Z',
      provider: { name: say('Bank card', 'بطاقة بنكية'), logo: { thumb: providerLogos.card } },
      description: say('Coins package: 500 coins', 'باقة عملات: ٥٠٠ عملة'),
      coins: 500,
      egp: 50,
      status: 'failed',
      reference_code: null,
    },
  ];
}
