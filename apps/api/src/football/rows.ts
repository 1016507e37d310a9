import type { BetQuestionType } from '@hadaf/domain';
import type { Bet, SettleRule, StoredAnswer } from './bet-rules.ts';
import type { MatchStateCode } from './match-state.ts';

import { date, num, numOrNull, textOrNull, type Row } from '../platform/database/rows.ts';

export interface TeamRow {
  id: number;
  nameEn: string;
  nameAr: string;
  code: string;
  logo: string | null;
}

/** An eSports gamer (migration 0018): shown beside the team they play with. */
export interface GamerRow {
  id: number;
  nameEn: string;
  nameAr: string;
  picture: string | null;
}

/** A prize of a league's season-long competition, best rank first. */
export interface LeaguePrize {
  id: number;
  rank: number;
  nameEn: string;
  nameAr: string;
  icon: string | null;
  amount: number;
}

export interface LeagueInfo {
  id: number;
  nameEn: string;
  nameAr: string;
  logo: string | null;
  prizes: readonly LeaguePrize[];
}

export interface MatchRow {
  id: number;
  seasonId: number;
  seasonName: string;
  league: LeagueInfo;
  home: TeamRow;
  away: TeamRow;
  /** The gamers of an eSports match (both or neither). */
  homeGamer: GamerRow | null;
  awayGamer: GamerRow | null;
  startAt: Date;
  state: MatchStateCode;
  minute: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
}

/** A match row without its teams and season, which come from the reference cache. */
export interface MatchBase {
  id: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeGamerId: number | null;
  awayGamerId: number | null;
  startAt: Date;
  state: MatchStateCode;
  minute: number | null;
  homeGoals: number | null;
  awayGoals: number | null;
}

export const MATCH_BASE_COLUMNS = 'm.id, m.season_id, m.home_team_id, m.away_team_id, m.home_gamer_id, m.away_gamer_id, m.start_at, m.state, m.minute, m.home_goals, m.away_goals';

export function readMatchBase(row: Row): MatchBase {
  return {
    id: num(row.id),
    seasonId: num(row.season_id),
    homeTeamId: num(row.home_team_id),
    awayTeamId: num(row.away_team_id),
    homeGamerId: numOrNull(row.home_gamer_id),
    awayGamerId: numOrNull(row.away_gamer_id),
    startAt: date(row.start_at),
    state: row.state as MatchStateCode,
    minute: numOrNull(row.minute),
    homeGoals: numOrNull(row.home_goals),
    awayGoals: numOrNull(row.away_goals),
  };
}

export const BET_COLUMNS = 'id, match_id, type, question_type, question_en, question_ar, answers, points, active, active_to, correct_answer, settle_rule';

export function readBet(row: Row): Bet {
  const correct = row.correct_answer;
  return {
    id: num(row.id),
    matchId: num(row.match_id),
    type: row.type as Bet['type'],
    questionType: (row.question_type ?? null) as BetQuestionType | null,
    questionEn: textOrNull(row.question_en),
    questionAr: textOrNull(row.question_ar),
    answers: (row.answers ?? []) as StoredAnswer[],
    points: num(row.points),
    active: row.active === true,
    activeTo: row.active_to ? date(row.active_to) : null,
    correctAnswer: typeof correct === 'string' || typeof correct === 'number' ? correct : null,
    settleRule: (row.settle_rule ?? null) as SettleRule | null,
  };
}
