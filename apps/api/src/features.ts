import { accountsFeature } from './accounts/index.ts';
import { competitionsFeature } from './competitions/index.ts';
import { seedDemoData } from './demo/index.ts';
import { imagesFeature } from './images/index.ts';
import { footballFeature, footballSettings, startLiveSimulator, type FootballSettings } from './football/index.ts';
import type { Feature } from './platform/feature.ts';
import type { Services } from './platform/services.ts';
import { systemOperations } from './platform/system-operations.ts';
import { prizesFeature } from './prizes/index.ts';

/**
 * The server's features, the one place start-up wiring lists them (app.ts registers their operations, routes and
 * jobs). Later features (groups, wallet, store…) add their folder's Feature here.
 */
export const features: readonly Feature[] = [
  { name: 'system', operations: systemOperations },
  accountsFeature,
  footballFeature,
  competitionsFeature,
  prizesFeature,
  imagesFeature,
];

/**
 * After the server is built: demo data on a fresh database, then the live simulator, as configured (see
 * football/setup.ts). Returns the running simulator (null when off) so shutdown can stop it.
 */
export async function startFootball(services: Services, settings: FootballSettings = footballSettings()) {
  await seedDemoData(services, settings);
  return startLiveSimulator(services, settings);
}
