import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { defineOperations } from '../contract/registry.ts';
import type { Schemas } from '../contract/types.ts';
import { friendships, notifications, users } from '../db/schema.ts';
import { offsetOf, pageMeta } from '../services/pagination.ts';
import { picture } from '../services/users.ts';

/** Friends per page (the spec gives no size; the list pages with Load More). */
const FRIENDS_PER_PAGE = 20;

function toNotification(row: typeof notifications.$inferSelect): Schemas['Notification'] {
  const payload = row.payload as Partial<Schemas['NotificationPayload']>;
  return {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    payload: {
      group: payload.group ?? null,
      inviter: payload.inviter ?? null,
      prize: payload.prize ?? null,
      reason: payload.reason ?? null,
      title: payload.title ?? null,
      body: payload.body ?? null,
    },
  };
}

export const meOperations = defineOperations({
  listMyFriends: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const page = request.query.page ?? 1;
      const { db } = context.services;
      const [total] = await db.select({ value: count() }).from(friendships).where(eq(friendships.userId, user.id));
      const rows = await db
        .select({ id: users.id, name: users.name, pictureId: users.profilePictureFileId })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, user.id))
        .orderBy(asc(users.name), asc(users.id))
        .limit(FRIENDS_PER_PAGE)
        .offset(offsetOf(page, FRIENDS_PER_PAGE));
      return {
        data: rows.map((row) => ({ id: row.id, name: row.name, profile_picture: picture(row.pictureId) })),
        meta: pageMeta(page, FRIENDS_PER_PAGE, total?.value ?? 0),
      };
    },
  },

  listMyNotifications: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { page = 1, limit = 10 } = request.query;
      const { db } = context.services;
      const mine = eq(notifications.userId, user.id);
      const [total] = await db.select({ value: count() }).from(notifications).where(mine);
      const [unread] = await db.select({ value: count() }).from(notifications).where(and(mine, isNull(notifications.readAt)));
      const rows = await db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.seq))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { data: rows.map(toNotification), meta: pageMeta(page, limit, total?.value ?? 0), new_count: unread?.value ?? 0 };
    },
  },

  markNotificationsRead: {
    handler: async (_request, reply, context) => {
      const user = context.requireUser();
      await context.services.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return reply.code(204).send();
    },
  },

  updateMySetting: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const { key, value } = request.body;
      // jsonb_set on the stored document, so two settings changed at once do not overwrite each other.
      const [row] = await context.services.db
        .update(users)
        .set({ settings: sql`jsonb_set(${users.settings}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning({ settings: users.settings });
      return { data: row!.settings };
    },
  },
});
