/** The contract's generated types alone (no runtime code): what a server or tool types its requests and answers with. */
import type { operations } from './generated/schema.ts';

export type { components, operations, paths } from './generated/schema.ts';

type JsonAnswer<K extends keyof operations> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer B } } } ? B : never;

/**
 * What the server writes into a visitor's /matches (the `hadaf-games` JSON script) and the web app puts in its query
 * cache: the day's first page of games and the days around it with matches, each as its own call answers it.
 */
export interface MatchesPageData {
  /** The server's day (UTC), `YYYY-MM-DD`. */
  date: string;
  answer: JsonAnswer<'listGames'>;
  neighbours: JsonAnswer<'getNeighbourMatchDates'>;
}
