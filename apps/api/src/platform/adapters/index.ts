import path from 'node:path';
import type { Queryable } from '../database/database.ts';
import { sandboxCaptcha, type CaptchaVerifier } from './captcha.ts';
import { sandboxEmail, sandboxSms, type EmailSender, type SmsSender } from './messaging.ts';
import { facebookSocial } from './facebook-social.ts';
import { siteverifyCaptcha } from './siteverify-captcha.ts';
import { smtpEmail } from './smtp-email.ts';
import { sandboxSocial, type SocialProvider } from './social.ts';
import { twilioSms } from './twilio-sms.ts';
import { s3Storage, type StorageLog } from './s3-storage.ts';
import { localStorage, type FileStorage } from './storage.ts';
import type { AdapterChoice, ProviderSettings } from './settings.ts';

export interface Adapters {
  sms: SmsSender;
  email: EmailSender;
  captcha: CaptchaVerifier;
  /** null when social login is switched off (HADAF_SOCIAL=none): the social grant answers 501. */
  social: SocialProvider | null;
  storage: FileStorage;
}

/** Picks each adapter from the configuration (HADAF_SMS, HADAF_EMAIL, HADAF_CAPTCHA, HADAF_SOCIAL, HADAF_STORAGE; the payment providers, HADAF_PAYMENTS_CASH and HADAF_PAYMENTS_CARD, are the payments feature's own: payments/gateways-of.ts). */
/** What of the server's configuration the adapters read (config.ts's ServerConfig has it). */
export interface AdapterConfig {
  adapters: AdapterChoice;
  providers: ProviderSettings;
  dataDir: string;
}

export function createAdapters(config: AdapterConfig, database: Queryable, log: StorageLog = silent): Adapters {
  const { adapters, providers } = config;
  return {
    sms: adapters.sms === 'twilio' ? twilioSms(need(providers.twilio, 'twilio')) : sandboxSms(database),
    email: adapters.email === 'smtp' ? smtpEmail(need(providers.smtp, 'smtp')) : sandboxEmail(database),
    captcha: adapters.captcha === 'sandbox' ? sandboxCaptcha : siteverifyCaptcha(need(providers.captcha, 'captcha')),
    social: socialOf(config),
    storage:
      adapters.storage === 's3'
        ? s3Storage(need(providers.s3, 's3'), path.join(config.dataDir, 'uploads-in-progress'), log)
        : localStorage(path.join(config.dataDir, 'files')),
  };
}

const silent: StorageLog = { warn: () => {} };

/** loadConfig reads a chosen provider's settings or refuses to start; a hand-built config without them is a programming error. */
function need<T>(settings: T | undefined, name: string): T {
  if (!settings) throw new Error(`The ${name} adapter is chosen but its settings are missing.`);
  return settings;
}

function socialOf({ adapters, providers }: Omit<AdapterConfig, 'dataDir'>): SocialProvider | null {
  if (adapters.social === 'sandbox') return sandboxSocial;
  if (adapters.social === 'facebook') return facebookSocial(need(providers.facebook, 'facebook'));
  return null;
}
