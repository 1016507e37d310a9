import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../database/database.ts';
import { sandboxCaptcha, type CaptchaVerifier } from './captcha.ts';
import { sandboxEmail, sandboxSms, type EmailSender, type SmsSender } from './messaging.ts';
import { sandboxSocial, type SocialProvider } from './social.ts';
import { localStorage, type FileStorage } from './storage.ts';
import type { PaymentGateways } from '../../payments/gateways.ts';
import { sandboxCashGateway } from '../../payments/sandbox-cash.ts';
import { sandboxCardGateway } from '../../payments/sandbox-card.ts';

export interface Adapters {
  sms: SmsSender;
  email: EmailSender;
  captcha: CaptchaVerifier;
  /** null when social login is switched off (HADAF_SOCIAL=none): the social grant answers 501. */
  social: SocialProvider | null;
  storage: FileStorage;
  /** The payment providers: a kiosk / wallet reference-code provider and a card gateway (payments/gateways.ts). */
  payments: PaymentGateways;
}

/** Picks each adapter from the configuration (HADAF_SMS, HADAF_EMAIL, HADAF_CAPTCHA, HADAF_SOCIAL, HADAF_STORAGE, HADAF_PAYMENTS). */
export function createAdapters(config: Pick<ServerConfig, 'adapters' | 'dataDir'>, database: Database, secret: string): Adapters {
  return {
    sms: sandboxSms(database),
    email: sandboxEmail(database),
    captcha: sandboxCaptcha,
    social: config.adapters.social === 'sandbox' ? sandboxSocial : null,
    storage: localStorage(path.join(config.dataDir, 'files')),
    payments: { cash: sandboxCashGateway(database, secret), card: sandboxCardGateway(database, secret) },
  };
}
