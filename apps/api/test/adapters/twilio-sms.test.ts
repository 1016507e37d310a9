import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toE164, twilioSms, type TwilioSettings } from '../../src/platform/adapters/twilio-sms.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { startStandIn, type StandIn, type StandInAnswer } from './stand-in.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token';

const twilioError = (status: number, code: number, message: string): StandInAnswer => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** Numbers the stand-in treats specially (E.164), as Twilio's Messages API documents its answers. */
const refusals: Record<string, StandInAnswer> = {
  '+201500000000': twilioError(400, 21614, "'To' number is not a valid mobile number"),
  '+201511111111': twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
  '+201522222222': twilioError(400, 21408, 'Permission to send an SMS has not been enabled for the region indicated by the To number'),
};

let busyAnswers = 0;
let twilio: StandIn;
beforeAll(async () => {
  twilio = await startStandIn((request) => {
    if (request.method !== 'POST' || request.url.pathname !== `/2010-04-01/Accounts/${SID}/Messages.json`) return twilioError(404, 20404, 'The requested resource was not found');
    if (request.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`) return twilioError(401, 20003, 'Authenticate');
    if (busyAnswers > 0) {
      busyAnswers -= 1;
      return twilioError(429, 20429, 'Too Many Requests');
    }
    const to = request.form.get('To') ?? '';
    const refusal = refusals[to];
    if (refusal) return refusal;
    return { status: 201, json: { sid: 'SM0123', to, from: request.form.get('From'), body: request.form.get('Body'), status: 'queued', error_code: null } };
  });
});
afterAll(() => twilio?.close());
afterEach(() => {
  busyAnswers = 0;
});

const settings = (overrides: Partial<TwilioSettings> = {}): TwilioSettings => ({
  accountSid: SID,
  authToken: TOKEN,
  apiKey: undefined,
  sender: 'Hadaf',
  apiUrl: twilio.url,
  attempts: 2,
  retryDelayMs: 10,
  ...overrides,
});

describe('Twilio SMS adapter', () => {
  it('posts To in E.164, the configured sender id and the Arabic body, with basic auth', async () => {
    await twilioSms(settings()).send('01012345678', 'رمز التحقق في هدف هو 123456');
    const request = twilio.requests.at(-1)!;
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request.form)).toEqual({ To: '+201012345678', From: 'Hadaf', Body: 'رمز التحقق في هدف هو 123456' });
  });

  it('sends through a Messaging Service when the sender is one', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioSms(settings({ sender: service })).send('01012345678', 'x');
    expect(Object.fromEntries(twilio.requests.at(-1)!.form)).toEqual({ To: '+201012345678', MessagingServiceSid: service, Body: 'x' });
  });

  it('reports a number Twilio refuses (not a mobile, unsubscribed) as the recipient at fault', async () => {
    const sms = twilioSms(settings());
    await expect(sms.send('01500000000', 'x')).rejects.toMatchObject({ service: 'sms', fault: 'recipient', message: 'Twilio 400 error 21614: the number was refused' });
    await expect(sms.send('01511111111', 'x')).rejects.toMatchObject({ fault: 'recipient' });
  });

  it('reports our account being refused (credentials, region permission) as a provider fault, without the token', async () => {
    const error = await twilioSms(settings({ authToken: 'stale' }))
      .send('01012345678', 'x')
      .catch((caught: unknown) => caught as Error);
    expect(error).toMatchObject({ service: 'sms', fault: 'provider', message: 'Twilio 401 error 20003: refused' });
    expect(String(error)).not.toContain('stale');
    await expect(twilioSms(settings()).send('01522222222', 'x')).rejects.toMatchObject({ fault: 'provider', message: 'Twilio 400 error 21408: refused' });
    await expect(twilioSms(settings({ apiUrl: 'http://127.0.0.1:1' })).send('01012345678', 'x')).rejects.toMatchObject({ fault: 'provider' });
  });

  it('retries a 429 (nothing was sent) and reports it once the attempts are spent', async () => {
    busyAnswers = 1;
    const before = twilio.requests.length;
    await twilioSms(settings()).send('01012345678', 'x');
    expect(twilio.requests.length - before).toBe(2);
    busyAnswers = 5;
    await expect(twilioSms(settings()).send('01012345678', 'x')).rejects.toMatchObject({ fault: 'provider', message: 'Twilio 429 error 20429: refused' });
  });

  it('writes Egyptian mobile numbers in E.164', () => {
    expect(toE164('01012345678')).toBe('+201012345678');
    expect(toE164('+201012345678')).toBe('+201012345678');
    expect(toE164('1234')).toBeNull();
  });
});

describe('choosing Twilio by configuration', () => {
  const env = { HADAF_SMS: 'twilio', HADAF_TWILIO_ACCOUNT_SID: SID, HADAF_TWILIO_AUTH_TOKEN: 't', HADAF_SMS_SENDER: 'Hadaf' };

  it('reads the account, token and sender id; refuses a missing token or a sender Twilio would not take', () => {
    expect(loadConfig(env).providers.twilio).toMatchObject({ accountSid: SID, authToken: 't', sender: 'Hadaf', apiUrl: 'https://api.twilio.com', attempts: 2 });
    expect(() => loadConfig({ ...env, HADAF_TWILIO_AUTH_TOKEN: '' })).toThrow(/HADAF_TWILIO_AUTH_TOKEN must be set/);
    expect(() => loadConfig({ ...env, HADAF_SMS_SENDER: 'Hadaf Football App' })).toThrow(/HADAF_SMS_SENDER must be/);
    expect(() => loadConfig({ ...env, HADAF_TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/HADAF_TWILIO_ACCOUNT_SID must be/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', ...env })).toThrow(/sandbox adapters \(email, captcha, social, payments\)/);
  });
});

describe('the API with Twilio', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness();
    api.app.services.adapters.sms = twilioSms(settings());
  }, 180_000);
  afterAll(() => api?.close());

  it('sends the phone code by Twilio, and answers 422 in the fan language (not 5xx) for a number that cannot take SMS', async () => {
    const fan = await api.newUser();
    const sent = await api.call('sendPhoneOtp', { token: fan.token, body: { phone_number: '01012345679' } });
    expect(sent.statusCode).toBe(200);
    expect(twilio.requests.at(-1)!.form.get('To')).toBe('+201012345679');

    for (const [locale, text] of [
      ['ar', 'لا يمكن لهذا الرقم استقبال الرسائل النصية. تحقق منه أو استخدم رقمًا آخر.'],
      ['en', 'This number cannot receive text messages. Check it, or use another.'],
    ] as const) {
      const refused = await api.call('sendPhoneOtp', { token: fan.token, body: { phone_number: '01500000000' }, locale });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ phone_number: [text] });
    }
  });
});
