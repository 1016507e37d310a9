import { canAddGroupMembers, GROUP_NAME_MIN_LENGTH, needsEntryCode, validateGroupName } from '@hadaf/domain';
import { nowOf } from '../football/index.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import { notFound, validationFailed } from '../platform/http/errors.ts';
import { domainMessage } from '../platform/http/messages.ts';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import { accessTo } from './access.ts';
import { randomCode } from './group-rows.ts';
import { addMembers, addOrInvite, answerInvitation, lockGroup } from './membership.ts';
import { groupMessage } from './messages.ts';

const ENTRY_CODE_LENGTH = 6;

/** The group as the caller now sees it (after a change). */
async function groupAnswer(context: HandlerContext, groupId: number) {
  return (await accessTo(context, groupId)).group;
}

/** A fresh group and its creator as its manager; a clash of the random codes (rare) tries new ones. */
async function insertGroup(context: HandlerContext, body: { name: string; type: 'public' | 'private'; description?: string | null }, creatorId: number): Promise<number> {
  const now = nowOf(context.services);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await context.services.database.transaction(async (tx) => {
        const [row] = await tx.query<{ id: unknown }>(
          `INSERT INTO groups (name, description, type, code, entry_code, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [body.name.trim(), body.description?.trim() || null, body.type, `G-${randomCode(6)}`, body.type === 'private' ? randomCode(ENTRY_CODE_LENGTH) : null, creatorId, now],
        );
        const group = (await lockGroup(tx, Number(row!.id)))!;
        await addMembers(tx, group, [creatorId], 2, null, now);
        return Number(row!.id);
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

const sameCode = (typed: string, stored: unknown) => typeof stored === 'string' && typed.trim().toUpperCase() === stored.toUpperCase();

/** Creating, reading and joining groups (competitions §2–§6). */
export const groupOperations = defineOperations({
  createGroup: {
    handler: async (request, reply, context) => {
      const user = context.requireUser();
      const name = request.body.name.trim();
      // The contract's minLength counts spaces; the domain's rule counts what is left once they are trimmed.
      const checked = validateGroupName(name);
      if (!checked.ok) throw validationFailed(context.t('invalidData'), { name: [domainMessage(checked.error, context.locale, { count: GROUP_NAME_MIN_LENGTH })] });
      const id = await insertGroup(context, { ...request.body, name }, user.id);
      reply.code(201);
      return { data: { data: await groupAnswer(context, id) } };
    },
  },
  getGroup: {
    handler: async (request, _reply, context) => ({ data: await groupAnswer(context, request.params.id) }),
  },
  joinGroup: {
    handler: async (request, _reply, context) => {
      const user = context.requireUser();
      const groupId = request.params.id;
      const access = await accessTo(context, groupId);
      // Already a member: joining again changes nothing and answers the group (a double click is not an error).
      if (access.role > 0) return { data: access.group };
      const typed = request.body.entry_code?.trim() ?? '';
      const privateGroup = needsEntryCode({ type: access.group.type, role: access.role });
      if (privateGroup && !typed) throw validationFailed(groupMessage('entryCodeRequired', context.locale), { entry_code: [groupMessage('entryCodeRequired', context.locale)] });
      await context.services.database.transaction(async (tx) => {
        const group = (await lockGroup(tx, groupId))!;
        if (privateGroup) {
          const [stored] = await tx.query<{ entry_code: unknown }>('SELECT entry_code FROM groups WHERE id = $1', [groupId]);
          if (!sameCode(typed, stored?.entry_code)) throw validationFailed(groupMessage('wrongEntryCode', context.locale), { entry_code: [groupMessage('wrongEntryCode', context.locale)] });
        }
        const now = nowOf(context.services);
        await addMembers(tx, group, [user.id], 1, null, now);
        // People joining along: added as the new member could add them from the group page (public groups only), so
        // their friends join and anyone else is invited.
        const along = (request.body.users ?? []).filter((id) => id !== user.id);
        if (along.length > 0 && canAddGroupMembers({ type: access.group.type, role: 1 })) await addOrInvite(tx, group, along, 1, { id: user.id, name: user.name }, now);
      });
      return { data: await groupAnswer(context, groupId) };
    },
  },
  acceptGroupInvitation: {
    handler: async (request, _reply, context) => {
      await answer(context, request.params.id, true);
      return { data: await groupAnswer(context, request.params.id) };
    },
  },
  declineGroupInvitation: {
    handler: async (request, reply, context) => {
      await answer(context, request.params.id, false);
      return reply.code(204).send();
    },
  },
});

/** The signed-in fan accepts or declines their invitation to the group (issue 30); 404 when they have none. */
async function answer(context: HandlerContext, groupId: number, accept: boolean) {
  const user = context.requireUser();
  await accessTo(context, groupId);
  const answered = await context.services.database.transaction(async (tx) => {
    const group = (await lockGroup(tx, groupId))!;
    return answerInvitation(tx, group, user.id, accept, nowOf(context.services));
  });
  if (!answered) throw notFound(groupMessage('invitationNotFound', context.locale));
}
