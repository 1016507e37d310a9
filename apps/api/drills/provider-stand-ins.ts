import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startStandIn, type StandIn, type StandInAnswer, type StandInTls } from '../test/adapters/stand-in.ts';

/**
 * The providers a production server talks to, each answering the documented protocol for the walk's happy path (the
 * adapters' own tests, apps/api/test/adapters and test/payments, cover their refusals and errors), over TLS.
 */

export const TWILIO = { sid: 'AC00112233445566778899aabbccddeeff', token: 'walk-twilio-token' };
export const CAPTCHA = { secret: 'walk-captcha-secret', siteKey: '6LdWalkSiteKeyAAAAAAAAAAAAAAAAAAAAAAAAAA', humanToken: 'walk-human-token' };
export const FACEBOOK = { appId: '2026001', appSecret: 'walk-fb-secret', userToken: 'EAA-walk-fan', userId: '77001' };
export const SMTP = { user: 'hadaf', password: 'walk-smtp-password' };

/** Twilio's Messages API: basic auth with the account, form To/From/Body, 201 with the message. */
export function startTwilio(tls: StandInTls): Promise<StandIn> {
  const error = (status: number, code: number, message: string): StandInAnswer => ({ status, json: { code, message, status } });
  return startStandIn((request) => {
    if (request.method !== 'POST' || request.url.pathname !== `/2010-04-01/Accounts/${TWILIO.sid}/Messages.json`) return error(404, 20404, 'Not found');
    if (request.headers.authorization !== `Basic ${Buffer.from(`${TWILIO.sid}:${TWILIO.token}`).toString('base64')}`) return error(401, 20003, 'Authenticate');
    return { status: 201, json: { sid: `SM${Date.now()}`, to: request.form.get('To'), from: request.form.get('From'), body: request.form.get('Body'), status: 'queued' } };
  }, { tls });
}

/** reCAPTCHA's siteverify: the walk's token passes with the right secret; anything else (the sandbox's token too) fails. */
export function startRecaptcha(tls: StandInTls): Promise<StandIn> {
  return startStandIn((request) => {
    if (request.method !== 'POST' || request.url.pathname !== '/recaptcha/api/siteverify') return { status: 404, text: 'Not Found' };
    if (request.form.get('secret') !== CAPTCHA.secret) return { json: { success: false, 'error-codes': ['invalid-input-secret'] } };
    if (request.form.get('response') !== CAPTCHA.humanToken) return { json: { success: false, 'error-codes': ['invalid-input-response'] } };
    return { json: { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1', 'error-codes': [] } };
  }, { tls });
}

/** The Graph API: /debug_token with the app token, /me with the user token and its appsecret_proof. */
export function startGraph(tls: StandInTls): Promise<StandIn> {
  const oauthError = (message: string): StandInAnswer => ({ status: 400, json: { error: { message, type: 'OAuthException', code: 190 } } });
  return startStandIn((request) => {
    const query = request.url.searchParams;
    if (request.url.pathname === '/v21.0/debug_token') {
      if (query.get('access_token') !== `${FACEBOOK.appId}|${FACEBOOK.appSecret}`) return oauthError('Invalid OAuth access token signature.');
      if (query.get('input_token') !== FACEBOOK.userToken) return { json: { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } } };
      return { json: { data: { app_id: FACEBOOK.appId, type: 'USER', application: 'Hadaf', expires_at: 0, is_valid: true, user_id: FACEBOOK.userId, scopes: ['public_profile', 'email'] } } };
    }
    if (request.url.pathname === '/v21.0/me') {
      if (query.get('access_token') !== FACEBOOK.userToken) return oauthError('Invalid OAuth access token.');
      if (query.get('appsecret_proof') !== createHmac('sha256', FACEBOOK.appSecret).update(FACEBOOK.userToken).digest('hex')) return oauthError('Invalid appsecret_proof');
      return { json: { id: FACEBOOK.userId, name: 'منى من فيسبوك' } };
    }
    return { status: 404, json: { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } } };
  }, { tls });
}

export interface SmtpRelay {
  host: string;
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** An SMTP relay that requires STARTTLS and a login before it takes a message. */
export async function startSmtpRelay(tls: StandInTls): Promise<SmtpRelay> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    key: tls.key,
    cert: tls.cert,
    logger: false,
    // No login and no mail before STARTTLS: a relay on the open Internet would refuse them too.
    allowInsecureAuth: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP.user && auth.password === SMTP.password) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 }));
    },
    onMailFrom(_address, session, callback) {
      if (!session.secure) return callback(Object.assign(new Error('5.7.0 Must issue a STARTTLS command first'), { responseCode: 530 }));
      return callback();
    },
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
