import type { Schemas } from '../platform/contract/types.ts';
import { date, dateOrNull, nameLike, namePattern, type Row } from '../platform/database/rows.ts';
import { defineOperations } from '../platform/operations.ts';
import type { StoredUserSettings } from '../platform/sessions/user-row.ts';
import { offsetOf, pageMeta } from '../platform/http/pagination.ts';
import type { Locale } from '../platform/http/messages.ts';
import { payloadIn } from '../platform/notifications.ts';
import { picture } from './users.ts';

/** Friends per page (the spec gives no size; the list pages with Load More). */
const FRIENDS_PER_PAGE = 20;

const notificationTypes: readonly Schemas['Notification']['type'][] = ['prize-redemption-request-rejected', 'invited-to-group', 'other'];

/** A stored notification in the viewer's language (X-Locale): kept in both, whatever the reader's language was. */
function toNotification(row: Row, locale: Locale): Schemas['Notification'] {
  const payload = payloadIn(row.payload, locale) as Partial<Schemas['NotificationPayload']>;
  return {
    id: String(row.id),
    type: notificationTypes.find((type) => type === row.type) ?? 'other',
    created_at: date(row.created_at).toISOString(),
    read_at: dateOrNull(row.read_at)?.toISOString() ?? null,
    payload: {
      group: payload.group ?? null,
      inviter: payload.inviter ?? null,
      prize: payload.prize ?? null,
      reason: payload.reason ?? null,
      title: payload.title ?? null,
      body: payload.body ?? null,
      // Only a path of the app: a stored payload never sends a fan elsewhere.
      link: typeof payload.link === 'string' && /^\/(?!\/)/.test(payload.link) ? payload.link : null,
    },
  };
}

export const meOperations = defineOperations({
  listMyFriends: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const page = request.query.page ?? 1;
      const { database } = context.services;
      // The wizard's search narrows by name like every name search (literally, Arabic spelling variants alike).
      const q = request.query.q?.trim();
      const named = q ? ` AND ${nameLike(['u.name'], '$2')}` : '';
      const params = q ? [user.id, namePattern(q)] : [user.id];
      const from = `FROM friendships f JOIN users u ON u.id = f.friend_id WHERE f.user_id = $1${named}`;
      const [total] = await database.query<{ value: number }>(`SELECT count(*) AS value ${from}`, params);
      const rows = await database.query<{ id: number; name: string; profile_picture_file_id: string | null }>(
        `SELECT u.id, u.name, u.profile_picture_file_id ${from} ORDER BY u.name, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, FRIENDS_PER_PAGE, offsetOf(page, FRIENDS_PER_PAGE)],
      );
      return {
        data: rows.map((row) => ({ id: row.id, name: row.name, profile_picture: picture(row.profile_picture_file_id) })),
        meta: pageMeta(page, FRIENDS_PER_PAGE, total?.value ?? 0),
      };
    },
  },

  listMyNotifications: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { page = 1, limit = 10 } = request.query;
      const { database } = context.services;
      const [counts] = await database.query<{ total: number; unread: number }>(
        'SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = $1',
        [user.id],
      );
      const rows = await database.query<Row>(
        'SELECT id, type, payload, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3',
        [user.id, limit, offsetOf(page, limit)],
      );
      return { data: rows.map((row) => toNotification(row, context.locale)), meta: pageMeta(page, limit, counts?.total ?? 0), new_count: counts?.unread ?? 0 };
    },
  },

  markNotificationsRead: {
    handler: async (_request, reply, context) => {
      const user = context.requireUser();
      await context.services.database.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [user.id]);
      return reply.code(204).send();
    },
  },

  updateMySetting: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { key, value } = request.body;
      // jsonb_set on the stored document, so two settings changed at once do not overwrite each other.
      const [row] = await context.services.database.query<{ settings: StoredUserSettings }>(
        'UPDATE users SET settings = jsonb_set(settings, $2::text[], $3::jsonb), updated_at = now() WHERE id = $1 RETURNING settings',
        [user.id, `{${key}}`, JSON.stringify(value)],
      );
      return { data: row!.settings };
    },
  },
});
