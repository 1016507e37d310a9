import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';

describe('loadConfig', () => {
  it('defaults to sandbox adapters, PGlite under .data and the spec settings', () => {
    const config = loadConfig({});
    expect(config.adapters).toEqual({ sms: 'sandbox', email: 'sandbox', captcha: 'sandbox', social: 'sandbox', storage: 'local', payments: 'sandbox' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.appSettings.referral_reward_coins).toBe(10);
  });

  it('reads app settings from the environment and checks them', () => {
    const config = loadConfig({ HADAF_EKSAB_SHARE: '0.2', HADAF_ENABLE_PHONE_VERIFICATION: '0', HADAF_REFERRAL_REWARD_COINS: '15' });
    expect(config.appSettings).toMatchObject({ eksab_share: 0.2, enable_phone_verification: false, referral_reward_coins: 15 });
    expect(() => loadConfig({ HADAF_EKSAB_SHARE: '2' })).toThrow(/HADAF_EKSAB_SHARE/);
    expect(() => loadConfig({ HADAF_ENABLE_PHONE_VERIFICATION: 'maybe' })).toThrow(/HADAF_ENABLE_PHONE_VERIFICATION/);
  });

  it('refuses providers that are not built in', () => {
    expect(() => loadConfig({ HADAF_SMS: 'twilio' })).toThrow(/HADAF_SMS=twilio is not available/);
    expect(loadConfig({ HADAF_SOCIAL: 'none' }).adapters.social).toBe('none');
  });

  it('refuses to start in production on any sandbox adapter, with no override', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's' })).toThrow(/sandbox adapters \(sms, email, captcha, social, payments\)/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', HADAF_ALLOW_SANDBOX: '1', HADAF_SOCIAL: 'none' })).toThrow(
      /sandbox adapters \(sms, email, captcha, payments\)/,
    );
  });
});
