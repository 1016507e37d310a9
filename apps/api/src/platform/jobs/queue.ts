import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions, type Job, type Queue } from 'pg-boss';
import type { ServerConfig } from '../config.ts';
import type { Database, Queryable } from '../database/database.ts';
import type { JobData, JobDeclaration, JobDeclarations, Schedule } from './declarations.ts';

/** The server's one job queue: pg-boss on the server's database (docs/decisions/jobs.md). */
export interface JobQueue {
  /**
   * Adds a job inside the caller's transaction, so it exists exactly when the change that calls for it commits.
   * Jobs of one name and key collapse: while one is waiting, another enqueue adds nothing.
   */
  enqueue(tx: Queryable, job: string, data: JobData, key?: string): Promise<void>;
  /** The same outside a transaction. */
  send(job: string, data: JobData, key?: string): Promise<void>;
  /**
   * Works every due job in this process until none is waiting, due or running anywhere (tests and tools that
   * need a job's effect now). Resolves to how many jobs it ran itself.
   */
  drain(options?: { timeoutMs?: number }): Promise<number>;
  /** Jobs not finished, and those that failed for good (kept a day), per job and state: the metrics' queue depth. */
  counts(): Promise<JobCount[]>;
  /**
   * Stops taking new jobs (a shutdown); resolves once the jobs this process is running have finished, or after
   * `graceMs` with them still running (stop() then hands them back to the queue).
   */
  finishWork(graceMs: number): Promise<void>;
  /** Stops the queue. A job still running after `graceMs` is failed back to the queue, to be retried at once by any worker. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/**
 * waiting: due, not taken; scheduled: to start later; retry: its last attempt failed, it runs again after its backoff;
 * active: being worked; failed: every attempt failed (kept for its keepSeconds).
 */
export const JOB_STATES = ['waiting', 'scheduled', 'retry', 'active', 'failed'] as const;
export interface JobCount {
  job: string;
  state: (typeof JOB_STATES)[number];
  count: number;
}

export interface JobQueueOptions<Context> {
  config: Pick<ServerConfig, 'role' | 'jobs' | 'databaseUrl' | 'databaseSchema'>;
  database: Database;
  log: FastifyBaseLogger;
  declarations: JobDeclarations<Context>;
  schedules: readonly Schedule[];
  /** What every handler receives (the server's services). */
  context: Context;
}

const RETRIES = 5;
const RETRY_DELAY_SECONDS = 2;
const MAX_RETRY_DELAY_SECONDS = 300;
const KEEP_SECONDS = 24 * 3600;
const STOP_GRACE_MS = 10_000;

/** pg-boss's tables live in their own schema: `pgboss`, or `<schema>_jobs` beside a HADAF_DB_SCHEMA. */
export function jobsSchemaOf(config: Pick<ServerConfig, 'databaseSchema'>): string {
  return config.databaseSchema ? `${config.databaseSchema}_jobs` : 'pgboss';
}

/**
 * "stately": per key, at most one job waiting and one running. A duplicate enqueue while one waits collapses
 * into it; one enqueued while another runs waits for it (a corrected result is scored after the first score).
 */
function queueOptions(declaration: JobDeclaration<unknown>, config: JobQueueOptions<unknown>['config']): Omit<Queue, 'name'> {
  return {
    policy: 'stately',
    retryLimit: declaration.retries ?? RETRIES,
    retryDelay: declaration.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    expireInSeconds: config.jobs.timeoutSeconds,
    deleteAfterSeconds: declaration.keepSeconds ?? KEEP_SECONDS,
  };
}

function connection(config: JobQueueOptions<unknown>['config'], database: Database): ConstructorOptions {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite' };
  if (!config.databaseUrl) throw new Error('The job queue needs PGlite or DATABASE_URL');
  // Its own small pool: a worker's polling never waits behind the API's queries.
  return { connectionString: config.databaseUrl, max: 4 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the queue: installs or migrates pg-boss's schema (under its own advisory lock, so servers starting
 * together do it once), creates the declared queues and, in a worker (HADAF_ROLE worker or all), works them
 * and keeps the schedules equal to the declared ones. An API-only process only enqueues.
 */
export async function openJobQueue<Context>(options: JobQueueOptions<Context>): Promise<JobQueue> {
  const { config, database, log, declarations, context } = options;
  const working = config.role !== 'api';
  const schema = jobsSchemaOf(config);
  const boss = new PgBoss({
    ...connection(config, database),
    schema,
    migrate: true,
    supervise: working,
    schedule: working,
    superviseIntervalSeconds: config.jobs.superviseSeconds,
    monitorIntervalSeconds: config.jobs.superviseSeconds,
    instanceName: `hadaf-${config.role}`,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const names = Object.keys(declarations);
  for (const name of names) {
    const settings = queueOptions(declarations[name]!, config);
    await boss.createQueue(name, settings);
    const { policy: _policy, ...changeable } = settings;
    await boss.updateQueue(name, changeable);
  }

  const run = async (name: string, job: Job<JobData>) => {
    try {
      await declarations[name]!.run(context, job.data);
    } catch (error) {
      log.warn({ err: error, job: name, id: job.id, attempt: job.retryCount + 1 }, 'job failed; it is retried with backoff');
      throw error;
    }
  };

  if (working) {
    for (const name of names) {
      await boss.work<JobData>(name, { pollingIntervalSeconds: config.jobs.pollSeconds }, async ([job]) => {
        if (job) await run(name, job);
      });
    }
    await syncSchedules(boss, options.schedules);
  }

  /** finishWork's wait, once asked: true when its grace ran out (what still runs is then handed back at once). */
  let finishing: Promise<boolean> | undefined;
  const sendOptions = (key: string | undefined) => (key === undefined ? {} : { singletonKey: key });
  // Running, retrying, or due: a scheduled job waiting for its time is not pending yet.
  const pending = async () => {
    const [row] = await database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "${schema}".job
       WHERE name = ANY($1::text[]) AND (state IN ('active', 'retry') OR (state = 'created' AND start_after <= now()))`,
      [names],
    );
    return row?.count ?? 0;
  };

  return {
    async enqueue(tx, job, data, key) {
      await boss.send(job, data, { ...sendOptions(key), db: { executeSql: async (text, values) => ({ rows: await tx.query(text, values) }) } });
    },
    async send(job, data, key) {
      await boss.send(job, data, sendOptions(key));
    },
    async drain({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let ran = 0;
      for (;;) {
        let ranNow = 0;
        for (const name of names) {
          for (const job of await boss.fetch<JobData>(name, { batchSize: 10 })) {
            ranNow++;
            const attempt = { id: job.id, retryCount: job.retryCount };
            try {
              await run(name, job);
              await boss.complete(name, attempt);
            } catch (error) {
              await boss.fail(name, attempt, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        }
        ran += ranNow;
        if (ranNow > 0) continue;
        if ((await pending()) === 0) return ran;
        if (Date.now() > deadline) throw new Error(`Jobs still waiting or running after ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    async counts() {
      const rows = await database.query<{ name: string; state: JobCount['state']; count: number }>(
        `SELECT name, CASE WHEN state = 'created' AND start_after > now() THEN 'scheduled' WHEN state = 'created' THEN 'waiting' ELSE state::text END AS state,
                count(*)::int AS count
           FROM "${schema}".job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`,
        [names],
      );
      const found = new Map(rows.map((row) => [`${row.name} ${row.state}`, Number(row.count)]));
      // Every job and state, zeros too: an alert on failed > 0 needs the series to exist before the first failure.
      return names.flatMap((job) => JOB_STATES.map((state) => ({ job, state, count: found.get(`${job} ${state}`) ?? 0 })));
    },
    finishWork(graceMs) {
      if (!working) return Promise.resolve();
      finishing ??= (async () => {
        let timer: NodeJS.Timeout | undefined;
        const graceOver = new Promise<'over'>((resolve) => (timer = setTimeout(() => resolve('over'), graceMs)));
        const outcome = await Promise.race([Promise.all(names.map((name) => boss.offWork(name, { wait: true }))), graceOver]);
        clearTimeout(timer);
        return outcome === 'over';
      })();
      return finishing.then(() => {});
    },
    // Jobs still running after the grace are failed back to the queue by pg-boss (retried after their backoff),
    // rather than left active until HADAF_JOB_TIMEOUT_SECONDS takes them for lost. After finishWork's grace, at once.
    async stop({ graceMs = STOP_GRACE_MS } = {}) {
      const graceSpent = (await finishing) ?? false;
      await boss.stop({ graceful: true, timeout: graceSpent ? 0 : graceMs });
    },
  };
}

/** The database's schedules become exactly the declared ones: new ones added, changed ones updated, dropped ones removed. */
async function syncSchedules(boss: PgBoss, schedules: readonly Schedule[]) {
  for (const schedule of schedules) await boss.schedule(schedule.job, schedule.cron, null, { tz: 'UTC' });
  const declared = new Set(schedules.map((schedule) => schedule.job));
  for (const stored of await boss.getSchedules()) {
    if (!declared.has(stored.name)) await boss.unschedule(stored.name, stored.key);
  }
}
