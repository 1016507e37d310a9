import type { SmsSender } from './messaging.ts';
import { ProviderError } from '../http/provider-error.ts';
import { jsonOf, providerFetch } from './provider-fetch.ts';

export interface TwilioSettings {
  accountSid: string;
  /** The account's auth token, or an API key's secret when apiKey is set. */
  authToken: string;
  /** An API key (SK…) to authenticate with instead of the account SID (revocable on its own). */
  apiKey: string | undefined;
  /** A sender id ("Hadaf", registered for Egypt), a Twilio number (+1…), or a Messaging Service (MG…). */
  sender: string;
  /** Twilio's REST API (a stand-in's in tests). */
  apiUrl: string;
  /** Tries in all when Twilio answers 429 (nothing was sent); other failures are not retried (the code may have gone). */
  attempts: number;
  retryDelayMs: number;
}

export const TWILIO_API_URL = 'https://api.twilio.com';

/**
 * Twilio's errors that are about the number the fan gave (answered 422 "this number cannot receive text
 * messages"): invalid (21211, 21217), a short code (21265), unsubscribed by STOP (21610), unreachable from our
 * sender (21612), not a mobile (21614). Every other code is ours (credentials 20003, sender 21606/21659/21212,
 * region permission 21408, …): answered 503.
 */
const recipientCodes = new Set([21211, 21217, 21265, 21610, 21612, 21614]);

/** Our numbers are Egyptian mobiles in the national form (01xxxxxxxxx); Twilio wants E.164 (+201xxxxxxxxx). */
export function toE164(phone: string): string | null {
  if (/^01\d{9}$/.test(phone)) return `+20${phone.slice(1)}`;
  if (/^\+[1-9]\d{6,14}$/.test(phone)) return phone;
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SMS through Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form To/From/Body. */
export function twilioSms(settings: TwilioSettings): SmsSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.apiKey ?? settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = /^MG[0-9a-f]{32}$/i.test(settings.sender) ? { MessagingServiceSid: settings.sender } : { From: settings.sender };
  return {
    sandbox: false,
    async send(to, body) {
      const recipient = toE164(to);
      if (!recipient) throw new ProviderError('sms', 'recipient', 'not a phone number Twilio can address');
      const form = new URLSearchParams({ To: recipient, ...sender, Body: body });
      for (let attempt = 1; ; attempt += 1) {
        const response = await providerFetch('sms', url, { method: 'POST', headers: { authorization, accept: 'application/json' }, body: form });
        if (response.ok) return;
        // Twilio's error body: {code, message, more_info, status}.
        const error = (await jsonOf(response)) as { code?: unknown; message?: unknown } | null;
        const code = typeof error?.code === 'number' ? error.code : null;
        if ((response.status === 429 || code === 20429) && attempt < settings.attempts) {
          await wait(settings.retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        const what = `Twilio ${response.status}${code === null ? '' : ` error ${code}`}`;
        if (code !== null && recipientCodes.has(code)) throw new ProviderError('sms', 'recipient', `${what}: the number was refused`);
        throw new ProviderError('sms', 'provider', `${what}: refused`);
      }
    },
  };
}
