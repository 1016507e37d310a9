import { cachedFor, type Metrics } from '../monitoring/metrics.ts';
import type { JobQueue } from './queue.ts';

/**
 * The queue's depth and failures per job, read from its table, so any API process reports them for every worker
 * (workers listen on no port, docs/decisions/jobs.md): the same values from each, to be read with max().
 */
export function jobQueueMetrics(metrics: Metrics, queue: JobQueue) {
  const counts = cachedFor(2_000, () => queue.counts());
  metrics.gauge({
    name: 'hadaf_jobs',
    help: 'Jobs by name and state: waiting (due), scheduled (later), retry (an attempt failed), active, failed (every attempt failed; kept a day).',
    labelNames: ['job', 'state'],
    collect: async (set) => {
      for (const { job, state, count } of await counts()) set(count, { job, state });
    },
  });
}
