import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';

describe('HADAF_ROLE', () => {
  it('runs everything in one process by default, or as an API or a worker when told', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ HADAF_ROLE: 'api' }).role).toBe('api');
    expect(loadConfig({ HADAF_ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ HADAF_ROLE: 'both' })).toThrow(/HADAF_ROLE must be api, worker or all/);
  });

  it('reads the queue timings, refusing ones the queue cannot honour', () => {
    expect(loadConfig({}).jobs).toEqual({ timeoutSeconds: 300, pollSeconds: 2, superviseSeconds: 30 });
    expect(loadConfig({ HADAF_JOB_TIMEOUT_SECONDS: '3', HADAF_JOB_POLL_SECONDS: '0.5', HADAF_JOB_SUPERVISE_SECONDS: '1' }).jobs).toEqual({
      timeoutSeconds: 3,
      pollSeconds: 0.5,
      superviseSeconds: 1,
    });
    expect(() => loadConfig({ HADAF_JOB_POLL_SECONDS: '0.1' })).toThrow(/HADAF_JOB_POLL_SECONDS/);
    expect(() => loadConfig({ HADAF_JOB_TIMEOUT_SECONDS: '0' })).toThrow(/HADAF_JOB_TIMEOUT_SECONDS/);
  });
});
