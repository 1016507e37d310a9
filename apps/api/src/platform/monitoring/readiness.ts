import type { Queryable } from '../database/database.ts';

/** A connection the process needs to be useful besides the database's pool: the LISTEN of a channel. */
export type ListenerCheck = () => boolean;

export interface ReadinessReport {
  ready: boolean;
  body: {
    status: 'ready' | 'not-ready';
    database: 'up' | 'down';
    migrations: 'applied' | 'missing' | 'unknown';
    /** Each listener (revocations, live events): whether it listens now. */
    listeners: Record<string, 'connected' | 'disconnected'>;
    shutting_down: boolean;
  };
}

/** A probe must answer even when the database hangs: a load balancer waits less than a query could. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this API process should be sent traffic (GET /api/health/ready): its database answers with every
 * migration this build knows applied, its listeners listen, and it is not shutting down. Liveness is separate and
 * asks nothing (GET /api/health/live): a process waiting for its database is not to be restarted for it.
 */
export class Readiness {
  private readonly listeners = new Map<string, ListenerCheck>();
  private stopping = false;

  constructor(
    private readonly database: Queryable,
    /** The versions of the migrations this build ships (all applied before the process listens). */
    private readonly migrationVersions: readonly string[],
  ) {}

  addListener(name: string, check: ListenerCheck): void {
    this.listeners.set(name, check);
  }

  /** From the first moment of a shutdown: proxies stop sending new requests while the ones in flight finish. */
  markShuttingDown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  async report(): Promise<ReadinessReport> {
    let database: ReadinessReport['body']['database'] = 'down';
    let migrations: ReadinessReport['body']['migrations'] = 'unknown';
    try {
      // One round trip: it answers (the database is up) and counts this build's migrations among the applied.
      const [row] = await within(
        CHECK_TIMEOUT_MS,
        this.database.query<{ applied: number }>('SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY($1::text[])', [this.migrationVersions]),
      );
      database = 'up';
      migrations = Number(row?.applied) === this.migrationVersions.length ? 'applied' : 'missing';
    } catch {
      // Down or too slow: not ready, whatever the reason (logged by the requests that fail meanwhile).
    }
    const listeners = Object.fromEntries([...this.listeners].map(([name, check]) => [name, check() ? 'connected' : 'disconnected'] as const));
    const ready = !this.stopping && database === 'up' && migrations === 'applied' && Object.values(listeners).every((state) => state === 'connected');
    return { ready, body: { status: ready ? 'ready' : 'not-ready', database, migrations, listeners, shutting_down: this.stopping } };
  }
}
