import type { Queryable } from '../database/database.ts';

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
