import type { Db } from '../db/database.ts';
import { outbox } from '../db/schema.ts';

/** Sends text messages. A real provider (an SMS gateway) implements this; none is built in yet. */
export interface SmsSender {
  readonly sandbox: boolean;
  send(to: string, body: string): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Sends e-mail. A real provider (SMTP or an e-mail API) implements this; none is built in yet. */
export interface EmailSender {
  readonly sandbox: boolean;
  send(message: EmailMessage): Promise<void>;
}

/** Delivers nothing: the message lands in the outbox table, readable at GET /api/dev/outbox outside production. */
export function sandboxSms(db: Db): SmsSender {
  return {
    sandbox: true,
    async send(to, body) {
      await db.insert(outbox).values({ channel: 'sms', recipient: to, body });
    },
  };
}

export function sandboxEmail(db: Db): EmailSender {
  return {
    sandbox: true,
    async send({ to, subject, body }) {
      await db.insert(outbox).values({ channel: 'email', recipient: to, subject, body });
    },
  };
}
