import type { Queryable } from '../database/database.ts';
import type { Locale } from '../http/i18n.ts';

/** Sends text messages: the sandbox, or an SMS gateway (twilio-sms.ts). A refusal throws a ProviderError. */
export interface SmsSender {
  readonly sandbox: boolean;
  send(to: string, body: string): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; a real sender adds an HTML part made from it. */
  body: string;
  /** The fan's language (Content-Language, the HTML part's lang and direction); guessed from the text when absent. */
  locale?: Locale;
}

/** Sends e-mail: the sandbox, or SMTP (smtp-email.ts). A refusal throws a ProviderError. */
export interface EmailSender {
  readonly sandbox: boolean;
  send(message: EmailMessage): Promise<void>;
}

/** Delivers nothing: the message lands in the outbox table, readable at GET /api/dev/outbox outside production. */
export function sandboxSms(database: Queryable): SmsSender {
  return {
    sandbox: true,
    async send(to, body) {
      await database.query(`INSERT INTO outbox (channel, recipient, body) VALUES ('sms', $1, $2)`, [to, body]);
    },
  };
}

export function sandboxEmail(database: Queryable): EmailSender {
  return {
    sandbox: true,
    async send({ to, subject, body }) {
      await database.query(`INSERT INTO outbox (channel, recipient, subject, body) VALUES ('email', $1, $2, $3)`, [to, subject, body]);
    },
  };
}
