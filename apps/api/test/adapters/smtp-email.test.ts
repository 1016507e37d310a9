import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/platform/http/provider-error.ts';
import { smtpEmail, type SmtpSettings } from '../../src/platform/adapters/smtp-email.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createHarness, PASSWORD, type Harness } from '../helpers/harness.ts';

/** An SMTP server speaking the protocol as a relay does: it can refuse a recipient (5xx) or defer a message (4xx). */
interface Relay {
  settings: SmtpSettings;
  received: ParsedMail[];
  logins: { username: string; password: string }[];
  /** How many next DATA commands answer 451 (try again later). */
  deferNext: number;
  close(): Promise<void>;
}

async function startRelay(): Promise<Relay> {
  const relay = { received: [] as ParsedMail[], logins: [] as { username: string; password: string }[], deferNext: 0 } as Relay;
  const options: SMTPServerOptions = {
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      relay.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (relay.deferNext > 0) {
          relay.deferNext -= 1;
          return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          relay.received.push(mail);
          callback();
        });
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.settings = {
    host: '127.0.0.1',
    port: (server.server.address() as AddressInfo).port,
    tls: 'none',
    user: 'hadaf',
    password: 'smtp-secret',
    from: 'Hadaf <no-reply@hadaf.example>',
    replyTo: 'support@hadaf.example',
    attempts: 3,
    retryDelayMs: 10,
  };
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return relay;
}

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterAll(() => relay?.close());
afterEach(() => {
  relay.received.length = 0;
  relay.deferNext = 0;
});

describe('SMTP e-mail adapter', () => {
  it('sends from the configured sender with reply-to, a text part and an HTML part, in English', async () => {
    await smtpEmail(relay.settings).send({ to: 'fan@example.com', subject: 'Confirm your e-mail address', body: 'Confirm: https://hadaf.example/api/email/verify?t=1&e=2', locale: 'en' });
    const [mail] = relay.received;
    expect(mail!.from!.value).toEqual([{ name: 'Hadaf', address: 'no-reply@hadaf.example' }]);
    expect(mail!.replyTo!.value).toEqual([{ name: '', address: 'support@hadaf.example' }]);
    expect(mail!.subject).toBe('Confirm your e-mail address');
    expect(mail!.headers.get('content-language')).toBe('en');
    expect(mail!.text!.trim()).toBe('Confirm: https://hadaf.example/api/email/verify?t=1&e=2');
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(mail!.html).toContain('<a href="https://hadaf.example/api/email/verify?t=1&amp;e=2">');
    expect(relay.logins).toContainEqual({ username: 'hadaf', password: 'smtp-secret' });
  });

  it('writes an Arabic message right to left, and takes the language from the text when the caller does not say it', async () => {
    const sender = smtpEmail(relay.settings);
    await sender.send({ to: 'fan@example.com', subject: 'تأكيد بريدك الإلكتروني', body: 'أكد بريدك الإلكتروني في هدف: https://hadaf.example/v', locale: 'ar' });
    await sender.send({ to: 'fan@example.com', subject: 'تذكير: المباراة بعد ساعتين', body: 'توقع الآن <قبل> القفل' });
    for (const mail of relay.received) {
      expect(mail.headers.get('content-language')).toBe('ar');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    }
    expect(relay.received[0]!.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(relay.received[0]!.text!.trim()).toBe('أكد بريدك الإلكتروني في هدف: https://hadaf.example/v');
    // The text is escaped in the HTML part, never taken as markup.
    expect(relay.received[1]!.html).toContain('توقع الآن &lt;قبل&gt; القفل');
  });

  it('retries a message the server defers (4xx) and delivers it once', async () => {
    relay.deferNext = 2;
    await smtpEmail(relay.settings).send({ to: 'fan@example.com', subject: 'Hi', body: 'Hello', locale: 'en' });
    expect(relay.received).toHaveLength(1);
    expect(relay.deferNext).toBe(0);
  });

  it('reports a server that keeps deferring as a provider fault once its attempts are spent', async () => {
    relay.deferNext = 5;
    const sending = smtpEmail(relay.settings).send({ to: 'fan@example.com', subject: 'Hi', body: 'Hello' });
    await expect(sending).rejects.toMatchObject({ service: 'email', fault: 'provider', message: 'SMTP 451 at DATA: still failing after 3 attempts' });
    expect(relay.received).toHaveLength(0);
  });

  it('reports a refused mailbox (5xx) at once, as the recipient at fault, without the password in the report', async () => {
    const error = await smtpEmail(relay.settings)
      .send({ to: 'nobody@example.com', subject: 'Hi', body: 'Hello' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ service: 'email', fault: 'recipient' });
    expect(String((error as Error).message)).not.toContain('smtp-secret');
  });

  it('reports an unreachable server as a provider fault', async () => {
    const closed = { ...relay.settings, port: 1, attempts: 2 };
    await expect(smtpEmail(closed).send({ to: 'fan@example.com', subject: 'Hi', body: 'Hello' })).rejects.toMatchObject({ service: 'email', fault: 'provider' });
  });
});

describe('choosing SMTP by configuration', () => {
  const smtpEnv = { HADAF_EMAIL: 'smtp', HADAF_SMTP_HOST: 'smtp.example.com', HADAF_EMAIL_FROM: 'Hadaf <no-reply@hadaf.example>' };

  it('reads the relay, TLS by port, sender and reply-to, and refuses a missing host or sender', () => {
    expect(loadConfig(smtpEnv).providers.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, tls: 'starttls', from: 'Hadaf <no-reply@hadaf.example>', replyTo: undefined, attempts: 3 });
    expect(loadConfig({ ...smtpEnv, HADAF_SMTP_PORT: '465', HADAF_EMAIL_REPLY_TO: 'help@hadaf.example' }).providers.smtp).toMatchObject({ tls: 'implicit', replyTo: 'help@hadaf.example' });
    expect(() => loadConfig({ HADAF_EMAIL: 'smtp', HADAF_EMAIL_FROM: 'x@y.z' })).toThrow(/HADAF_SMTP_HOST must be set/);
    expect(() => loadConfig({ HADAF_EMAIL: 'smtp', HADAF_SMTP_HOST: 'h' })).toThrow(/HADAF_EMAIL_FROM must be set/);
  });

  it('satisfies production for e-mail, and refuses plain SMTP to a remote host there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', ...smtpEnv })).toThrow(/sandbox adapters \(sms, captcha, social, payments\)/);
    expect(() => loadConfig({ NODE_ENV: 'production', HADAF_SECRET: 's', ...smtpEnv, HADAF_SMTP_TLS: 'none' })).toThrow(/HADAF_SMTP_TLS=none is refused in production/);
  });
});

describe('the API with the SMTP adapter', () => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness();
    api.app.services.adapters.email = smtpEmail(relay.settings);
  }, 180_000);
  afterAll(() => api?.close());

  it('sends the verification e-mail in the fan language, and answers 422 (not 5xx) when no mailbox takes the address', async () => {
    const registered = await api.call('registerEmail', { body: { name: 'منى', email: 'mona.smtp@example.com', password: PASSWORD, recaptcha: 'sandbox' }, locale: 'ar' });
    expect(registered.statusCode).toBe(201);
    expect(relay.received[0]!.headers.get('content-language')).toBe('ar');
    expect(relay.received[0]!.subject).toBe('تأكيد بريدك الإلكتروني');

    const refused = await api.call('registerEmail', { body: { name: 'Nobody', email: 'nobody@example.com', password: PASSWORD, recaptcha: 'sandbox' }, locale: 'ar' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual(['لا يوجد صندوق بريد يستقبل الرسائل على هذا العنوان. تحقق منه أو استخدم عنوانًا آخر.']);
  });

  it('answers password recovery alike when the account address is refused (no account is revealed)', async () => {
    const response = await api.call('forgetPassword', { body: { identifier: 'nobody@example.com', recaptcha: 'sandbox' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identifier_type: 'email', message: 'If an account uses this identifier, we have sent it instructions.' });
  });
});
