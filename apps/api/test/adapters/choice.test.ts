import { describe, expect, it } from 'vitest';
import { createAdapters } from '../../src/platform/adapters/index.ts';
import type { Queryable } from '../../src/platform/database/database.ts';
import { loadConfig } from '../../src/platform/config.ts';

/** Sandboxes write to the outbox; a real adapter must never touch it. */
const noDatabase = {
  query: () => {
    throw new Error('a real adapter reached the sandbox outbox');
  },
} as unknown as Queryable;

const realEnv = {
  HADAF_SMS: 'twilio',
  HADAF_TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  HADAF_TWILIO_AUTH_TOKEN: 't',
  HADAF_SMS_SENDER: 'Hadaf',
  HADAF_EMAIL: 'smtp',
  HADAF_SMTP_HOST: 'smtp.example.com',
  HADAF_EMAIL_FROM: 'Hadaf <no-reply@hadaf.example>',
  HADAF_CAPTCHA: 'turnstile',
  HADAF_CAPTCHA_SECRET: 'c',
  HADAF_CAPTCHA_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY',
  HADAF_SOCIAL: 'facebook',
  HADAF_FACEBOOK_APP_ID: '1234',
  HADAF_FACEBOOK_APP_SECRET: 'f',
};

describe('choosing adapters', () => {
  it('builds the configured real adapter for every service, none of them a sandbox', () => {
    const adapters = createAdapters(loadConfig(realEnv), noDatabase);
    expect([adapters.sms.sandbox, adapters.email.sandbox, adapters.captcha.sandbox, adapters.social?.sandbox]).toEqual([false, false, false, false]);
  });

  it('keeps the sandboxes by default, and no social provider when it is switched off', () => {
    const adapters = createAdapters(loadConfig({}), noDatabase);
    expect([adapters.sms.sandbox, adapters.email.sandbox, adapters.captcha.sandbox, adapters.social?.sandbox]).toEqual([true, true, true, true]);
    expect(createAdapters(loadConfig({ HADAF_SOCIAL: 'none' }), noDatabase).social).toBeNull();
  });
});
