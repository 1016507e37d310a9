import { needsPhoneVerification } from '@hadaf/domain';
import { flagOn, nowOf } from '../football/index.ts';
import { forbidden, notFound } from '../platform/http/errors.ts';
import { message } from '../platform/http/messages.ts';
import type { HandlerContext } from '../platform/operations.ts';
import { defineOperations } from '../platform/operations.ts';
import { listCompetitions, userCompetitionLeagues } from './competition-list.ts';
import { readCompetition, type Viewer } from './competition-read.ts';
import { joinCompetition, leaveCompetition, type Member } from './membership.ts';
import { competitionMessage } from './messages.ts';
import { enqueueRerank } from './jobs.ts';
import { createUserCompetition } from './creation.ts';
import { reviewCompetition, type ReviewDecision } from './review.ts';
import { listReviewQueue } from './admin-queue.ts';

export const viewerOf = (context: HandlerContext): Viewer | null => {
  const user = context.session?.user;
  return user ? { id: user.id, coins: user.coins, admin: user.role === 'admin' } : null;
};

const eksabShare = (context: HandlerContext) => context.services.config.appSettings.eksab_share;

async function competitionAnswer(context: HandlerContext, id: number, viewer: Viewer | null) {
  const competition = await readCompetition(context.services.database, id, viewer, context.locale, nowOf(context.services), eksabShare(context));
  if (!competition) throw notFound(competitionMessage('notFound', context.locale));
  return competition;
}

function memberOf(context: HandlerContext): Member {
  const user = context.requireUser();
  const settings = context.services.config.appSettings;
  return {
    id: user.id,
    admin: user.role === 'admin',
    needsPhoneVerification: needsPhoneVerification({ enable_phone_verification: settings.enable_phone_verification }, { phone_number: user.phoneNumber, phone_verified: user.phoneVerified }),
  };
}

/**
 * Joins or withdraws the signed-in fan, then asks for the competition's re-rank (the ranking lists who is in) and
 * answers the competition as they now see it, with their coins (JoinResult).
 */
async function changeMembership(context: HandlerContext, id: number, change: typeof joinCompetition) {
  const member = memberOf(context);
  const coins = await change(context.services.database, id, member, context.locale, nowOf(context.services));
  await enqueueRerank(context.services.database, id);
  return { data: await competitionAnswer(context, id, { id: member.id, coins, admin: member.admin }), coins };
}

/** An admin's approval or rejection, answered with the competition as the admin now sees it. */
async function review(context: HandlerContext, id: number, decision: ReviewDecision) {
  const admin = context.requireUser();
  await context.services.database.transaction((tx) => reviewCompetition(tx, id, admin.id, decision, context.locale, nowOf(context.services)));
  return { data: await competitionAnswer(context, id, viewerOf(context)) };
}

/** The lobby, the competition page, creating, reviewing, joining and withdrawing (competitions §2–§5). */
export const competitionOperations = defineOperations({
  listCompetitions: {
    handler: async (request, _reply, context) => {
      if (flagOn(request.query['for-user-created-fantasy'])) return userCompetitionLeagues(context.services.database, context.locale);
      if (request.query.status && !viewerOf(context)?.admin) throw forbidden(message('forbidden', context.locale));
      return listCompetitions(context.services.database, request.query, viewerOf(context), context.locale, nowOf(context.services), eksabShare(context));
    },
  },
  createCompetition: {
    handler: async (request, reply, context) => {
      const { id } = await createUserCompetition(context, request.body, memberOf(context));
      reply.code(201);
      return { data: await competitionAnswer(context, id, viewerOf(context)) };
    },
  },
  // Admin only: the registry answers 401/403 from the contract's security before this runs.
  adminListCompetitions: {
    handler: async (request, _reply, context) =>
      listReviewQueue(context.services.database, request.query, context.requireUser().id, context.locale, nowOf(context.services), eksabShare(context)),
  },
  adminApproveCompetition: {
    handler: async (request, _reply, context) => review(context, request.params.id, { approve: true }),
  },
  adminRejectCompetition: {
    handler: async (request, _reply, context) => review(context, request.params.id, { approve: false, reason: request.body?.reason ?? null }),
  },
  getCompetition: {
    handler: async (request, _reply, context) => ({ data: await competitionAnswer(context, request.params.id, viewerOf(context)) }),
  },
  joinCompetition: {
    handler: async (request, _reply, context) => changeMembership(context, request.params.id, joinCompetition),
  },
  leaveCompetition: {
    handler: async (request, _reply, context) => changeMembership(context, request.params.id, leaveCompetition),
  },
});
