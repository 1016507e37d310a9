import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../../src/accounts/uploads.ts';
import { seedDemoFanPrizes, seedDemoPrizes } from '../../src/demo/demo-prizes.ts';
import { demoFanRedemptionDetails, demoRedemptionDetails, demoScanPng, seedDemoFanRedemption, seedDemoRedemption } from '../../src/demo/demo-redemption.ts';
import { createHarness, type Harness } from '../helpers/harness.ts';
import { fetchFile } from './redemption-helpers.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

describe('the demo redemption request', () => {
  it('makes real PNG scans: signature, header and pixel rows', () => {
    const png = demoScanPng('front', 20, 10);
    expect(sniffImage(png)).toBe('image/png');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([20, 10]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(10 * (1 + 20 * 3));
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('puts one pending E-Wallet request of the creator, with forms and scans, in the admins’ queue, once', async () => {
    const { database } = api.app.services;
    await seedDemoPrizes(database);
    const creator = await api.newUser({ name: 'Nour Creator' });
    const admin = await api.newAdmin();
    const prize = await seedDemoRedemption(api.app.services, creator.id, new Date());
    expect(prize).not.toBeNull();
    expect(await seedDemoRedemption(api.app.services, creator.id, new Date())).toBeNull();

    const queue = (await api.call('adminListRedemptions', { token: admin.token })).json().data;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      status: 'pending',
      user: { id: creator.id, name: 'Nour Creator' },
      user_prize: { id: prize, status: 'processing', amount: 500, prize: { name: 'Weekly winner' } },
      legal_name: demoRedemptionDetails.legalName,
      national_id: demoRedemptionDetails.nationalId,
      redemption_method: { name: 'E-Wallet', options: { phone_number: demoRedemptionDetails.wallet.phoneNumber, wallet: { issuer: 'vodafone' } } },
    });
    expect(queue[0].forms.map((form: { name: string }) => form.name)).toEqual(['receipt', 'tax-form']);
    const scan = await fetchFile(api, queue[0].national_id_scans.front, admin.token);
    expect(scan.statusCode).toBe(200);
    expect(sniffImage(scan.rawPayload)).toBe('image/png');
    expect((await fetchFile(api, queue[0].forms[0].file, admin.token)).rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The creator's profile holds what the request sent, and the prize shows in the creator's prizes.
    expect((await api.call('getProfile', { token: creator.token })).json().data).toMatchObject({ legal_name: demoRedemptionDetails.legalName, national_id: demoRedemptionDetails.nationalId });
    expect((await api.call('listMyPrizes', { token: creator.token })).json().data[0]).toMatchObject({ id: prize, status: 'processing' });
    // An admin can decide it like any other.
    expect((await api.call('adminApproveRedemption', { token: admin.token, params: { id: prize! } })).json().data.status).toBe('approved');
  });

  it("gives the demo fan's prize in processing the Coins request it was sent with, so an admin can approve it, once", async () => {
    const { database } = api.app.services;
    await seedDemoPrizes(database);
    const fan = await api.newUser({ name: 'Karim Fan' });
    const admin = await api.newAdmin();
    await seedDemoFanPrizes(database, fan.id, new Date());
    const prize = await seedDemoFanRedemption(api.app.services, fan.id);
    expect(prize).not.toBeNull();
    expect(await seedDemoFanRedemption(api.app.services, fan.id)).toBeNull();

    const queue = (await api.call('adminListRedemptions', { token: admin.token })).json().data;
    const request = queue.find((item: { user: { id: number } }) => item.user.id === fan.id);
    expect(request).toMatchObject({
      status: 'pending',
      user_prize: { id: prize, status: 'processing', prize: { name: 'Monthly champion' } },
      legal_name: demoFanRedemptionDetails.legalName,
      redemption_method: { name: 'Coins' },
    });
    expect(request.forms).toHaveLength(2);
    const before = (await api.call('getProfile', { token: fan.token })).json().data.coins;
    expect((await api.call('adminApproveRedemption', { token: admin.token, params: { id: prize! } })).json().data.status).toBe('received');
    // Paid in coins, the prize is received at once: 2 coins per EGP of the 2000 EGP prize.
    expect((await api.call('getProfile', { token: fan.token })).json().data.coins).toBe(before + 4000);
  });
});
