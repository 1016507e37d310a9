import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './helpers/harness.ts';
import { groupWorld } from './groups/world.ts';

/**
 * Issue 30, defect 5 (docs/decisions/newcomer-languages.md): what the server writes reads in the viewer's language
 * (X-Locale), not the language its reader had when it was written, and no cache keeps one language's answer for the
 * other.
 */
let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);

describe('server-written text in the viewer’s language', () => {
  it('shows a notification written while its reader read Arabic in English to an English viewer, and in Arabic to an Arabic one', async () => {
    const { manager, privateId } = await groupWorld(api);
    const reader = await api.newUser({ name: 'Laila Reader' });
    await api.call('updateMySetting', { token: reader.token, body: { key: 'language', value: 'ar' } });
    // A stranger to the manager: invited (issue 30), told so in the language they read then.
    await api.call('addGroupMembersBulk', { token: manager.token, params: { id: privateId }, body: { members: [{ user_id: reader.id, role: 1 }] } });
    // The reader has since switched to English: the latest choice, and the language their app now asks in.
    await api.call('updateMySetting', { token: reader.token, body: { key: 'language', value: 'en' } });

    const english = (await api.call('listMyNotifications', { token: reader.token, locale: 'en' })).json().data[0];
    expect(english).toMatchObject({
      type: 'invited-to-group',
      payload: {
        title: 'You are invited to a group',
        body: 'Mona Manager invited you to join Office League. Open the group to accept or decline.',
        group: { id: privateId, name: 'Office League' },
        inviter: { name: 'Mona Manager' },
      },
    });
    expect(english.payload).not.toHaveProperty('localized');
    const arabic = (await api.call('listMyNotifications', { token: reader.token, locale: 'ar' })).json().data[0];
    expect(arabic.payload).toMatchObject({ title: 'لديك دعوة إلى مجموعة', body: 'دعاك Mona Manager للانضمام إلى Office League. افتح المجموعة لتقبل الدعوة أو ترفضها.' });
  });

  it('names a rejected prize in the viewer’s language', async () => {
    const fan = await api.newUser();
    // Stored as the rejection writes it (prizes/admin-redemptions.ts), for a reader of Arabic.
    await sql("INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'prize-redemption-request-rejected', $2)", [
      fan.id,
      JSON.stringify({
        reason: 'unclear_pictures',
        prize: { id: 9, name: 'الفائز الأسبوعي', amount: 500 },
        title: 'رُفض طلب استبدال الجائزة',
        body: 'x',
        localized: {
          en: { prize: { id: 9, name: 'Weekly winner', amount: 500 }, title: 'Prize redemption request rejected', body: 'y' },
          ar: { prize: { id: 9, name: 'الفائز الأسبوعي', amount: 500 }, title: 'رُفض طلب استبدال الجائزة', body: 'x' },
        },
      }),
    ]);
    const [note] = (await api.call('listMyNotifications', { token: fan.token, locale: 'en' })).json().data;
    expect(note.payload).toMatchObject({ prize: { name: 'Weekly winner' }, title: 'Prize redemption request rejected', reason: 'unclear_pictures' });
  });

  it('serves a notification stored in one language only as it was stored', async () => {
    const fan = await api.newUser();
    await sql("INSERT INTO notifications (user_id, type, payload) VALUES ($1, 'other', $2)", [fan.id, JSON.stringify({ title: 'مرحبًا بك', body: 'ابدأ الآن.' })]);
    const [note] = (await api.call('listMyNotifications', { token: fan.token, locale: 'en' })).json().data;
    expect(note.payload).toMatchObject({ title: 'مرحبًا بك', body: 'ابدأ الآن.' });
  });
});

describe('answers kept per language', () => {
  it('tells every cache that an answer depends on X-Locale, so a browser keeps the packages once per language', async () => {
    const { token } = await api.newUser();
    const english = await api.call('listPackages', { token, locale: 'en' });
    const arabic = await api.call('listPackages', { token, locale: 'ar' });
    expect(english.headers['cache-control']).toContain('max-age');
    expect(english.json().data[0].name).not.toBe(arabic.json().data[0].name);
    for (const answer of [english, arabic, await api.call('getAppSettings'), await api.call('listMyNotifications', { token })]) {
      expect(String(answer.headers.vary)).toMatch(/(^|, )X-Locale(,|$)/i);
    }
  });
});
