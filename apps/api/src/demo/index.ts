import { footballRuntime, type FootballSettings } from '../football/index.ts';
import type { Services } from '../platform/services.ts';
import { seedDemo } from './seed-demo.ts';

/** Demo accounts, leagues, matches and prizes on a fresh database (HADAF_DEMO_DATA), with the sign-ins in the log. */
export async function seedDemoData(services: Services, settings: FootballSettings) {
  if (!settings.demoData) return;
  const runtime = footballRuntime(services);
  const report = await seedDemo(services, { seed: runtime.seed, now: runtime.clock(), speed: settings.speed });
  if (report.seeded) {
    services.log.info(`Demo data seeded: ${report.teams} teams, ${report.players} players, ${report.matches} matches, ${report.competitions} competitions. Demo sign-ins:`);
    for (const account of report.accounts) services.log.info(`  ${account.role.padEnd(7)} ${account.email} / ${account.password}`);
  }
  if (report.prizes > 0) services.log.info(`Demo prizes added to the catalogue: ${report.prizes}.`);
}
