import { describe, expect, it } from 'vitest';
import { communityGroupUrlFrom, DEMO_COMMUNITY_GROUP_URL, loadConfig } from '../src/platform/config.ts';
import { realProviderEnv } from './helpers/real-providers.ts';

describe('loadConfig', () => {
  it('defaults to sandbox adapters, PGlite under .data and the spec settings', () => {
    const config = loadConfig({});
    expect(config.adapters).toEqual({ sms: 'sandbox', email: 'sandbox', captcha: 'sandbox', social: 'sandbox', storage: 'local', paymentsCash: 'sandbox', paymentsCard: 'sandbox' });
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

  it('advertises the community group: HADAF_COMMUNITY_URL, the demo group outside production, none in production unless set', () => {
    expect(loadConfig({}).appSettings.community_group_url).toBe(DEMO_COMMUNITY_GROUP_URL);
    expect(loadConfig({ NODE_ENV: 'test' }).appSettings.community_group_url).toBe('https://www.facebook.com/groups/hadaf.community');
    expect(loadConfig({ HADAF_COMMUNITY_URL: 'https://chat.example.com/g/hadaf-fans?ref=app' }).appSettings.community_group_url).toBe(
      'https://chat.example.com/g/hadaf-fans?ref=app',
    );
    // Empty hides the advert, also outside production.
    expect(loadConfig({ HADAF_COMMUNITY_URL: '' }).appSettings.community_group_url).toBeNull();
    expect(loadConfig({ HADAF_COMMUNITY_URL: '  ' }).appSettings.community_group_url).toBeNull();
    // Production (whose start this build refuses anyway, on its sandbox adapters): no advert unless configured.
    expect(communityGroupUrlFrom({}, true)).toBeNull();
    expect(communityGroupUrlFrom({ HADAF_COMMUNITY_URL: 'https://www.facebook.com/groups/hadaf' }, true)).toBe('https://www.facebook.com/groups/hadaf');
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', HADAF_COMMUNITY_URL: 'http://insecure.example.com/group' })).toThrow(/HADAF_COMMUNITY_URL/);
  });

  it('reads the operators\' settings: the metrics token (long, no spaces) and the shutdown bounds', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, shutdown: { delaySeconds: 0, timeoutSeconds: 25 } });
    const token = 'a'.repeat(32);
    expect(loadConfig({ HADAF_METRICS_TOKEN: ` ${token} `, HADAF_SHUTDOWN_DELAY_SECONDS: '5', HADAF_SHUTDOWN_TIMEOUT_SECONDS: '30' })).toMatchObject({
      metricsToken: token,
      shutdown: { delaySeconds: 5, timeoutSeconds: 30 },
    });
    expect(() => loadConfig({ HADAF_METRICS_TOKEN: 'short' })).toThrow(/HADAF_METRICS_TOKEN must be at least 32 printable characters/);
    expect(() => loadConfig({ HADAF_METRICS_TOKEN: `${token} ${token}` })).toThrow(/HADAF_METRICS_TOKEN/);
    expect(() => loadConfig({ HADAF_SHUTDOWN_TIMEOUT_SECONDS: '1' })).toThrow(/HADAF_SHUTDOWN_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ HADAF_SHUTDOWN_DELAY_SECONDS: '-1' })).toThrow(/HADAF_SHUTDOWN_DELAY_SECONDS/);
  });

  it('refuses a community group address that is not https', () => {
    for (const bad of ['http://www.facebook.com/groups/hadaf', 'facebook.com/groups/hadaf', 'javascript:alert(1)', 'https://user:pass@example.com/g', 'ftp://example.com']) {
      expect(() => loadConfig({ HADAF_COMMUNITY_URL: bad }), bad).toThrow(/HADAF_COMMUNITY_URL must be an https:\/\/ address/);
    }
    expect(() => loadConfig({ HADAF_COMMUNITY_URL: `https://example.com/${'g'.repeat(2048)}` })).toThrow(/HADAF_COMMUNITY_URL is longer than 2048/);
  });

  it('refuses providers that are not built in', () => {
    expect(() => loadConfig({ HADAF_SMS: 'vonage' })).toThrow(/HADAF_SMS=vonage is not available/);
    expect(() => loadConfig({ HADAF_PAYMENTS_CARD: 'stripe' })).toThrow(/HADAF_PAYMENTS_CARD=stripe is not available/);
    // The sandbox-only build's single switch: a real name there is refused, not ignored.
    expect(loadConfig({ HADAF_PAYMENTS: 'sandbox' }).adapters.paymentsCash).toBe('sandbox');
    expect(() => loadConfig({ HADAF_PAYMENTS: 'fawry' })).toThrow(/HADAF_PAYMENTS is replaced by HADAF_PAYMENTS_CASH/);
    expect(loadConfig({ HADAF_SOCIAL: 'none' }).adapters.social).toBe('none');
  });

  it('refuses to start in production on any sandbox adapter, with no override', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's' })).toThrow(/sandbox adapters \(sms, email, captcha, social, payments\)/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', HADAF_ALLOW_SANDBOX: '1', HADAF_SOCIAL: 'none' })).toThrow(
      /sandbox adapters \(sms, email, captcha, payments\)/,
    );
  });

  it('counts a service as real once its provider is configured, and starts in production with every real adapter', () => {
    const { sms, email, captcha, social, paymentsCash: fawry, paymentsCard: paymob } = realProviderEnv;
    const real = { NODE_ENV: 'production', HADAF_SECRET: 's', ...sms, ...email, ...captcha, ...social };
    expect(() => loadConfig(real)).toThrow(/Refusing to start in production with sandbox adapters \(payments\)/);
    expect(() => loadConfig({ ...real, ...fawry })).toThrow(/sandbox adapters \(payments-card\)/);
    expect(() => loadConfig({ ...real, ...paymob })).toThrow(/sandbox adapters \(payments-cash\)/);
    const config = loadConfig({ ...real, ...fawry, ...paymob });
    expect(config.production).toBe(true);
    expect(config.adapters).toMatchObject({ sms: 'twilio', email: 'smtp', captcha: 'recaptcha', social: 'facebook', paymentsCash: 'fawry', paymentsCard: 'paymob' });
  });
});
