import { desc, eq } from 'drizzle-orm';
import { defineOperations } from '../contract/registry.ts';
import { outbox } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { normalizeEmail } from '../services/users.ts';

const OUTBOX_LIMIT = 100;

export const devOperations = defineOperations({
  getDevOutbox: {
    // The sandbox's "sent" messages hold live OTPs: never readable on a production server.
    handler: async (request, _reply, { services, t }) => {
      if (services.config.production) throw notFound(t('notFound'));
      const to = request.query.to?.trim();
      const recipient = to?.includes('@') ? normalizeEmail(to) : to;
      const rows = await services.db
        .select()
        .from(outbox)
        .where(recipient ? eq(outbox.recipient, recipient) : undefined)
        .orderBy(desc(outbox.id))
        .limit(OUTBOX_LIMIT);
      return {
        data: rows.map((row) => ({ id: row.id, channel: row.channel, to: row.recipient, subject: row.subject, body: row.body, created_at: row.createdAt.toISOString() })),
      };
    },
  },
});
