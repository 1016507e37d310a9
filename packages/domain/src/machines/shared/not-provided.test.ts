import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { failureStatus } from './api-failure.ts';
import { notProvided } from './not-provided.ts';

describe('machine plumbing', () => {
  it('fails loudly, naming the actor, when the caller forgot to provide it', async () => {
    const actor = createActor(notProvided<string, void>('loadUser')).start();
    await expect(toPromise(actor)).rejects.toThrow('The "loadUser" actor was not provided.');
  });

  it('reads the HTTP status of a rejection only when there is one', () => {
    expect(failureStatus({ status: 429 })).toBe(429);
    expect(failureStatus({ status: '429' })).toBeUndefined();
    expect(failureStatus(new Error('offline'))).toBeUndefined();
    expect(failureStatus(null)).toBeUndefined();
  });
});
