/**
 * Story data for the competition views (CompetitionCard, CompetitionLobby): contract-shaped cards with a local cover
 * image (no network in tests), named in the story's language. Not exported from the package.
 */
import { longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import type { CompetitionCardData } from './CompetitionCard.tsx';

type Lang = 'en' | 'ar';

function cover(sky: string, pitch: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" preserveAspectRatio="none"><rect width="320" height="96" fill="${sky}"/><rect y="56" width="320" height="40" fill="${pitch}"/><circle cx="160" cy="76" r="14" fill="none" stroke="#ffffff" stroke-width="3"/><path d="M160 56v40" stroke="#ffffff" stroke-width="3"/></svg>`,
  )}`;
}

export const covers = { green: cover('#0f5132', '#1f7a3a'), night: cover('#1e3a70', '#2f5d3a') };

/** Names in both languages, by story role. */
const names = {
  weekend: ['Premier League Weekend', 'عطلة الدوري الإنجليزي'],
  derby: ['Cairo Derby Predictors', 'متوقعو ديربي القاهرة'],
  cup: ['Egypt Cup Challenge', 'تحدي كأس مصر'],
  classic: ['El Clásico Night', 'ليلة الكلاسيكو'],
  friday: ["Nour's Friday League", 'دوري الجمعة مع نور'],
  champions: ['Champions League Nights', 'ليالي دوري الأبطال'],
  fantasy: ['Fantasy Matchweek', 'جولة الفانتازي'],
  long: [longEnglish, longArabic],
} as const;

export type StoryCompetitionName = keyof typeof names;

/** A paid, upcoming prediction competition with seats to spare; override what a story is about. */
export function storyCompetition(language: Lang, name: StoryCompetitionName = 'weekend', overrides: Partial<CompetitionCardData> = {}): CompetitionCardData {
  const [en, ar] = names[name];
  return {
    id: 77,
    name: language === 'ar' ? ar : en,
    state: 'upcoming',
    status: null,
    featured: false,
    coverUrl: null,
    start: '2026-11-28',
    end: '2026-11-30',
    entryFee: 20,
    reward: 500,
    participants: { current: 12, min: 5, max: 30 },
    joined: false,
    ...overrides,
  };
}

/** n upcoming competitions with ids from `from`, for lists. */
export function storyCompetitions(language: Lang, count: number, from = 1): CompetitionCardData[] {
  const roles: StoryCompetitionName[] = ['weekend', 'derby', 'cup', 'classic', 'friday', 'champions', 'fantasy'];
  return Array.from({ length: count }, (_, index) =>
    storyCompetition(language, roles[(from + index - 1) % roles.length], {
      id: from + index,
      entryFee: [20, 0, 50, 10, 100][(from + index) % 5]!,
      reward: [500, 1000, 2500][(from + index) % 3]!,
      participants: { current: (from + index) * 3 % 28, min: 5, max: 30 },
      joined: (from + index) % 4 === 0,
      start: `2026-12-${String(1 + ((from + index) % 27)).padStart(2, '0')}`,
      end: `2026-12-${String(2 + ((from + index) % 27)).padStart(2, '0')}`,
    }),
  );
}
