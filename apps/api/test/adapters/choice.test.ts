import { describe, expect, it } from 'vitest';
import { createAdapters } from '../../src/platform/adapters/index.ts';
import type { Queryable } from '../../src/platform/database/database.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { everyRealProviderEnv } from '../helpers/real-providers.ts';

/** Sandboxes write to the outbox; a real adapter must never touch it. */
const noDatabase = {
  query: () => {
    throw new Error('a real adapter reached the sandbox outbox');
  },
} as unknown as Queryable;


describe('choosing adapters', () => {
  it('builds the configured real adapter for every service, none of them a sandbox', () => {
    const adapters = createAdapters(loadConfig(everyRealProviderEnv), noDatabase);
    expect([adapters.sms.sandbox, adapters.email.sandbox, adapters.captcha.sandbox, adapters.social?.sandbox]).toEqual([false, false, false, false]);
  });

  it('keeps the sandboxes by default, and no social provider when it is switched off', () => {
    const adapters = createAdapters(loadConfig({}), noDatabase);
    expect([adapters.sms.sandbox, adapters.email.sandbox, adapters.captcha.sandbox, adapters.social?.sandbox]).toEqual([true, true, true, true]);
    expect(createAdapters(loadConfig({ HADAF_SOCIAL: 'none' }), noDatabase).social).toBeNull();
  });
});
