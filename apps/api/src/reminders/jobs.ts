import { HOUR_MS, isFantasyTeamLocked, isPredictionLocked, paths, PREDICTION_LOCK_LEAD_MS, predictionLockTime } from '@hadaf/domain';
import { nowOf } from '../football/index.ts';
import { ProviderError } from '../platform/http/provider-error.ts';
import { everyCron, type JobDeclarations, type Schedule } from '../platform/jobs/index.ts';
import type { Locale } from '../platform/http/messages.ts';
import { notificationPayload } from '../platform/notifications.ts';
import type { Services } from '../platform/services.ts';
import { predictionReminderText, squadReminderText, type ReminderText } from './messages.ts';
import {
  claimDueEmails,
  duePredictionFans,
  dueSquadFans,
  predictionCandidates,
  recordReminders,
  releaseEmail,
  squadCandidates,
  type DueFan,
  type NewReminder,
} from './repository.ts';

export const SEND_REMINDERS_JOB = 'send-reminders';

/** A fan is reminded two hours before the lock: of a match's predictions, of a fantasy competition's squads. */
export const REMINDER_LEAD_MS = 2 * HOUR_MS;

/** How often the job looks (a lock first seen up to this late still gets its reminder, just less ahead). */
export const REMINDER_PERIOD_MS = 5 * 60_000;

/** Fans reminded per transaction: a platform competition may hold 100 000, and one transaction should stay short. */
const BATCH = 500;

export interface ReminderSummary {
  predictions: number;
  squads: number;
  emails: number;
}

/**
 * The notification's payload: the contract's title, body and link (the app's page for it), in both languages, plus
 * what it is about; the e-mail in the fan's own language.
 */
function reminderOf(
  fan: DueFan,
  textIn: (locale: Locale) => ReminderText,
  base: Omit<NewReminder, 'userId' | 'payload' | 'email'>,
  about: Record<string, number | string>,
): NewReminder {
  const text = textIn(fan.locale);
  return {
    ...base,
    userId: fan.userId,
    payload: notificationPayload(fan.locale, { reminder: base.kind, ...about }, (locale) => {
      const { title, body } = locale === fan.locale ? text : textIn(locale);
      return { title, body };
    }),
    email: fan.email ? { to: fan.email, subject: text.emailSubject, body: text.emailBody } : null,
  };
}

/**
 * Every reminder due at `now` (docs/decisions/reminders.md): for each match whose predictions lock within the next two
 * hours and have not locked yet, the fans of its open prediction competitions who have not predicted it; for each
 * fantasy competition whose squads lock within two hours, its participants without a complete squad. Each fan once
 * per match or competition, whatever runs overlap: the reminder row and the notification commit together, and the
 * e-mails (fans with receive_notifications on and an address) are handed to the mail adapter after the commit.
 */
export async function sendReminders(services: Services, now: Date): Promise<ReminderSummary> {
  const { database, config } = services;
  const publicUrl = config.publicUrl;
  const summary: ReminderSummary = { predictions: 0, squads: 0, emails: 0 };

  // Kick-offs whose lock (an hour before) is after now and at most two hours ahead.
  const earliest = new Date(now.getTime() + PREDICTION_LOCK_LEAD_MS);
  const matches = await predictionCandidates(database, earliest, new Date(earliest.getTime() + REMINDER_LEAD_MS));
  for (const { matchId, match } of matches) {
    if (isPredictionLocked(match.startAt, now)) continue;
    const deadline = predictionLockTime(match.startAt);
    for (;;) {
      const { due, recorded } = await database.transaction(async (tx) => {
        const fans = await duePredictionFans(tx, matchId, earliest, BATCH);
        const reminders = fans.map((fan) =>
          reminderOf(
            fan,
            (locale) => predictionReminderText({ matchId, match, competition: fan.competition, locale, publicUrl }),
            { kind: 'prediction', matchId, competitionId: fan.competitionId, deadline },
            { match_id: matchId, competition_id: fan.competitionId, link: paths.prediction(matchId) },
          ),
        );
        return { due: fans.length, recorded: await recordReminders(tx, reminders, now) };
      });
      summary.predictions += recorded;
      if (due < BATCH) break;
    }
  }

  const competitions = await squadCandidates(database, now, new Date(now.getTime() + REMINDER_LEAD_MS));
  for (const competition of competitions) {
    if (isFantasyTeamLocked(competition.startsAt, now)) continue;
    for (;;) {
      const { due, recorded } = await database.transaction(async (tx) => {
        const fans = await dueSquadFans(tx, competition.competitionId, now, BATCH);
        const reminders = fans.map((fan) =>
          reminderOf(
            fan,
            (locale) => squadReminderText({ competitionId: competition.competitionId, competition: competition.competition, firstMatch: competition.firstMatch, locale, publicUrl }),
            { kind: 'fantasy-squad', matchId: null, competitionId: competition.competitionId, deadline: competition.startsAt },
            { competition_id: competition.competitionId, link: paths.competitionTab(competition.competitionId, 'team-setup') },
          ),
        );
        return { due: fans.length, recorded: await recordReminders(tx, reminders, now) };
      });
      summary.squads += recorded;
      if (due < BATCH) break;
    }
  }

  summary.emails = await sendDueEmails(services, now);
  return summary;
}

/**
 * Hands the recorded e-mails to the mail adapter: those of this run, and any a run that died after its commit left
 * (until their deadline). Each is claimed before it is sent, so it goes at most once; one the adapter refuses is
 * released for the next run, and this run stops sending (the provider is likely down).
 */
async function sendDueEmails(services: Services, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const emails = await claimDueEmails(services.database, now, BATCH);
    for (const [index, email] of emails.entries()) {
      try {
        await services.adapters.email.send({ to: email.to, subject: email.subject, body: email.body });
        sent += 1;
      } catch (error) {
        // An address no mailbox accepts stays refused: that one is dropped, the others still go.
        if (error instanceof ProviderError && error.fault === 'recipient') {
          services.log.warn({ reason: error.message }, `reminder e-mail ${email.id} refused for its address; not retried`);
          continue;
        }
        services.log.warn({ err: error }, `reminder e-mail ${email.id} not sent; the next run tries again`);
        for (const unsent of emails.slice(index)) await releaseEmail(services.database, unsent.id);
        return sent;
      }
    }
    if (emails.length < BATCH) return sent;
  }
}

export const remindersJobs: JobDeclarations<Services> = {
  [SEND_REMINDERS_JOB]: {
    // Idempotent: a fan already reminded is skipped (unique keys), an e-mail already claimed is not sent again. The
    // next run repeats anything left, so no retries.
    run: async (services) => {
      const { predictions, squads, emails } = await sendReminders(services, nowOf(services));
      if (predictions + squads + emails > 0) services.log.info(`reminders: ${predictions} to predict, ${squads} to complete a squad, ${emails} e-mails`);
    },
    retries: 0,
    keepSeconds: 3600,
  },
};

/** Every five minutes: a lock is first seen between two hours and two hours less five minutes ahead. */
export const remindersSchedules = (): Schedule[] => [{ job: SEND_REMINDERS_JOB, cron: everyCron(REMINDER_PERIOD_MS) }];
