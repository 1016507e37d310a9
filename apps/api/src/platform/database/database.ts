import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteNotices, postgresNotices, type Notices } from './notices.ts';

/**
 * Plain SQL with $1 parameters, the one query style of the server (docs/decisions/sql-and-modules.md). Rows are
 * records: bigint as a JavaScript number on both drivers, numeric as text, timestamps as Date.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** One transaction: parameterised queries and multi-statement scripts (a migration). */
export interface Transaction extends Queryable {
  exec(script: string): Promise<void>;
}

/**
 * A statement of the hot path, prepared once per pooled connection under `name` (PostgreSQL): each request then
 * skips parsing and planning it. Only for fixed statement texts; one name, one text.
 */
export interface Prepared {
  name: string;
}

/** The same code runs on PGlite (embedded) and on PostgreSQL (DATABASE_URL). */
export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(text: string, params?: unknown[], prepared?: Prepared): Promise<Row[]>;
  /** LISTEN/NOTIFY between the processes of this database (notices.ts). */
  notices: Notices;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the embedded instance, for the job queue's library, which drives it itself (platform/jobs). */
  pglite?: PGlite;
}

const INT8_OID = 20;
/** node-postgres sends bigint as text; ids and counts stay far below 2^53, so they are read as numbers (as PGlite does). */
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
};

const schemaName = /^[a-z_][a-z0-9_]*$/;

/** Whether the database answers a trivial query (the health check). */
async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

/** What of the server's configuration (config.ts) says which database to open. */
export interface DatabaseConfig {
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  dataDir: string;
  /** PGlite only: in memory (tests) instead of under dataDir. */
  inMemoryDatabase: boolean;
  /**
   * PGlite in memory only: a data directory (PGlite's dumpDataDir tarball) to start from instead of an empty one,
   * e.g. a database already migrated; what the migrations find done they skip (tests: test/helpers/pglite-template.ts).
   */
  pgliteTemplate?: string | undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseSchema !== undefined && !schemaName.test(config.databaseSchema)) {
    throw new Error(`HADAF_DB_SCHEMA must be a plain lower-case identifier, got "${config.databaseSchema}"`);
  }
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databaseSchema) : openPglite(config);
}

async function openPglite(config: Pick<DatabaseConfig, 'dataDir' | 'inMemoryDatabase' | 'pgliteTemplate'>): Promise<Database> {
  let client: PGlite;
  if (!config.inMemoryDatabase) {
    const dataDir = path.join(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir);
  } else if (config.pgliteTemplate) {
    client = await PGlite.create({ loadDataDir: new Blob([readFileSync(config.pgliteTemplate)]) });
  } else {
    client = await PGlite.create();
  }
  return {
    kind: 'pglite',
    async query<Row>(text: string, params: unknown[] = []) {
      return (await client.query<Row>(text, params)).rows;
    },
    transaction(work) {
      return client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows,
        }),
      );
    },
    ping: () => answers(() => client.query('SELECT 1')),
    notices: pgliteNotices(client),
    close: () => client.close(),
    pglite: client,
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
  const pool = new pg.Pool({ connectionString, max: 10, types: postgresTypes, ...(schema ? { options: `-c search_path="${schema}"` } : {}) });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<Row>(text: string, params: unknown[] = [], prepared?: Prepared) {
      return (await pool.query(prepared ? { name: prepared.name, text, values: params } : { text, values: params })).rows as Row[];
    },
    async transaction(work) {
      // A checked-out client has no listener of the pool's: its connection dropping between two statements (the
      // server restarting, a failover) would be an unhandled 'error' event that ends the process. Caught here, the
      // next statement fails instead (the request answers 503), and the broken client is not given back to the pool.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      // The listener goes on inside the pool's callback: a client handed over from another's release may carry the
      // server's goodbye (57P01) in the very packet being parsed, before an awaited connect() would resume.
      const client = await new Promise<pg.PoolClient>((resolve, reject) =>
        pool.connect((error, connected) => {
          if (error || !connected) return reject(error ?? new Error('no client'));
          connected.on('error', onError);
          resolve(connected);
        }),
      );
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
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
          broken ??= rollbackFailed;
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    ping: () => answers(() => pool.query('SELECT 1')),
    notices: postgresNotices(pool, connectionString, schema),
    close: () => pool.end(),
  };
}
