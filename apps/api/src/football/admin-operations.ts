import { defineOperations } from '../platform/operations.ts';
import { validationFailed } from '../platform/http/errors.ts';
import { message } from '../platform/http/messages.ts';
import { importOpenfootball } from './importer/import-document.ts';
import type { OpenfootballSeason } from './importer/openfootball.ts';
import { findMatch } from './games-repository.ts';
import { footballMessage } from './localized.ts';
import { addMatchEvent, correctResult, updateMatch } from './match-admin.ts';
import { nowOf } from './runtime.ts';
import { toMatch } from './serialize.ts';

/** A whole season document (380 matches is about 100 KB); 8 MiB leaves room for big tournaments. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export const adminFootballOperations = defineOperations({
  adminUpdateMatch: {
    handler: async (request, _reply, context) => {
      const { database } = context.services;
      const now = nowOf(context.services);
      await updateMatch(database, request.params.id, request.body, now, context.locale);
      return { data: toMatch((await findMatch(database, request.params.id))!, now, context.locale) };
    },
  },

  adminAddMatchEvent: {
    handler: async (request, reply, context) => {
      const event = await addMatchEvent(context.services.database, request.params.id, request.body, nowOf(context.services), context.locale);
      reply.code(201);
      return { data: event };
    },
  },

  adminCorrectResult: {
    handler: async (request, _reply, context) => {
      const admin = context.requireUser();
      const { database } = context.services;
      const now = nowOf(context.services);
      await correctResult(database, request.params.id, request.body, admin.id, now, context.locale);
      return { data: toMatch((await findMatch(database, request.params.id))!, now, context.locale) };
    },
  },

  adminImportOpenfootball: {
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, _reply, context) => {
      // The contract has checked the document's shape; the importer checks dates, teams and the league.
      const outcome = await importOpenfootball(context.services.database, request.body as OpenfootballSeason, nowOf(context.services));
      if (!outcome.ok) {
        const errors: Record<string, string[]> = {};
        for (const error of outcome.errors) (errors[error.field] ??= []).push(footballMessage(error.message, context.locale));
        throw validationFailed(message('invalidData', context.locale), errors);
      }
      const { scored: _scored, ...counts } = outcome.counts;
      return { data: counts };
    },
  },
});
