import { isBetEditable, predictionLockTime, scoreBetOf } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Bet } from './bet-rules.ts';
import { pick } from './localized.ts';
import { isMatchLocked, matchState } from './match-state.ts';
import type { GamerRow, LeaguePrize, MatchRow, TeamRow } from './rows.ts';

/** The caller's prediction of one bet; points null until the match is scored. */
export interface ViewerPrediction {
  value: unknown;
  points: number | null;
}

/** Generated crests are small SVGs, so one image serves as thumb and original. */
export function picture(url: string | null): Schemas['Picture'] | null {
  return url ? { thumb: url, original: url } : null;
}

export function toTeam(team: TeamRow, locale: Locale): Schemas['Team'] {
  return { id: team.id, name: pick(locale, team.nameEn, team.nameAr), code: team.code, logo: picture(team.logo) };
}

/** A league's season-long prizes, as the match lists and competition cards show them (season.competition.prizes). */
export function toLeaguePrizes(prizes: readonly LeaguePrize[], locale: Locale): Schemas['Prize'][] {
  return prizes.map((prize) => ({ id: prize.id, name: pick(locale, prize.nameEn, prize.nameAr), icon: prize.icon, amount: prize.amount }));
}

/** An eSports gamer beside their team (null for a football match). */
export function toGamer(gamer: GamerRow | null, locale: Locale): Schemas['Gamer'] | null {
  return gamer ? { name: pick(locale, gamer.nameEn, gamer.nameAr), picture: picture(gamer.picture) } : null;
}

/**
 * `active` is what the panel may do now by the server's clock (stored flag, the bet's own close, the match
 * lock), so a client never offers an input the server would refuse.
 */
export function toBet(bet: Bet, match: MatchRow, now: Date, locale: Locale, prediction: ViewerPrediction | undefined): Schemas['Bet'] {
  const closesAt = bet.activeTo ?? predictionLockTime(match.startAt);
  const active = !isMatchLocked(match.state, match.startAt, now) && isBetEditable({ active: bet.active, active_to: bet.activeTo }, match.startAt, now);
  return {
    id: bet.id,
    type: bet.type,
    question_type: bet.questionType,
    question:
      bet.type === 'game-score'
        ? null
        : {
            body: pick(locale, bet.questionEn ?? '', bet.questionAr),
            answers: bet.answers.map((answer) => ({ value: answer.value, label: pick(locale, answer.label_en, answer.label_ar) })),
          },
    active,
    active_to: closesAt.toISOString(),
    points: bet.points,
    current_user_prediction: toViewerPrediction(prediction),
  };
}

/** A bet's current_user_prediction: the caller's answer and its points (null until scored), or null. */
export function toViewerPrediction(prediction: ViewerPrediction | undefined): Schemas['Bet']['current_user_prediction'] {
  return prediction
    ? { value: prediction.value as Schemas['PredictionValue'], points: prediction.points === null ? null : { amount: prediction.points } }
    : null;
}

/** A match item's current_user_points: the sum of the caller's scored bets (in hundredths: two decimals), or null. */
export function toViewerPoints(bets: readonly Bet[], predictions: ReadonlyMap<number, ViewerPrediction>): Schemas['MatchItem']['current_user_points'] {
  const scored = bets.map((bet) => predictions.get(bet.id)?.points).filter((points): points is number => typeof points === 'number');
  return scored.length > 0 ? { amount: scored.reduce((sum, points) => sum + Math.round(points * 100), 0) / 100 } : null;
}

export function toMatchInfo(match: MatchRow, now: Date, locale: Locale): Schemas['MatchInfo'] {
  return {
    start: match.startAt.toISOString(),
    state: matchState(match.state, match.startAt, now, locale),
    minute: match.minute,
    home_goals: match.homeGoals,
    away_goals: match.awayGoals,
    home_team: toTeam(match.home, locale),
    away_team: toTeam(match.away, locale),
    home_gamer: toGamer(match.homeGamer, locale),
    away_gamer: toGamer(match.awayGamer, locale),
  };
}

export function toMatchItem(
  match: MatchRow,
  bets: readonly Bet[],
  predictions: ReadonlyMap<number, ViewerPrediction>,
  now: Date,
  locale: Locale,
): Schemas['MatchItem'] {
  const items = bets.map((bet) => toBet(bet, match, now, locale, predictions.get(bet.id)));
  return {
    id: match.id,
    match_season_id: match.seasonId,
    season: {
      id: match.seasonId,
      name: match.seasonName,
      competition: {
        id: match.league.id,
        name: pick(locale, match.league.nameEn, match.league.nameAr),
        logo: picture(match.league.logo),
        prizes: toLeaguePrizes(match.league.prizes, locale),
      },
    },
    match: toMatchInfo(match, now, locale),
    bets: items,
    game_score_bet: scoreBetOf(items),
    current_user_points: toViewerPoints(bets, predictions),
  };
}

/** The contract's Match (lists of /v2/matches and the admin answers). */
export function toMatch(match: MatchRow, now: Date, locale: Locale): Schemas['Match'] {
  const info = toMatchInfo(match, now, locale);
  return {
    id: match.id,
    match_season_id: match.seasonId,
    start: info.start,
    home_team: info.home_team,
    away_team: info.away_team,
    state: info.state,
    minute: info.minute,
    home_goals: info.home_goals,
    away_goals: info.away_goals,
  };
}
