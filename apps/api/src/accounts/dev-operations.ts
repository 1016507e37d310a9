import { defineOperations } from '../platform/operations.ts';
import { date, textOrNull, type Row } from '../platform/database/rows.ts';
import { notFound } from '../platform/http/errors.ts';
import { isLoopback } from '../platform/http/loopback.ts';
import { normalizeEmail } from './users.ts';

const OUTBOX_LIMIT = 100;

export const devOperations = defineOperations({
  getDevOutbox: {
    // The sandbox's "sent" messages hold live codes and links: never on a production server, and only to a
    // client on this machine (the developer's browser or the tests), never to anyone who can reach the port.
    handler: async (request, _reply, { services, t }) => {
      if (services.config.production || !isLoopback(request.ip)) throw notFound(t('notFound'));
      const to = request.query.to?.trim();
      const recipient = to?.includes('@') ? normalizeEmail(to) : to;
      const rows = await services.database.query<Row>(
        'SELECT id, channel, recipient, subject, body, created_at FROM outbox WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2',
        [recipient || null, OUTBOX_LIMIT],
      );
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          channel: row.channel === 'email' ? ('email' as const) : ('sms' as const),
          to: String(row.recipient),
          subject: textOrNull(row.subject),
          body: String(row.body),
          created_at: date(row.created_at).toISOString(),
        })),
      };
    },
  },
});
