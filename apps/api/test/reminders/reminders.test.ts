import { paths } from '@hadaf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/platform/http/provider-error.ts';
import { SEND_REMINDERS_JOB, sendReminders } from '../../src/reminders/index.ts';
import type { TestUser } from '../helpers/harness.ts';
import { createCompetitionWorld, type CompetitionWorld } from '../competitions/world.ts';

/**
 * The send-reminders job (docs/decisions/reminders.md): a notification and an e-mail two hours before a match's
 * predictions lock (kick-off − 1 h) for fans of its competitions who have not predicted it, and two hours before a
 * fantasy competition's squads lock for fans whose squad is incomplete; once each. The world's clock is
 * 2026-11-21 12:00 UTC, a Saturday: 14:00 Cairo time.
 */
let world: CompetitionWorld;
const MINUTE = 60_000;

interface Notification {
  type: string;
  payload: { title: string | null; body: string | null; link: string | null };
}
interface Email {
  subject: string | null;
  body: string;
}

const publicUrl = () => world.api.app.services.config.publicUrl;

/** One scheduled run, through the queue as the schedule sends it. */
async function runJob() {
  await world.api.app.jobs.send(SEND_REMINDERS_JOB, {});
  await world.api.app.jobs.drain();
}

async function notificationsOf(user: TestUser, locale: 'en' | 'ar' = 'en'): Promise<Notification[]> {
  const response = await world.api.call('listMyNotifications', { token: user.token, query: { limit: 50 }, locale });
  expect(response.statusCode).toBe(200);
  return response.json().data as Notification[];
}

async function emailsTo(user: TestUser): Promise<Email[]> {
  const response = await world.api.call('getDevOutbox', { ip: '127.0.0.1', query: { to: user.email } });
  expect(response.statusCode).toBe(200);
  // The reminders' e-mails, each ending with the settings link (registration also sent a verification e-mail).
  const reminder = (message: Email & { channel: string }) => message.channel === 'email' && message.body.includes(`${publicUrl()}${paths.profileSettings}`);
  return (response.json().data as (Email & { channel: string })[]).filter(reminder);
}

async function joined(competitionId: number, settings: { language?: 'ar'; receive_notifications?: false } = {}): Promise<TestUser> {
  const fan = await world.fan(0);
  expect((await world.api.call('joinCompetition', { token: fan.token, params: { id: competitionId } })).statusCode).toBe(200);
  for (const [key, value] of Object.entries(settings)) {
    expect((await world.api.call('updateMySetting', { token: fan.token, body: { key, value } as never })).statusCode).toBe(200);
  }
  return fan;
}

async function predictScore(fan: TestUser, matchId: number) {
  const scoreBet = (await world.betsOf(matchId)).find((bet) => bet.type === 'game-score')!;
  const saved = await world.api.call('savePredictions', { token: fan.token, body: { game_id: matchId, bets: [{ bet_id: scoreBet.id, value: { home_goals: 2, away_goals: 1 } }] } });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  world = await createCompetitionWorld();
}, 180_000);
afterAll(() => world?.api.close());

describe('before a match’s predictions lock', { timeout: 120_000 }, () => {
  let soonId = 0;
  let laterId = 0;
  let waiting: TestUser;
  let predicted: TestUser;
  let quiet: TestUser;
  let arabic: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    // Kick-offs in 160 minutes (locks in 100) and in 4 hours (locks in 3).
    const derby = await world.addCompetition({ name: 'Derby', entryFee: 0, matchesAt: [160, 240] });
    [soonId, laterId] = derby.matchIds as [number, number];
    waiting = await joined(derby.id);
    predicted = await joined(derby.id);
    quiet = await joined(derby.id, { receive_notifications: false });
    arabic = await joined(derby.id, { language: 'ar' });
    await predictScore(predicted, soonId);
    // A fan of another competition, and the same match in a second competition the waiting fan also joined.
    const other = await world.addCompetition({ name: 'Elsewhere', entryFee: 0, matchesAt: [24 * 60] });
    outsider = await joined(other.id);
    const second = await world.addCompetition({ name: 'Second', entryFee: 0, matchesAt: [300] });
    await world.sql('INSERT INTO competition_matches (competition_id, match_id) VALUES ($1, $2)', [second.id, soonId]);
    expect((await world.api.call('joinCompetition', { token: waiting.token, params: { id: second.id } })).statusCode).toBe(200);
    await runJob();
  }, 180_000);

  it('reminds a fan who has not predicted it once: a notification in his language and an e-mail with the prediction page', async () => {
    const notifications = await notificationsOf(waiting);
    expect(notifications).toEqual([
      {
        id: expect.any(String),
        type: 'other',
        created_at: world.clock().toISOString(),
        read_at: null,
        payload: {
          group: null,
          inviter: null,
          prize: null,
          reason: null,
          title: 'Predict Liverpool vs Arsenal',
          // Named once, in his oldest competition holding the match; the kick-off in Cairo time.
          body: 'Liverpool vs Arsenal kicks off on Saturday 21 November at 16:40 (Cairo time). You have not predicted it yet in Derby, and predictions close an hour before kick-off.',
          // The card opens the match's prediction page.
          link: paths.prediction(soonId),
        },
      },
    ]);
    const emails = await emailsTo(waiting);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Predict Liverpool vs Arsenal');
    expect(emails[0]!.body).toContain(notifications[0]!.payload.body);
    expect(emails[0]!.body).toContain(`Predict now: ${publicUrl()}${paths.prediction(soonId)}`);
    expect(emails[0]!.body).toContain(`${publicUrl()}${paths.profileSettings}`);
  });

  it('sends nothing more when the job runs again', async () => {
    await runJob();
    await runJob();
    expect(await notificationsOf(waiting)).toHaveLength(1);
    expect(await emailsTo(waiting)).toHaveLength(1);
    expect(await notificationsOf(arabic)).toHaveLength(1);
  });

  it('leaves alone a fan who predicted it, and a fan who did not join a competition of it', async () => {
    expect(await notificationsOf(predicted)).toEqual([]);
    expect(await emailsTo(predicted)).toEqual([]);
    expect(await notificationsOf(outsider)).toEqual([]);
    expect(await emailsTo(outsider)).toEqual([]);
  });

  it('notifies a fan who turned notifications off, but sends him no e-mail', async () => {
    expect((await notificationsOf(quiet)).map((notification) => notification.payload.title)).toEqual(['Predict Liverpool vs Arsenal']);
    expect(await emailsTo(quiet)).toEqual([]);
  });

  it('writes to an Arabic fan in Arabic, with Arabic digits and the teams’ Arabic names; the notification reads in the app’s language', async () => {
    const [notification] = await notificationsOf(arabic, 'ar');
    expect(notification!.payload.title).toBe('توقّع مباراة ليفربول وآرسنال');
    expect(notification!.payload.body).toBe(
      'تبدأ مباراة ليفربول وآرسنال يوم السبت، ٢١ نوفمبر في ٤:٤٠ م بتوقيت القاهرة. لم تتوقع نتيجتها بعد في تحدي Derby، ويُغلق باب التوقعات قبل بدايتها بساعة.',
    );
    expect(notification!.payload.body).not.toMatch(/[0-9]/);
    // The same notification in an app shown in English (docs/decisions/newcomer-languages.md); the e-mail stays Arabic.
    const [inEnglish] = await notificationsOf(arabic, 'en');
    expect(inEnglish!.payload.title).toBe('Predict Liverpool vs Arsenal');
    const [email] = await emailsTo(arabic);
    expect(email!.subject).toBe('توقّع مباراة ليفربول وآرسنال');
    expect(email!.body).toContain(`توقّع الآن: ${publicUrl()}${paths.prediction(soonId)}`);
    // Only the links are in Latin digits.
    expect(email!.body.replace(/https?:\/\/\S+/g, '')).not.toMatch(/[0-9]/);
  });

  it('waits for a match locking in three hours, then reminds once it locks within two (first seen 1 h 55 min before)', async () => {
    const laterReminders = () => world.sql('SELECT user_id FROM reminders WHERE match_id = $1', [laterId]);
    expect(await laterReminders()).toEqual([]);
    world.clock.advance(65 * MINUTE);
    await runJob();
    // Everyone of the derby: nobody predicted this one.
    expect(await laterReminders()).toHaveLength(4);
    expect((await notificationsOf(predicted)).map((notification) => notification.payload.title)).toEqual(['Predict Liverpool vs Arsenal']);
    expect(await notificationsOf(waiting)).toHaveLength(2);
    expect(await emailsTo(waiting)).toHaveLength(2);
  });

  it('reminds nobody of a match whose predictions have locked', async () => {
    // Kick-off in 50 minutes: its predictions locked 10 minutes ago (joining stays open until the kick-off).
    const { id } = await world.addCompetition({ name: 'Too late', entryFee: 0, matchesAt: [50] });
    const late = await joined(id);
    await runJob();
    expect(await notificationsOf(late)).toEqual([]);
    expect(await emailsTo(late)).toEqual([]);
  });
});

describe('before a fantasy competition’s squads lock', { timeout: 120_000 }, () => {
  let competitionId = 0;
  let incomplete: TestUser;
  let complete: TestUser;

  beforeAll(async () => {
    // 13:05 UTC now; the first kick-off in 100 minutes (14:45 UTC, 16:45 in Cairo) locks the squads.
    const fantasy = await world.addCompetition({ name: 'Fantasy night', type: 2, entryFee: 0, matchesAt: [100, 200] });
    competitionId = fantasy.id;
    incomplete = await joined(competitionId);
    complete = await joined(competitionId);
    const players = [...world.players.home, ...world.players.away];
    await world.sql(
      "INSERT INTO fantasy_squads (competition_id, user_id, formation, player_ids, substitute_ids, captain_id, saved_at) VALUES ($1, $2, '4-4-2', $3, $4, $5, $6)",
      [competitionId, complete.id, players.slice(0, 15), players.slice(11, 15), players[0], world.clock()],
    );
    await runJob();
  }, 180_000);

  it('reminds a fan whose squad is incomplete once, with the team setup page', async () => {
    await runJob();
    const notifications = await notificationsOf(incomplete);
    expect(notifications.map((notification) => notification.payload)).toMatchObject([
      {
        title: 'Complete your squad for Fantasy night',
        body: 'Squads in Fantasy night lock at its first kick-off, Liverpool vs Arsenal on Saturday 21 November at 16:45 (Cairo time), and your squad of 15 players is not complete yet.',
        link: paths.competitionTab(competitionId, 'team-setup'),
      },
    ]);
    const emails = await emailsTo(incomplete);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body).toContain(`Set up your squad: ${publicUrl()}${paths.competitionTab(competitionId, 'team-setup')}`);
  });

  it('leaves a complete squad alone', async () => {
    expect(await notificationsOf(complete)).toEqual([]);
    expect(await emailsTo(complete)).toEqual([]);
  });
});

describe('when the mail adapter fails', { timeout: 120_000 }, () => {
  it('keeps the notification and sends the e-mail with a later run, once', async () => {
    const { id, matchIds } = await world.addCompetition({ name: 'Mail trouble', entryFee: 0, matchesAt: [150] });
    const fan = await joined(id);
    const services = world.api.app.services;
    const send = services.adapters.email.send;
    services.adapters.email.send = async () => {
      throw new Error('the provider is down');
    };
    try {
      await runJob();
    } finally {
      services.adapters.email.send = send;
    }
    expect(await notificationsOf(fan)).toHaveLength(1);
    expect(await emailsTo(fan)).toEqual([]);
    await runJob();
    await runJob();
    const emails = await emailsTo(fan);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.body).toContain(paths.prediction(matchIds[0]!));
    expect(await notificationsOf(fan)).toHaveLength(1);
  });
});

describe('when the mail provider refuses one address for good', { timeout: 120_000 }, () => {
  it('drops that e-mail (never retried) and still sends the others of the run', async () => {
    const { id } = await world.addCompetition({ name: 'Bad mailbox', entryFee: 0, matchesAt: [150] });
    const refused = await joined(id);
    const other = await joined(id);
    const services = world.api.app.services;
    const send = services.adapters.email.send;
    const tried: string[] = [];
    services.adapters.email.send = async (message) => {
      tried.push(message.to);
      if (message.to === refused.email) throw new ProviderError('email', 'recipient', 'SMTP 550 at RCPT TO: the recipient was refused');
      return send(message);
    };
    try {
      await runJob();
      await runJob();
    } finally {
      services.adapters.email.send = send;
    }
    expect(tried.filter((to) => to === refused.email)).toHaveLength(1);
    expect(await emailsTo(refused)).toEqual([]);
    expect(await emailsTo(other)).toHaveLength(1);
  });
});

describe('two runs at once', () => {
  it('remind each fan once: one notification and one e-mail each', { tags: ['postgres'], timeout: 120_000 }, async () => {
    const { id } = await world.addCompetition({ name: 'Crowded', entryFee: 0, matchesAt: [150] });
    const fans: TestUser[] = [];
    for (let index = 0; index < 6; index++) fans.push(await joined(id));
    const services = world.api.app.services;
    const runs = await Promise.all([sendReminders(services, world.clock()), sendReminders(services, world.clock()), sendReminders(services, world.clock())]);
    expect(runs.reduce((total, run) => total + run.predictions, 0)).toBe(6);
    expect(runs.reduce((total, run) => total + run.emails, 0)).toBe(6);
    for (const fan of fans) {
      expect(await notificationsOf(fan)).toHaveLength(1);
      expect(await emailsTo(fan)).toHaveLength(1);
    }
  });
});
