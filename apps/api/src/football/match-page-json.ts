import { predictionLockTime, scoreBetOf } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Bet } from './bet-rules.ts';
import type { MatchPage } from './match-pages.ts';
import { toMatchItem, toViewerPoints, toViewerPrediction, type ViewerPrediction } from './serialize.ts';

/**
 * A match item as every fan sees it (before their own predictions), serialised once, cut where the caller's own
 * fields go: `parts` around one hole per bet's current_user_prediction (the bets in order, then the score bet again
 * as game_score_bet) and, last, current_user_points. Filling the holes with nulls gives the item as a visitor sees it.
 */
interface SharedItem {
  /** The whole item, holes filled with nulls: what a caller who predicted none of its bets gets. */
  plain: Buffer;
  parts: Buffer[];
  /** The bet of each prediction hole, in order. */
  holes: number[];
  bets: readonly Bet[];
}

/**
 * A page's shared items and the clock window they hold for: an item reads the clock only for whether predictions are
 * open (the lock, one hour before kick-off) and whether each bet is (its own close), so between two of those instants
 * its bytes do not change.
 */
interface SerialisedItems {
  items: SharedItem[];
  /** A visitor's whole answer, by its meta's JSON: the same bytes for every caller without predictions. */
  plainAnswers: Map<string, Buffer>;
  /** The latest lock or close at or before the clock when serialised (the clock may be moved back in tests). */
  validFrom: number;
  /** The next lock or close after it. */
  validUntil: number;
}

const serialisedOf = new WeakMap<MatchPage, Map<Locale, SerialisedItems>>();
const NO_PREDICTIONS: ReadonlyMap<number, ViewerPrediction> = new Map();
// JSON.stringify escapes the quotes of every string value, so these can only be the keys themselves.
const PREDICTION_HOLE = '"current_user_prediction":null';
const POINTS_HOLE = '"current_user_points":null';

function clockWindow(page: MatchPage, at: number): Pick<SerialisedItems, 'validFrom' | 'validUntil'> {
  let validFrom = -Infinity;
  let validUntil = Infinity;
  const consider = (instant: number) => {
    if (instant <= at) validFrom = Math.max(validFrom, instant);
    else validUntil = Math.min(validUntil, instant);
  };
  for (const match of page.rows) {
    consider(predictionLockTime(match.startAt).getTime());
    for (const bet of page.bets.get(match.id) ?? []) if (bet.activeTo) consider(bet.activeTo.getTime());
  }
  return { validFrom, validUntil };
}

function sharedItem(item: Schemas['MatchItem'], bets: readonly Bet[]): SharedItem {
  const scoreBet = scoreBetOf(bets);
  const holes = [...bets.map((bet) => bet.id), ...(scoreBet ? [scoreBet.id] : [])];
  const plain = JSON.stringify(item);
  const parts = plain.split(PREDICTION_HOLE);
  const last = parts.pop()!.split(POINTS_HOLE);
  if (parts.length !== holes.length || last.length !== 2) throw new Error(`match item ${item.id}: its caller's fields are not where they were expected`);
  return { plain: Buffer.from(plain), parts: [...parts, ...last].map((part) => Buffer.from(part)), holes, bets };
}

function sharedItems(page: MatchPage, now: Date, locale: Locale): SerialisedItems {
  let byLocale = serialisedOf.get(page);
  if (!byLocale) serialisedOf.set(page, (byLocale = new Map()));
  const at = now.getTime();
  const kept = byLocale.get(locale);
  if (kept && at >= kept.validFrom && at < kept.validUntil) return kept;
  const items = page.rows.map((match) => {
    const bets = page.bets.get(match.id) ?? [];
    return sharedItem(toMatchItem(match, bets, NO_PREDICTIONS, now, locale), bets);
  });
  const serialised = { items, plainAnswers: new Map<string, Buffer>(), ...clockWindow(page, at) };
  byLocale.set(locale, serialised);
  return serialised;
}

/** The shared item's bytes with the caller's predictions and points in its holes (nulls where they have none). */
function fill(item: SharedItem, predictions: ReadonlyMap<number, ViewerPrediction>, chunks: Buffer[]): void {
  if (!item.holes.some((betId) => predictions.has(betId))) return void chunks.push(item.plain);
  chunks.push(item.parts[0]!);
  item.holes.forEach((betId, index) => {
    chunks.push(Buffer.from(`"current_user_prediction":${JSON.stringify(toViewerPrediction(predictions.get(betId)))}`), item.parts[index + 1]!);
  });
  chunks.push(Buffer.from(`"current_user_points":${JSON.stringify(toViewerPoints(item.bets, predictions))}`), item.parts.at(-1)!);
}

const OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/**
 * GET /v2/games' answer as JSON bytes: serialising a 33 KB page on every request was a fifth of a signed-in
 * request's time (docs/decisions/match-day.md), though only the caller's own fields differ between fans. Each item
 * is serialised and encoded once per page version, language and clock window, and the caller's predictions and
 * points are spliced into its bytes; a visitor's whole answer is kept. Bytes, not text: the answer is not encoded
 * (nor measured for its length) again on every request.
 */
export function matchPageJson(
  page: MatchPage,
  predictions: ReadonlyMap<number, ViewerPrediction>,
  now: Date,
  locale: Locale,
  meta: Schemas['PageMeta'],
): Buffer {
  const serialised = sharedItems(page, now, locale);
  const metaJson = JSON.stringify(meta);
  const visitor = predictions.size === 0;
  const kept = visitor ? serialised.plainAnswers.get(metaJson) : undefined;
  if (kept) return kept;
  const chunks: Buffer[] = [OPEN];
  serialised.items.forEach((item, index) => {
    if (index > 0) chunks.push(COMMA);
    fill(item, predictions, chunks);
  });
  chunks.push(Buffer.from(`],"meta":${metaJson}}`));
  const answer = Buffer.concat(chunks);
  if (visitor) serialised.plainAnswers.set(metaJson, answer);
  return answer;
}
