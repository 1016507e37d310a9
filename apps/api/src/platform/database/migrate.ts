import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';

const migrationFile = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** apps/api/migrations/NNNN_name.sql in version order; a badly named file is an error, not something to skip. */
export function readMigrations(directory: string): Migration[] {
  const migrations = readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = migrationFile.exec(file);
      if (!match) throw new Error(`Migration file names look like 0001_name.sql: ${file}`);
      return { version: match[1]!, name: match[2]!, sql: readFileSync(path.join(directory, file), 'utf8') };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
  for (let index = 1; index < migrations.length; index++) {
    if (migrations[index]!.version === migrations[index - 1]!.version) throw new Error(`Two migrations share version ${migrations[index]!.version}`);
  }
  return migrations;
}

// Any constant works; it only has to be the same for every server sharing the database.
const MIGRATION_LOCK = 729107;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in one transaction with its record.
 * The advisory lock (held until that transaction ends) keeps two servers starting at once from applying one twice.
 */
export async function migrate(database: Database, directory: string): Promise<string[]> {
  const migrations = readMigrations(directory);
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
