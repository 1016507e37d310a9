import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';
import { createHadafClient } from './create-client.ts';
import { createTokenStore, memoryCookieJar } from './token-store.ts';

describe('server clock', () => {
  it('runs on the device clock until a response is seen', () => {
    const clock = createServerClock(() => 1_000_000);
    expect(clock.now()).toBe(1_000_000);
  });

  it('follows the Date header when the device clock is wrong', () => {
    let device = Date.parse('2026-11-21T15:00:00Z');
    const clock = createServerClock(() => device);
    clock.observe('Sat, 21 Nov 2026 17:00:00 GMT');
    expect(clock.offsetMs()).toBe(2 * 3_600_000);
    device += 60_000;
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T17:01:00.000Z');
  });

  it('ignores sub-second rounding and unreadable headers', () => {
    const clock = createServerClock(() => Date.parse('2026-11-21T17:00:00.600Z'));
    clock.observe('Sat, 21 Nov 2026 17:00:00 GMT');
    expect(clock.offsetMs()).toBe(0);
    clock.observe('not a date');
    clock.observe(null);
    expect(clock.offsetMs()).toBe(0);
  });

  it('is fed by every API response', async () => {
    const client = createHadafClient({
      tokenStore: createTokenStore({ jar: memoryCookieJar() }),
      getLanguage: () => 'en',
      baseUrl: 'http://api.test/api',
      fetch: async () => new Response('{"data":{}}', { status: 200, headers: { 'Content-Type': 'application/json', Date: new Date(Date.now() + 3 * 3_600_000).toUTCString() } }),
    });
    await client.GET('/settings');
    expect(client.serverClock.offsetMs()).toBeGreaterThan(2.9 * 3_600_000);
  });
});
