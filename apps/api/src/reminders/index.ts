import type { Feature } from '../platform/feature.ts';
import { remindersJobs, remindersSchedules } from './jobs.ts';

/**
 * Reminders (docs/decisions/reminders.md): a notification, and an e-mail when the fan wants them, before a match's
 * predictions or a fantasy competition's squads lock. No operations: they arrive through the notifications list.
 */
export const remindersFeature: Feature = { name: 'reminders', jobs: remindersJobs, schedules: remindersSchedules };
export { REMINDER_LEAD_MS, SEND_REMINDERS_JOB, sendReminders, type ReminderSummary } from './jobs.ts';
