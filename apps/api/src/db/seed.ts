import type { Services } from '../services/services.ts';

/**
 * Runs after migrations on every start. A seeder must be idempotent (check before inserting), since it runs
 * on a database that may already hold its data. The football issue registers its demo data here.
 */
export type Seeder = (services: Services) => Promise<void>;

export const seeders: Seeder[] = [];

export async function seed(services: Services, extra: readonly Seeder[] = []) {
  for (const seeder of [...seeders, ...extra]) await seeder(services);
}
