import { routePatterns } from '@hadaf/domain';
import { accountsFeature } from './accounts/index.ts';
import { competitionsFeature } from './competitions/index.ts';
import { fantasyFeature } from './fantasy/index.ts';
import { groupsFeature } from './groups/index.ts';
import { seedDemoData } from './demo/index.ts';
import { imagesFeature } from './images/index.ts';
import { ensureAllSquads, footballFeature, footballSettings, neighbourMatchDates, nowOf, utcDay, visitorGamesJson, type FootballSettings } from './football/index.ts';
import type { MatchesPageData } from './platform/contract/types.ts';
import type { Feature } from './platform/feature.ts';
import type { WebAppOptions } from './platform/http/web.ts';
import { jobQueueOf } from './platform/jobs/index.ts';
import { ledgerFeature } from './ledger/index.ts';
import { liveFeature } from './live/index.ts';
import type { Services } from './platform/services.ts';
import { systemOperations } from './platform/system-operations.ts';
import { prizesFeature } from './prizes/index.ts';
import { remindersFeature } from './reminders/index.ts';
import { searchFeature } from './search/index.ts';
import { paymentsFeature } from './payments/index.ts';
import { storeFeature } from './store/index.ts';

/**
 * The server's features, the one place start-up wiring lists them (app.ts registers their operations, routes and
 * jobs).
 */
export const features: readonly Feature[] = [
  { name: 'system', operations: systemOperations },
  accountsFeature,
  footballFeature,
  ledgerFeature,
  competitionsFeature,
  fantasyFeature,
  groupsFeature,
  prizesFeature,
  paymentsFeature,
  storeFeature,
  imagesFeature,
  remindersFeature,
  searchFeature,
  liveFeature,
];

/**
 * After the server is built: demo data on a fresh database, as configured (see football/setup.ts). A process
 * that works jobs scores the demo's past matches before it opens; the live simulator is a scheduled job
 * (football/jobs.ts).
 */
export async function startFootball(services: Services, settings: FootballSettings = footballSettings()): Promise<void> {
  await seedDemoData(services, settings);
  // Every team has a squad, also in a database seeded or imported before squads were generated.
  await services.database.transaction((tx) => ensureAllSquads(tx));
  if (settings.demoData && services.config.role !== 'api') await jobQueueOf(services.database).drain({ timeoutMs: 120_000 });
}

/**
 * What a visitor's prerendered pages start with (platform/http/web.ts): /matches, the first page of the day's games as
 * GET /v2/games?date= answers it and the days before and after with matches (GET /misc/upcoming-date-with-matches),
 * for the server's day (UTC; the app uses them when the device's day is the same, and asks otherwise).
 * docs/decisions/web.md.
 */
export function webPageData(services: Services): NonNullable<WebAppOptions['pageData']> {
  return {
    [routePatterns.matches]: async (language) => {
      const day = utcDay(nowOf(services));
      const [games, neighbours] = await Promise.all([visitorGamesJson(services, day, language), neighbourMatchDates(services, day)]);
      // The web app reads it as the contract's MatchesPageData; the games answer goes in already serialised.
      const known = { date: day, neighbours } satisfies Omit<MatchesPageData, 'answer'>;
      return { id: 'hadaf-games', json: `{"date":"${known.date}","answer":${games},"neighbours":${JSON.stringify(known.neighbours)}}` };
    },
  };
}
