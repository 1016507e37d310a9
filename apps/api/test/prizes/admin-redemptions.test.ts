import { coinsForPrize } from '@hadaf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/ledger/verify.ts';
import { createHarness, type Harness, type TestUser } from '../helpers/harness.ts';
import { eWallet, fetchFile, getForms, NATIONAL_ID, redeem, win } from './redemption-helpers.ts';

let api: Harness;
let admin: TestUser;

beforeAll(async () => {
  api = await createHarness();
  admin = await api.newAdmin({ name: 'Reviewer' });
}, 180_000);
afterAll(() => api?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);

/** A fan with a prize of `amount` EGP redeemed by `method`: its request is pending. */
async function pendingRequest(fields: Parameters<typeof win>[2] = {}, method?: Record<string, string>) {
  const fan = await api.newUser({ name: 'Prize Winner' });
  const prize = await win(api, fan.id, fields);
  await redeem(api, fan, prize, method);
  return { fan, prize };
}

const approve = (id: number, token = admin.token, locale?: 'en' | 'ar') => api.call('adminApproveRedemption', { token, params: { id }, locale });
const reject = (id: number, reason: string, token = admin.token) => api.call('adminRejectRedemption', { token, params: { id }, body: { reason } });
const complete = (id: number, reference: string, token = admin.token) => api.call('adminCompleteRedemption', { token, params: { id }, body: { transfer_reference: reference } });
const list = (query: Record<string, string | number> = {}, token = admin.token, locale?: 'en' | 'ar') => api.call('adminListRedemptions', { token, query, locale });
const coinsOf = async (user: TestUser) => (await api.call('getProfile', { token: user.token })).json().data.coins as number;
const statuses = (prize: { logs: { status: string }[] }) => prize.logs.map((log) => log.status);

describe('who reviews redemption requests', () => {
  it('admins only: 401 for visitors, 403 for fans, on every review operation', async () => {
    const { fan, prize } = await pendingRequest();
    const calls = [
      (token?: string) => api.call('adminListRedemptions', { token }),
      (token?: string) => api.call('adminApproveRedemption', { token, params: { id: prize } }),
      (token?: string) => api.call('adminRejectRedemption', { token, params: { id: prize }, body: { reason: 'unclear_pictures' } }),
      (token?: string) => api.call('adminCompleteRedemption', { token, params: { id: prize }, body: { transfer_reference: 'X' } }),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const forbidden = await call(fan.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await sql('SELECT status FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([{ status: 'pending' }]);
  });
});

describe('the review queue', () => {
  it('lists pending requests oldest first with what the fan sent, the scans and the signed forms (admins open them)', async () => {
    await sql("UPDATE prize_redemptions SET status = 'rejected', reason = 'id_not_owned', decided_at = now() WHERE status = 'pending'");
    const first = await pendingRequest({ competition: 'Premier League predictions', amount: 750 }, eWallet);
    const second = await pendingRequest({ amount: 100 });
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const { data, meta } = answer.json();
    expect(meta).toEqual({ current_page: 1, last_page: 1 });
    expect(data.map((item: { user_prize: { id: number } }) => item.user_prize.id)).toEqual([first.prize, second.prize]);
    const [item] = data;
    expect(item).toMatchObject({
      status: 'pending',
      user_prize: { id: first.prize, amount: 750, status: 'processing', prize: { name: 'Weekly winner' } },
      competition: { name: 'Premier League predictions' },
      user: { id: first.fan.id, name: 'Prize Winner', creator: false },
      legal_name: 'Ahmed Samir Mahmoud',
      phone_number: '01012345678',
      email: 'ahmed@example.com',
      national_id: NATIONAL_ID,
      national_id_verified: false,
      redemption_method: { name: 'E-Wallet', options: { phone_number: '01198765432', wallet: { issuer: 'vodafone' } } },
      coins: null,
      reason: null,
      decided_at: null,
    });
    expect(item.forms.map((form: { name: string }) => form.name)).toEqual(['receipt', 'tax-form']);
    for (const url of [item.national_id_scans.front, item.national_id_scans.back, item.forms[0].file, item.forms[1].file]) {
      expect((await fetchFile(api, url, admin.token)).statusCode, url).toBe(200);
      expect((await fetchFile(api, url, second.fan.token)).statusCode, url).toBe(404);
    }
    expect(data[1]).toMatchObject({ redemption_method: { name: 'Coins', options: null }, coins: coinsForPrize(100), competition: null });
    const arabic = (await list({}, admin.token, 'ar')).json().data[0];
    expect(arabic.competition.name).toBe('دوري التوقعات');
    expect(arabic.user_prize.prize.name).toBe('الفائز الأسبوعي');
  });

  it('filters by status and pages by 20', async () => {
    await sql("UPDATE prize_redemptions SET status = 'rejected', reason = 'id_not_owned', decided_at = now() WHERE status = 'pending'");
    const fan = await api.newUser();
    const prizes: number[] = [];
    for (let index = 0; index < 21; index += 1) prizes.push(await win(api, fan.id));
    // Requests written directly: the queue's paging is what is tested here.
    for (const [index, prize] of prizes.entries()) {
      await sql(
        `INSERT INTO prize_redemptions (user_prize_id, user_id, phone_number, email, national_id, method, coins, created_at)
         VALUES ($1, $2, '01012345678', 'a@example.com', $3, 'Coins', 1000, now() - make_interval(mins => $4))`,
        [prize, fan.id, NATIONAL_ID, 100 - index],
      );
    }
    const page1 = (await list()).json();
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2 });
    expect(page1.data).toHaveLength(20);
    expect(page1.data[0].user_prize.id).toBe(prizes[0]);
    const page2 = (await list({ page: 2 })).json();
    expect(page2.data.map((item: { user_prize: { id: number } }) => item.user_prize.id)).toEqual([prizes[20]]);
    const rejected = (await list({ status: 'rejected' })).json().data as { status: string; reason: string; decided_at: string }[];
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((item) => item.status === 'rejected' && item.reason === 'id_not_owned' && item.decided_at)).toBe(true);
    expect((await list({ status: 'approved' })).json()).toEqual({ data: [], meta: { current_page: 1, last_page: 1 } });
    expect((await list({ status: 'lost' })).statusCode).toBe(422);
    await sql("UPDATE prize_redemptions SET status = 'rejected', reason = 'id_not_owned', decided_at = now() WHERE user_id = $1", [fan.id]);
  });
});

describe('approving', () => {
  it('pays a Coins request once, from the prizes account to the wallet: the prize is received', async () => {
    const { fan, prize } = await pendingRequest({ amount: 500 });
    const before = await coinsOf(fan);
    const approved = await approve(prize);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: prize, status: 'received', reason: null });
    expect(statuses(approved.json().data)).toEqual(['pending', 'processing', 'approved', 'received']);
    expect(await coinsOf(fan)).toBe(before + 1000);
    const [request] = await sql('SELECT id, status, decided_by FROM prize_redemptions WHERE user_prize_id = $1', [prize]);
    expect(request).toMatchObject({ status: 'approved', decided_by: admin.id });
    const postings = await sql(
      'SELECT p.account, p.amount::int AS amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id WHERE e.idempotency_key = $1 ORDER BY p.amount',
      [`prize-redemption:${request!.id}`],
    );
    expect(postings).toEqual([
      { account: 'prizes', amount: -1000 },
      { account: `wallet:${fan.id}`, amount: 1000 },
    ]);
    const wallet = (await api.call('listTransactions', { token: fan.token })).json().data;
    expect(wallet[0]).toMatchObject({ coins: 1000, status: 'confirmed', description: 'Prize redeemed as coins' });

    const again = await approve(prize);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(approved.json());
    expect(await coinsOf(fan)).toBe(before + 1000);
    expect(await verifyLedger(api.app.services.database)).toEqual([]);
  });

  it('leaves an E-Wallet request approved until the transfer is recorded; then the prize is redeemed, once', async () => {
    const { fan, prize } = await pendingRequest({}, eWallet);
    const before = await coinsOf(fan);
    const approved = await approve(prize);
    expect(approved.json().data.status).toBe('approved');
    expect(await coinsOf(fan)).toBe(before);
    const done = await complete(prize, 'VF-20261126-0042');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'redeemed', extra_info: { transfer_reference: 'VF-20261126-0042' } });
    expect(statuses(done.json().data)).toEqual(['pending', 'processing', 'approved', 'redeemed']);
    const again = await complete(prize, 'VF-OTHER');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(done.json());
    expect(await sql('SELECT transfer_reference FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([{ transfer_reference: 'VF-20261126-0042' }]);
    const mine = (await api.call('listMyPrizes', { token: fan.token })).json().data[0];
    expect(mine).toMatchObject({ id: prize, status: 'redeemed', extra_info: { transfer_reference: 'VF-20261126-0042' } });
  });

  it('refuses to complete what is not an approved E-Wallet request', async () => {
    const pending = await pendingRequest({}, eWallet);
    const early = await complete(pending.prize, 'VF-1');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ message: 'Only an approved E-Wallet redemption can be completed.', errors: { id: ['Only an approved E-Wallet redemption can be completed.'] } });
    const coins = await pendingRequest();
    await approve(coins.prize);
    expect((await complete(coins.prize, 'VF-2')).statusCode).toBe(422);
    expect((await complete(999_999_999, 'VF-3')).statusCode).toBe(404);
    expect((await complete(pending.prize, '   ')).statusCode).toBe(422);
  });

  it('answers 422 without a pending request and 404 for an unknown prize, in the admin’s language', async () => {
    const fan = await api.newUser();
    const prize = await win(api, fan.id);
    const none = await approve(prize, admin.token, 'ar');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('لا يوجد طلب استبدال لهذه الجائزة في انتظار المراجعة.');
    expect((await approve(999_999_999)).statusCode).toBe(404);
  });

  it('pays once when ten admins approve together', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const { fan, prize } = await pendingRequest({ amount: 250 });
    const before = await coinsOf(fan);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(prize)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((answer) => answer.json().data.status === 'received')).toBe(true);
    expect(await coinsOf(fan)).toBe(before + 500);
    expect(await sql("SELECT count(*)::int AS n FROM user_prize_logs WHERE user_prize_id = $1 AND status = 'received'", [prize])).toEqual([{ n: 1 }]);
    expect(await verifyLedger(api.app.services.database)).toEqual([]);
  });
});

describe('rejecting', () => {
  it('rejects with a reason: the fan is told, sees the reason, and can redeem again with a new request', async () => {
    const { fan, prize } = await pendingRequest();
    const rejected = await reject(prize, 'unclear_pictures');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ id: prize, status: 'rejected', reason: 'unclear_pictures' });
    expect(rejected.json().data.logs.map((log: { status: string; meta: { reason: string | null } }) => [log.status, log.meta.reason])).toEqual([
      ['pending', null],
      ['processing', null],
      ['rejected', 'unclear_pictures'],
    ]);

    const notifications = (await api.call('listMyNotifications', { token: fan.token })).json();
    expect(notifications.new_count).toBe(1);
    expect(notifications.data[0]).toMatchObject({
      type: 'prize-redemption-request-rejected',
      read_at: null,
      payload: { prize: { id: prize, name: 'Weekly winner', amount: 500 }, reason: 'unclear_pictures', title: 'Prize redemption request rejected' },
    });
    const mine = (await api.call('listMyPrizes', { token: fan.token })).json().data[0];
    expect(mine).toMatchObject({ id: prize, status: 'rejected', reason: 'unclear_pictures' });

    // The same reason again is the same answer (a double click), and nobody is told twice.
    const twice = await reject(prize, 'unclear_pictures');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(rejected.json());
    expect((await api.call('listMyNotifications', { token: fan.token })).json().data).toHaveLength(1);
    const other = await reject(prize, 'id_not_owned');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This redemption request was rejected already.');
    expect((await approve(prize)).statusCode).toBe(422);

    await redeem(api, fan, prize);
    const requests = await sql<{ status: string }>('SELECT status FROM prize_redemptions WHERE user_prize_id = $1 ORDER BY id', [prize]);
    expect(requests.map((request) => request.status)).toEqual(['rejected', 'pending']);
    const queue = (await list()).json().data as { user_prize: { id: number; status: string; logs: { status: string }[] } }[];
    const again = queue.find((item) => item.user_prize.id === prize)!;
    expect(again.user_prize.status).toBe('processing');
    expect(statuses(again.user_prize)).toEqual(['pending', 'processing', 'rejected', 'processing']);
    expect((await approve(prize)).json().data.status).toBe('received');
  });

  it('tells the fan in the language their app shows', async () => {
    const { fan, prize } = await pendingRequest();
    await api.call('updateMySetting', { token: fan.token, body: { key: 'language', value: 'ar' } });
    await reject(prize, 'missing_wallet_issuer');
    const [notification] = (await api.call('listMyNotifications', { token: fan.token, locale: 'ar' })).json().data;
    expect(notification.payload).toMatchObject({ prize: { name: 'الفائز الأسبوعي' }, reason: 'missing_wallet_issuer', title: 'رُفض طلب استبدال الجائزة' });
    const [inEnglish] = (await api.call('listMyNotifications', { token: fan.token, locale: 'en' })).json().data;
    expect(inEnglish.payload).toMatchObject({ prize: { name: 'Weekly winner' }, title: 'Prize redemption request rejected' });
  });

  it('refuses an approved request, a prize without one, and a reason not among the seven', async () => {
    const { prize } = await pendingRequest();
    expect((await reject(prize, 'looks_fake')).statusCode).toBe(422);
    await approve(prize);
    const late = await reject(prize, 'unclear_pictures');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This redemption request was approved already.');
    const fan = await api.newUser();
    expect((await reject(await win(api, fan.id), 'unclear_pictures')).json().message).toBe('This prize has no redemption request waiting for review.');
  });

  it('keeps the forms of every request: the rejected one’s stay signed, the new one signs new forms', async () => {
    const { fan, prize } = await pendingRequest();
    await reject(prize, 'scans_messed_or_swapped');
    const forms = (await getForms(api, fan, prize)).json().data as { name: string }[];
    expect(forms.map((form) => form.name)).toEqual(['receipt', 'tax-form']);
    expect(await sql('SELECT count(*)::int AS n FROM redemption_forms WHERE user_prize_id = $1', [prize])).toEqual([{ n: 4 }]);
  });
});
