import { predictionLockTime } from '@hadaf/domain';
import type { Schemas } from '../platform/contract/types.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { MatchPage } from './match-pages.ts';
import { toMatchItem, type ViewerPrediction } from './serialize.ts';

/**
 * A page's match items as every fan sees them (before their own predictions), already serialised, and the clock
 * window they hold for: an item reads the clock only for whether predictions are open (the lock, one hour before
 * kick-off) and whether each bet is (its own close), so between two of those instants its bytes do not change.
 */
interface SerialisedItems {
  items: string[];
  /** The latest lock or close at or before the clock when serialised (the clock may be moved back in tests). */
  validFrom: number;
  /** The next lock or close after it. */
  validUntil: number;
}

const serialisedOf = new WeakMap<MatchPage, Map<Locale, SerialisedItems>>();
const NO_PREDICTIONS: ReadonlyMap<number, ViewerPrediction> = new Map();

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

function sharedItems(page: MatchPage, now: Date, locale: Locale): string[] {
  let byLocale = serialisedOf.get(page);
  if (!byLocale) serialisedOf.set(page, (byLocale = new Map()));
  const at = now.getTime();
  const kept = byLocale.get(locale);
  if (kept && at >= kept.validFrom && at < kept.validUntil) return kept.items;
  const items = page.rows.map((match) => JSON.stringify(toMatchItem(match, page.bets.get(match.id) ?? [], NO_PREDICTIONS, now, locale)));
  byLocale.set(locale, { items, ...clockWindow(page, at) });
  return items;
}

/**
 * GET /v2/games' answer as JSON text: serialising a 33 KB page on every request was a fifth of a signed-in
 * request's time (docs/decisions/match-day.md), though only the fan's predicted matches differ between fans. Those
 * are serialised per request; every other item comes from the page's shared bytes.
 */
export function matchPageJson(
  page: MatchPage,
  predictions: ReadonlyMap<number, ViewerPrediction>,
  now: Date,
  locale: Locale,
  meta: Schemas['PageMeta'],
): string {
  const shared = sharedItems(page, now, locale);
  const items = page.rows.map((match, index) => {
    const bets = page.bets.get(match.id) ?? [];
    return bets.some((bet) => predictions.has(bet.id)) ? JSON.stringify(toMatchItem(match, bets, predictions, now, locale)) : shared[index]!;
  });
  return `{"data":[${items.join(',')}],"meta":${JSON.stringify(meta)}}`;
}
