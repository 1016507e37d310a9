import { describe, expect, it } from 'vitest';
import type { Bet } from '../../src/football/bet-rules.ts';
import { matchPageJson } from '../../src/football/match-page-json.ts';
import type { MatchPage } from '../../src/football/match-pages.ts';
import type { MatchRow } from '../../src/football/rows.ts';
import { toMatchItem, type ViewerPrediction } from '../../src/football/serialize.ts';

const now = new Date('2026-11-29T12:00:00Z');
const league = { id: 1, nameEn: 'Premier League', nameAr: 'الدوري الممتاز', logo: null, prizes: [{ id: 1, rank: 1, nameEn: 'Cup', nameAr: 'كأس', icon: null, amount: 500 }] };
const team = (id: number, nameEn: string) => ({ id, nameEn, nameAr: `${nameEn} ع`, code: nameEn.slice(0, 3).toUpperCase(), logo: null });

function match(id: number, hoursFromNow: number): MatchRow {
  return {
    id,
    seasonId: 7,
    seasonName: '2026/27',
    league,
    // A team name holding the very text the splice looks for: inside a string value it is escaped, never a key.
    home: team(10 + id, 'Al Ahly "current_user_prediction":null'),
    away: team(20 + id, 'Zamalek "current_user_points":null'),
    homeGamer: null,
    awayGamer: null,
    startAt: new Date(now.getTime() + hoursFromNow * 3_600_000),
    state: hoursFromNow > 0 ? 'NOT_STARTED' : 'FINISHED',
    minute: null,
    homeGoals: hoursFromNow > 0 ? null : 2,
    awayGoals: hoursFromNow > 0 ? null : 1,
  };
}

function bet(id: number, matchId: number, type: Bet['type']): Bet {
  return {
    id,
    matchId,
    type,
    questionType: type === 'bonus' ? 'YES_NO' : null,
    questionEn: type === 'bonus' ? 'Both score?' : null,
    questionAr: type === 'bonus' ? 'هل يسجل الفريقان؟' : null,
    answers: type === 'bonus' ? [{ value: 'yes', label_en: 'Yes', label_ar: 'نعم' }, { value: 'no', label_en: 'No', label_ar: 'لا' }] : [],
    points: 7,
    active: true,
    activeTo: null,
    correctAnswer: null,
    settleRule: null,
  };
}

// Three matches: one to come, one finished, one whose score bet is listed last.
const page: MatchPage = {
  version: 1,
  total: 3,
  rows: [match(1, 30), match(2, -3), match(3, 50)],
  bets: new Map([
    [1, [bet(11, 1, 'game-score'), bet(12, 1, 'bonus')]],
    [2, [bet(21, 2, 'game-score'), bet(22, 2, 'bonus'), bet(23, 2, 'bonus')]],
    [3, [bet(32, 3, 'bonus'), bet(31, 3, 'game-score')]],
  ]),
};

/** What the answer was before the splice: every item serialised whole with the caller's predictions. */
const whole = (predictions: ReadonlyMap<number, ViewerPrediction>, locale: 'en' | 'ar') =>
  JSON.stringify({
    data: page.rows.map((row) => toMatchItem(row, page.bets.get(row.id) ?? [], predictions, now, locale)),
    meta: { current_page: 1, last_page: 1 },
  });

describe('a games page spliced with the caller’s own fields', () => {
  it('is byte for byte the page serialised whole, for visitors and for fans with any predictions', () => {
    const cases: [string, Map<number, ViewerPrediction>][] = [
      ['a visitor', new Map()],
      ['a fan with one score prediction', new Map([[11, { value: { home_goals: 2, away_goals: 1 }, points: null }]])],
      [
        'a fan with scored and unscored predictions on every match',
        new Map<number, ViewerPrediction>([
          [12, { value: 'yes', points: null }],
          [21, { value: { home_goals: 2, away_goals: 1 }, points: 7 }],
          [22, { value: 'no', points: 0 }],
          [23, { value: 'yes', points: 2.5 }],
          [31, { value: { home_goals: 0, away_goals: 0 }, points: null }],
          [32, { value: 'no', points: null }],
        ]),
      ],
    ];
    for (const locale of ['en', 'ar'] as const) {
      for (const [who, predictions] of cases) {
        expect(matchPageJson(page, predictions, now, locale, { current_page: 1, last_page: 1 }).toString('utf8'), `${who}, ${locale}`).toBe(whole(predictions, locale));
      }
    }
  });
});
