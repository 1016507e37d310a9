import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify.ts';
import { openDatabase, type Database } from '../src/platform/database/database.ts';
import { jobsSchemaOf } from '../src/platform/jobs/index.ts';
import { startS3StandIn, type S3StandIn } from '../test/adapters/s3-stand-in.ts';
import type { StandIn } from '../test/adapters/stand-in.ts';
import { JPEG, PNG } from '../test/documents/image-fixtures.ts';
import {
  FAWRY_KEY,
  FAWRY_MERCHANT,
  fawryNotification,
  PAYMOB_ADD_CARD_INTEGRATION,
  PAYMOB_API_KEY,
  PAYMOB_CARD_INTEGRATION,
  PAYMOB_HMAC,
  PAYMOB_IFRAME,
  startFawry,
  startPaymob,
  type FawryStandIn,
  type PaymobStandIn,
} from '../test/payments/provider-stand-ins.ts';
import { builtServer, isBuilt, startBuilt, type BuiltProcess } from './built-server.ts';
import { callOperation, type Call } from './http.ts';
import { CAPTCHA, FACEBOOK, SMTP, startGraph, startRecaptcha, startSmtpRelay, startTwilio, TWILIO, type SmtpRelay } from './provider-stand-ins.ts';
import { localCertificate } from './tls.ts';

/**
 * Issue 29, "Operating it": the production build (`apps/api/dist/main.js`) with NODE_ENV=production and every real
 * adapter pointed at a stand-in speaking its provider's protocol over TLS, on PostgreSQL. A fan registers (reCAPTCHA),
 * confirms the e-mail (SMTP), verifies a phone (Twilio), buys coins (a Fawry reference number, then Fawry's signed
 * notification), opens the card page (Paymob), signs in with Facebook, and redeems a prize with scans that land in
 * the bucket (S3); nothing reaches a sandbox. Runs in `npm test`'s drills step, after the builds, on a throwaway PostgreSQL (scripts/postgres.mjs).
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `walk_${randomBytes(5).toString('hex')}`;
const webRoot = path.resolve(import.meta.dirname, '../../web/dist');
const metricsToken = randomBytes(24).toString('hex');

let scratch: string;
let certificate: ReturnType<typeof localCertificate>;
let twilio: StandIn;
let recaptcha: StandIn;
let graph: StandIn;
let fawry: FawryStandIn;
let paymob: PaymobStandIn;
let smtp: SmtpRelay;
let s3: S3StandIn;
let server: BuiltProcess;
let database: Database;

const call = (operationId: Parameters<typeof callOperation>[1], options?: Call) => callOperation(server.url, operationId, options);
const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<Row>(text, params);

function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // The stand-ins' certificate, trusted as a company's own CA would be.
    NODE_EXTRA_CA_CERTS: certificate.certFile,
    DATABASE_URL: databaseUrl!,
    HADAF_DB_SCHEMA: schema,
    HADAF_DATA_DIR: scratch,
    HADAF_WEB_ROOT: webRoot,
    HADAF_SECRET: randomBytes(32).toString('hex'),
    HADAF_DEMO_DATA: 'off',
    HADAF_SIMULATOR: 'off',
    HADAF_METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'info',
    HADAF_EMAIL: 'smtp',
    HADAF_SMTP_HOST: smtp.host,
    HADAF_SMTP_PORT: String(smtp.port),
    HADAF_SMTP_TLS: 'starttls',
    HADAF_SMTP_USER: SMTP.user,
    HADAF_SMTP_PASSWORD: SMTP.password,
    HADAF_EMAIL_FROM: 'Hadaf <no-reply@hadaf.example>',
    HADAF_SMS: 'twilio',
    HADAF_TWILIO_ACCOUNT_SID: TWILIO.sid,
    HADAF_TWILIO_AUTH_TOKEN: TWILIO.token,
    HADAF_SMS_SENDER: 'Hadaf',
    HADAF_TWILIO_API_URL: twilio.url,
    HADAF_CAPTCHA: 'recaptcha',
    HADAF_CAPTCHA_SECRET: CAPTCHA.secret,
    HADAF_CAPTCHA_SITE_KEY: CAPTCHA.siteKey,
    HADAF_CAPTCHA_VERIFY_URL: `${recaptcha.url}/recaptcha/api/siteverify`,
    HADAF_SOCIAL: 'facebook',
    HADAF_FACEBOOK_APP_ID: FACEBOOK.appId,
    HADAF_FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
    HADAF_FACEBOOK_GRAPH_URL: `${graph.url}/v21.0`,
    HADAF_PAYMENTS_CASH: 'fawry',
    HADAF_FAWRY_MERCHANT_CODE: FAWRY_MERCHANT,
    HADAF_FAWRY_SECURE_KEY: FAWRY_KEY,
    HADAF_FAWRY_API_URL: fawry.url,
    HADAF_PAYMENTS_CARD: 'paymob',
    HADAF_PAYMOB_API_KEY: PAYMOB_API_KEY,
    HADAF_PAYMOB_HMAC_SECRET: PAYMOB_HMAC,
    HADAF_PAYMOB_INTEGRATION_ID: String(PAYMOB_CARD_INTEGRATION),
    HADAF_PAYMOB_ADD_CARD_INTEGRATION_ID: String(PAYMOB_ADD_CARD_INTEGRATION),
    HADAF_PAYMOB_IFRAME_ID: String(PAYMOB_IFRAME),
    HADAF_PAYMOB_API_URL: paymob.url,
    // S3 over plain http is allowed in production to a service on this machine (a local MinIO), as here.
    ...s3.env,
  };
}

describe.skipIf(!databaseUrl)('production walk: the built server, NODE_ENV=production, every provider real (stand-ins)', () => {
  beforeAll(async () => {
    if (!isBuilt()) throw new Error(`${builtServer} is missing: build it first (node scripts/build-apps.mjs, as npm test does before this step)`);
    const started = Date.now();
    scratch = mkdtempSync(path.join(tmpdir(), 'hadaf-walk-'));
    certificate = localCertificate();
    const tls = { key: certificate.key, cert: certificate.cert };
    [twilio, recaptcha, graph, fawry, paymob, smtp, s3] = await Promise.all([
      startTwilio(tls),
      startRecaptcha(tls),
      startGraph(tls),
      startFawry({ tls }),
      startPaymob({ tls }),
      startSmtpRelay(tls),
      startS3StandIn(),
    ]);
    server = await startBuilt('hadaf-production', productionEnv(), { role: 'all' });
    database = await openDatabase({ databaseUrl, databaseSchema: schema, dataDir: scratch, inMemoryDatabase: false });
    console.info(`production walk: stand-ins and the production server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await Promise.all([twilio, recaptcha, graph, fawry, paymob, smtp, s3].filter(Boolean).map((standIn) => standIn.close()));
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${jobsSchemaOf({ databaseSchema: schema })}" CASCADE`);
      await client.end();
    }
    certificate?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('registers, verifies e-mail and phone, buys coins, signs in with Facebook and redeems a prize with scans; nothing reaches a sandbox', { timeout: 60_000 }, async () => {
    const email = `walk.${schema}@example.com`;
    const password = 'walk-password-2026';

    // Register: the captcha is checked with reCAPTCHA's siteverify; the sandbox's token is refused.
    expect((await call('registerEmail', { body: { name: 'Walk Fan', email: `sandbox.${email}`, password, recaptcha: 'sandbox' } })).status).toBe(422);
    const registered = await call('registerEmail', { body: { name: 'Walk Fan', email, password, recaptcha: CAPTCHA.humanToken } });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const fanId = Number(registered.body.data.id);
    expect(recaptcha.requests.at(-1)!.form.get('secret')).toBe(CAPTCHA.secret);

    // The verification e-mail went through the relay (STARTTLS, login); its link verifies the address.
    const mail = smtp.received.find((received) => received.to && JSON.stringify(received.to).includes(email));
    expect(mail, 'the verification e-mail').toBeDefined();
    const link = new URL(/https?:\/\/\S+\/api\/email\/verify\?\S+/.exec(mail!.text ?? '')![0]);
    const verified = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verified.headers.get('location')).toBe('/login?email-verified');

    const login = await call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: email, password } });
    expect(login.status).toBe(200);
    const token = String(login.body.access_token);

    // Phone: the code arrives by Twilio's Messages API (E.164, our sender id).
    expect((await call('sendPhoneOtp', { token, body: { phone_number: '01012345678' } })).status).toBe(200);
    const sms = twilio.requests.at(-1)!.form;
    expect([sms.get('To'), sms.get('From')]).toEqual(['+201012345678', 'Hadaf']);
    const otp = /\b(\d{6})\b/.exec(sms.get('Body') ?? '')![1];
    const phone = await call('changePhoneNumber', { token, body: { phone_number: '01012345678', otp } });
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    expect(phone.body.data).toMatchObject({ phone_number: '01012345678', phone_verified: true });

    // Coins: a Fawry reference number, paid at an outlet; Fawry's signed notification credits the package once.
    const [pkg] = (await call('listPackages', { token })).body.data as { id: number; coins: number }[];
    const code = await call('generateReferenceCode', { token, params: { provider: 'vodafone' }, body: { package_id: pkg!.id, phone_number: '01012345678' } });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    const order = fawry.orders.at(-1)!;
    expect(code.body.code).toBe(order.referenceNumber);
    const notification = fawryNotification(order, 'PAID');
    const notify = () => fetch(`${server.url}/api/webhooks/payments/fawry`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: notification });
    expect(await (await notify()).json()).toMatchObject({ outcome: 'confirmed' });
    expect(await (await notify()).json()).toMatchObject({ outcome: 'replayed' });
    expect((await call('getProfile', { token })).body.data.coins).toBe(pkg!.coins);

    // Cards: the add-card page registers an order with Paymob and sends the frame to Paymob's iframe.
    const cards = await call('listPaymentCards', { token, params: { provider: 'card' } });
    expect(cards.status).toBe(200);
    const addCard = await fetch(`${server.url}${cards.body.add_card_url}`, { redirect: 'manual' });
    expect(addCard.headers.get('location')).toMatch(new RegExp(`^${paymob.url}/api/acceptance/iframes/${PAYMOB_IFRAME}\\?payment_token=`));
    expect(paymob.orders.at(-1)!.paymentKey?.integrationId).toBe(PAYMOB_ADD_CARD_INTEGRATION);

    // Facebook: the Graph API vouches for the token; the sandbox's made-up identities are refused.
    const facebook = await call('issueToken', { body: { grant_type: 'social', client_id: 2, scope: '*', provider: 'facebook', access_token: FACEBOOK.userToken } });
    expect(facebook.status, JSON.stringify(facebook.body)).toBe(200);
    expect(facebook.body.extra).toEqual({ type: 'register' });
    const sandboxSocial = await call('issueToken', { body: { grant_type: 'social', client_id: 2, scope: '*', access_token: 'sandbox:walk@hadaf.example:Mallory' } });
    expect(sandboxSocial.status).toBe(401);

    // A prize the fan won (as a competition's settlement writes it), redeemed as coins with both scans; an admin approves.
    const [prize] = await sql<{ id: number }>("INSERT INTO prizes (name_en, name_ar, amount) VALUES ('Weekly winner', 'الفائز الأسبوعي', 500) RETURNING id");
    const [won] = await sql<{ id: number }>(
      "INSERT INTO user_prizes (user_id, prize_id, amount, status, available_at, created_at) VALUES ($1, $2, 500, 'pending', now() - interval '1 hour', now() - interval '1 day') RETURNING id",
      [fanId, prize!.id],
    );
    await sql("INSERT INTO user_prize_logs (user_prize_id, status) VALUES ($1, 'pending')", [won!.id]);
    const redemption = (extra: Record<string, string>) => {
      const form = new FormData();
      const fields = { user_prize_id: String(won!.id), legal_name: 'Walk Fan Ahmed', phone_number: '01012345678', email, national_id: '29001011234567', ...extra };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('national_id_scans[front]', new Blob([PNG], { type: 'image/png' }), 'front.png');
      form.append('national_id_scans[back]', new Blob([JPEG], { type: 'image/jpeg' }), 'back.jpg');
      return form;
    };
    const forms = await call('generateRedemptionForms', { token, form: redemption({}) });
    expect(forms.status, JSON.stringify(forms.body)).toBe(200);
    const request = await call('submitRedemptionRequest', { token, form: redemption({ 'redemption_method[name]': 'Coins', 'forms[0]': 'receipt', 'forms[1]': 'tax-form' }) });
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    // The scans are in the bucket, as another machine's process reads it, and not on this one's disk.
    const scans = await sql<{ id: string; path: string; size: number }>("SELECT id, path, size FROM files WHERE owner_id = $1 AND purpose LIKE 'national_id_%'", [fanId]);
    expect(scans.length).toBeGreaterThanOrEqual(2);
    const bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    for (const scan of scans) {
      const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: scan.path }));
      expect((await object.Body!.transformToByteArray()).length).toBe(Number(scan.size));
    }
    bucket.destroy();
    const onDisk = (folder: string): string[] => (existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }) : []);
    expect(onDisk(path.join(scratch, 'uploads')).filter((name) => /\.(png|jpe?g|gif)$/.test(name))).toEqual([]);

    const admin = await call('registerEmail', { body: { name: 'Walk Admin', email: `admin.${email}`, password, recaptcha: CAPTCHA.humanToken } });
    await sql("UPDATE users SET role = 'admin' WHERE id = $1", [admin.body.data.id]);
    const adminToken = (await call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: `admin.${email}`, password } })).body.access_token;
    // The admin opens a scan: streamed from the bucket after the same authorisation as ever.
    const scanFile = await fetch(`${server.url}/api/files/${scans[0]!.id}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect([scanFile.status, (await scanFile.arrayBuffer()).byteLength]).toEqual([200, Number(scans[0]!.size)]);
    const approved = await call('adminApproveRedemption', { token: adminToken, params: { id: won!.id } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await call('getProfile', { token })).body.data.coins).toBe(pkg!.coins + 1000);
    expect(await verifyLedger(database)).toEqual([]);

    // Nothing reached a sandbox: no message in the outbox, no sandbox provider rows, no sandbox identity, no sandbox route.
    const [untouched] = await sql<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM outbox) AS outbox, (SELECT count(*)::int FROM sandbox_provider_payments) AS sandbox_payments,
              (SELECT count(*)::int FROM sandbox_provider_cards) AS sandbox_cards, (SELECT count(*)::int FROM social_accounts WHERE provider = 'sandbox') AS sandbox_identities`,
    );
    expect(untouched).toEqual({ outbox: 0, sandbox_payments: 0, sandbox_cards: 0, sandbox_identities: 0 });
    const statusOf = async (route: string, method = 'GET') => (await fetch(`${server.url}${route}`, { method, redirect: 'manual', headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{}' } : {}) })).status;
    expect({
      outbox: await statusOf('/api/dev/outbox'),
      kiosk: await statusOf('/api/dev/payments/sandbox-cash/1234567890/pay', 'POST'),
      cashWebhook: await statusOf('/api/webhooks/payments/sandbox-cash', 'POST'),
      cardWebhook: await statusOf('/api/webhooks/payments/sandbox-card', 'POST'),
      addCardPage: await statusOf('/api/sandbox/card/add-card'),
      payPage: await statusOf('/api/sandbox/card/pay/123456789012'),
    }).toEqual({ outbox: 404, kiosk: 404, cashWebhook: 404, cardWebhook: 404, addCardPage: 404, payPage: 404 });

    // What operators watch: ready for the proxy, the walk counted in the metrics; then SIGTERM stops it cleanly.
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    expect(metrics).toMatch(/hadaf_http_requests_total\{operation="generateReferenceCode",status="200"\} 1/);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
