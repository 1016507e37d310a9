/**
 * Story data for the match views (MatchCard, MatchList, SearchResults, PredictionPanel): contract-shaped
 * match items with local crest images (no network in tests). Not exported from the package.
 */
import { createElement, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ClockProvider, manualClock } from '../../lib/clock.tsx';
import type { MatchItemView } from './MatchCard.tsx';

/** Fixed time zone so kick-off times read the same on every machine. */
export const storyTimeZone = 'Africa/Cairo';

function crest(fill: string, stripe: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2l12 4v9c0 8-6 13-12 15C10 28 4 23 4 15V6z" fill="${fill}"/><path d="M16 6v21" stroke="${stripe}" stroke-width="4"/></svg>`,
  )}`;
}

function gamerPicture(fill: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${fill}"/><circle cx="20" cy="16" r="7" fill="#f1f5f9"/><path d="M6 40a14 14 0 0128 0z" fill="#f1f5f9"/></svg>`,
  )}`;
}

export const crests = {
  ahly: crest('#c8102e', '#ffffff'),
  zamalek: crest('#f4f4f4', '#c8102e'),
  pyramids: crest('#1e3a70', '#8fb3e8'),
  ismaily: crest('#f2c500', '#1f7a3a'),
  masry: crest('#1f7a3a', '#ffffff'),
  league: crest('#0f5132', '#d4af37'),
  cup: crest('#3b2a6b', '#d4af37'),
};

export const gamerPictures = { one: gamerPicture('#1e3a70'), two: gamerPicture('#7a1f3d') };

type Lang = 'en' | 'ar';
const say = (language: Lang, en: string, ar: string) => (language === 'ar' ? ar : en);

export interface StoryMatchOptions {
  id?: number;
  state?: 'NOT_STARTED' | 'LIVE' | 'FINISHED';
  start?: string;
  minute?: number | null;
  homeGoals?: number | null;
  awayGoals?: number | null;
  points?: number | null;
  teams?: 'ahly-zamalek' | 'pyramids-ismaily' | 'masry-ahly' | 'long';
  gamers?: boolean;
  competition?: 'league' | 'cup';
  /** Teams without crests. */
  noLogos?: boolean;
  /** The user's predicted score [home, away]. */
  pick?: readonly [number, number];
  /** Not started, but the server no longer takes predictions (within the hour before kick-off). */
  locked?: boolean;
}

const teamSets = {
  'ahly-zamalek': [
    ['Al Ahly', 'الأهلي', crests.ahly],
    ['Zamalek', 'الزمالك', crests.zamalek],
  ],
  'pyramids-ismaily': [
    ['Pyramids', 'بيراميدز', crests.pyramids],
    ['Ismaily', 'الإسماعيلي', crests.ismaily],
  ],
  'masry-ahly': [
    ['Al Masry', 'المصري البورسعيدي', crests.masry],
    ['Al Ahly', 'الأهلي', crests.ahly],
  ],
  long: [
    ['Ghazl El Mahalla Sporting Club', 'نادي غزل المحلة الرياضي للألعاب الجماعية', crests.masry],
    ['Wadi Degla Football Club Cairo', 'نادي وادي دجلة لكرة القدم بالقاهرة الجديدة', crests.pyramids],
  ],
} as const;

const stateNames = {
  NOT_STARTED: ['Not Started', 'لم تبدأ'],
  LIVE: ['Live', 'مباشر'],
  FINISHED: ['Finished', 'انتهت'],
} as const;

const stateFlags = { NOT_STARTED: ['predictable'], LIVE: ['live'], FINISHED: ['finished'] } as const;

export function storyMatch(language: Lang, options: StoryMatchOptions = {}): MatchItemView {
  const state = options.state ?? 'NOT_STARTED';
  const [home, away] = teamSets[options.teams ?? 'ahly-zamalek'];
  const competition = options.competition ?? 'league';
  const started = state !== 'NOT_STARTED';
  return {
    id: options.id ?? 101,
    season: {
      name: '2026/27',
      competition:
        competition === 'league'
          ? { id: 1, name: say(language, 'Egyptian Premier League', 'الدوري المصري الممتاز'), logo: { thumb: crests.league, original: null } }
          : { id: 2, name: say(language, 'Egypt Cup', 'كأس مصر'), logo: { thumb: crests.cup, original: null } },
    },
    match: {
      start: options.start ?? '2026-05-01T18:00:00Z',
      state: {
        code: state,
        name: say(language, stateNames[state][0], stateNames[state][1]),
        flags: options.locked ? [] : [...stateFlags[state]],
      },
      minute: state === 'LIVE' ? (options.minute ?? 67) : null,
      home_goals: started ? (options.homeGoals ?? 2) : null,
      away_goals: started ? (options.awayGoals ?? 1) : null,
      home_team: { name: say(language, home[0], home[1]), logo: options.noLogos ? null : { thumb: home[2], original: null } },
      away_team: { name: say(language, away[0], away[1]), logo: options.noLogos ? null : { thumb: away[2], original: null } },
      home_gamer: options.gamers ? { name: say(language, 'Omar "Falcon" Adel', 'عمر "الصقر" عادل'), picture: { thumb: gamerPictures.one, original: null } } : null,
      away_gamer: options.gamers ? { name: say(language, 'Youssef Nabil', 'يوسف نبيل'), picture: { thumb: gamerPictures.two, original: null } } : null,
    },
    current_user_points: state === 'FINISHED' && options.points !== null ? { amount: options.points ?? 7 } : null,
    game_score_bet: options.pick ? { current_user_prediction: { value: { home_goals: options.pick[0], away_goals: options.pick[1] } } } : null,
  };
}

/** Waits until every image in the element has decoded, so screenshots never catch a half-loaded crest. */
export async function imagesLoaded(element: ParentNode): Promise<void> {
  await Promise.all(
    [...element.querySelectorAll('img')].map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined))),
  );
}

/** The story's language (en or ar). */
export function useStoryLanguage(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/** The horizontal centre of each element, in the order given. */
export function centresX(...elements: Element[]): number[] {
  return elements.map((element) => {
    const box = element.getBoundingClientRect();
    return box.left + box.width / 2;
  });
}

/** The positions sorted in the page's reading order: left to right in English, right to left in Arabic. */
export function inReadingOrder(positions: readonly number[]): number[] {
  const rtl = document.documentElement.dir === 'rtl';
  return [...positions].sort((a, b) => (rtl ? b - a : a - b));
}

/** The horizontal centre of each character (UTF-16 unit) of an element's text as laid out, in the text's own order. */
export function characterCentresX(element: Element): number[] {
  const text = element.firstChild;
  if (!(text instanceof Text)) return [];
  const range = document.createRange();
  return Array.from({ length: text.length }, (_, index) => {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const box = range.getBoundingClientRect();
    return box.left + box.width / 2;
  });
}

/** The stories' "now": 12:00 UTC on the day of the story matches (kick-off 18:00, so predictions close in 5 hours). */
export const storyNow = '2026-05-01T12:00:00Z';

let latestClock: ReturnType<typeof manualClock> | null = null;

/**
 * A held clock for the countdowns of one story (each mount starts afresh at `start`): nothing moves unless the play
 * moves it with `advanceStoryClock`, so screenshots never catch a passing second.
 */
export function StoryClock({ start = storyNow, children }: { start?: string; children: ReactNode }) {
  const [clock] = useState(() => (latestClock = manualClock(Date.parse(start))));
  return createElement(ClockProvider, { clock, children });
}

/** Moves the held clock of the story on screen. */
export function advanceStoryClock(ms: number) {
  latestClock?.advance(ms);
}
