import type { MyPrizeItem } from './MyPrizes.tsx';

/** The story's text picker (useStoryText): fixtures read in the story's language. */
export type Say = (en: string, ar: string) => string;

/** A small inline SVG as a data URL (no network in stories). */
const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`)}`;

/** A made-up medal: a ribbon over a coloured disc with a star. */
const medal = (disc: string, ribbon: string) =>
  svg(
    `<path d="M14 2h8l4 16h-8zM34 2h-8l-4 16h8z" fill="${ribbon}"/><circle cx="24" cy="31" r="14" fill="${disc}"/><circle cx="24" cy="31" r="10" fill="none" stroke="white" stroke-width="2" opacity=".6"/><path d="M24 24l2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7z" fill="white"/>`,
  );

/** Gold, silver and bronze medals for the prize images. */
export const medalImages = {
  gold: medal('goldenrod', 'firebrick'),
  silver: medal('silver', 'steelblue'),
  bronze: medal('peru', 'seagreen'),
} as const;

/** The prizes stories' time zone, so dates read the same on every machine. */
export const storyTimeZone = 'Africa/Cairo';

/** One prize in each status, newest first; the rejected one says why, one has no image and one no prize at all. */
export function storyPrizes(say: Say): MyPrizeItem[] {
  const won = (created_at: string) => ({ status: 'pending' as const, created_at });
  return [
    {
      id: 61,
      amount: 500,
      status: 'pending',
      prize: { name: say('Egyptian Premier League Predictor — 1st place', 'مسابقة توقعات الدوري المصري الممتاز — المركز الأول'), image: { thumb: medalImages.gold } },
      reason: null,
      logs: [won('2026-11-21T20:00:00Z')],
    },
    {
      id: 58,
      amount: 250,
      status: 'processing',
      prize: { name: say('Cairo Derby Cup — 2nd place', 'كأس ديربي القاهرة — المركز الثاني'), image: { thumb: null, original: medalImages.silver } },
      reason: null,
      logs: [won('2026-11-14T18:30:00Z'), { status: 'processing', created_at: '2026-11-15T09:00:00Z' }],
    },
    {
      id: 54,
      amount: 1200.5,
      status: 'approved',
      prize: { name: say('Fantasy Weekly — 1st place', 'الفانتازي الأسبوعي — المركز الأول'), image: { thumb: medalImages.gold } },
      reason: null,
      logs: [won('2026-11-07T21:15:00Z'), { status: 'processing' }, { status: 'approved' }],
    },
    {
      id: 49,
      amount: 100,
      status: 'received',
      prize: { name: say('Office League — 3rd place', 'دوري المكتب — المركز الثالث'), image: { thumb: medalImages.bronze } },
      reason: null,
      logs: [won('2026-10-24T19:00:00Z'), { status: 'received', created_at: '2026-10-29T10:00:00Z' }],
    },
    {
      id: 45,
      amount: 75,
      status: 'redeemed',
      prize: { name: say('Friends Cup — 2nd place', 'كأس الأصدقاء — المركز الثاني'), image: null },
      reason: null,
      logs: [won('2026-10-10T17:45:00Z'), { status: 'redeemed', created_at: '2026-10-14T12:00:00Z' }],
    },
    {
      id: 42,
      amount: 300,
      status: 'rejected',
      prize: null,
      reason: 'unclear_pictures',
      logs: [won('2026-09-26T20:30:00Z'), { status: 'processing' }, { status: 'rejected', created_at: '2026-09-30T11:00:00Z' }],
    },
  ];
}
