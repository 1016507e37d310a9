import type { Database, Queryable } from '../database/database.ts';
import type { JobData } from './declarations.ts';
import type { JobQueue } from './queue.ts';

export { everyCron, type JobData, type JobDeclaration, type JobDeclarations, type Schedule } from './declarations.ts';
export { JOB_STATES, jobsSchemaOf, openJobQueue, type JobCount, type JobQueue } from './queue.ts';

/**
 * Each database's queue, kept beside it so code that holds only the database (the simulator, an import, a match
 * update) can enqueue in its own transaction without every signature carrying the queue.
 */
const queues = new WeakMap<Database, JobQueue>();

export function attachJobQueue(database: Database, queue: JobQueue) {
  queues.set(database, queue);
}

export function jobQueueOf(database: Database): JobQueue {
  const queue = queues.get(database);
  if (!queue) throw new Error('No job queue is open on this database (app.ts opens it; a tool opens one with openJobQueue)');
  return queue;
}

/** Enqueues `job` in the transaction `tx` on `database` (see JobQueue.enqueue). */
export function enqueueJob(database: Database, tx: Queryable, job: string, data: JobData, key?: string): Promise<void> {
  return jobQueueOf(database).enqueue(tx, job, data, key);
}
