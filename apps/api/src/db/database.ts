import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';

/** The Drizzle handle every service uses; the same code runs on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A raw transaction for the migrator: multi-statement scripts and parameterised queries. */
export interface RawTransaction {
  exec(script: string): Promise<void>;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with $1 parameters (migrator, health). */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** One transaction of raw SQL (a migration and its bookkeeping). */
  rawTransaction<T>(work: (tx: RawTransaction) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const schemaName = /^[a-z_][a-z0-9_]*$/;

export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir' | 'inMemoryDatabase'>): Promise<Database> {
  if (config.databaseSchema !== undefined && !schemaName.test(config.databaseSchema)) {
    throw new Error(`HADAF_DB_SCHEMA must be a plain lower-case identifier, got "${config.databaseSchema}"`);
  }
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databaseSchema) : openPglite(config);
}

async function openPglite(config: Pick<ServerConfig, 'dataDir' | 'inMemoryDatabase'>): Promise<Database> {
  let dataDir: string | undefined;
  if (!config.inMemoryDatabase) {
    dataDir = path.join(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      return (await client.query<Row>(text, params)).rows;
    },
    rawTransaction(work) {
      return client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows,
        }),
      );
    },
    async ping() {
      try {
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Database> {
  if (schema) {
    // Created before the pool so every pooled connection can start with it on its search_path.
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({ connectionString, max: 10, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async rawTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
