import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, multipart, updateUser, type Harness, type TestUser } from '../helpers/harness.ts';
import { PNG } from '../documents/image-fixtures.ts';
import { eWallet, fetchFile, getForms, NATIONAL_ID, otherScans, personalInfo, redeem, scans, submit, win } from './redemption-helpers.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.app.services.database.query<T>(text, params);

async function fanWithPrize(fields: Parameters<typeof win>[2] = {}): Promise<{ fan: TestUser; prize: number }> {
  const fan = await api.newUser();
  return { fan, prize: await win(api, fan.id, fields) };
}

const formsOf = (response: { json(): unknown }) => (response.json() as { data: { name: string; file: string }[] }).data;

describe('generating the redemption forms', () => {
  it('makes the receipt and the tax form as private PDFs: the owner and admins open them, nobody else', async () => {
    const { fan, prize } = await fanWithPrize({ competition: 'Premier League predictions' });
    const response = await getForms(api, fan, prize);
    expect(response.statusCode).toBe(200);
    const forms = formsOf(response);
    expect(forms.map((form) => form.name)).toEqual(['receipt', 'tax-form']);
    const mine = await fetchFile(api, forms[0]!.file, fan.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toMatch(/^application\/pdf/);
    expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const admin = await api.newAdmin();
    expect((await fetchFile(api, forms[1]!.file, admin.token)).statusCode).toBe(200);
    const stranger = await api.newUser();
    expect((await fetchFile(api, forms[0]!.file, stranger.token)).statusCode).toBe(404);
    expect((await fetchFile(api, forms[0]!.file)).statusCode).toBe(401);
  });

  it('replaces the unsigned forms when asked again (their files are gone)', async () => {
    const { fan, prize } = await fanWithPrize();
    const first = formsOf(await getForms(api, fan, prize));
    const second = formsOf(await getForms(api, fan, prize, { locale: 'ar' }));
    expect(second.map((form) => form.name)).toEqual(['receipt', 'tax-form']);
    expect(second[0]!.file).not.toBe(first[0]!.file);
    expect((await fetchFile(api, first[0]!.file, fan.token)).statusCode).toBe(404);
    expect((await fetchFile(api, second[0]!.file, fan.token)).statusCode).toBe(200);
    expect(await sql('SELECT name FROM redemption_forms WHERE user_prize_id = $1 ORDER BY name', [prize])).toEqual([{ name: 'receipt' }, { name: 'tax-form' }]);
  });

  it("answers 404 for someone else's prize, an unknown one and one still held for review", async () => {
    const { prize } = await fanWithPrize();
    const fan = await api.newUser();
    const held = await win(api, fan.id, { availableInHours: 24 });
    for (const id of [prize, held, 999_999_999]) {
      const response = await getForms(api, fan, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: 'Prize not found.' });
    }
    expect((await getForms(api, fan, prize, { locale: 'ar' })).json()).toEqual({ message: 'الجائزة غير موجودة.' });
  });

  it('refuses a prize that is not pending or rejected, and a group prize paid in coins, in the caller’s language', async () => {
    const fan = await api.newUser();
    for (const status of ['approved', 'received', 'redeemed']) {
      const response = await getForms(api, fan, await win(api, fan.id, { status }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ user_prize_id: [expect.stringMatching(/^This prize cannot be redeemed now/)] });
    }
    const processing = await getForms(api, fan, await win(api, fan.id, { status: 'processing' }), { locale: 'ar' });
    expect(processing.json().errors).toEqual({ user_prize_id: ['هذه الجائزة قيد المعالجة بالفعل.'] });
    const coins = await getForms(api, fan, await win(api, fan.id, { coins: 1000 }));
    expect(coins.json().errors.user_prize_id).toEqual([expect.stringMatching(/^This prize cannot be redeemed now/)]);
    expect((await getForms(api, fan, await win(api, fan.id, { status: 'rejected' }))).statusCode).toBe(200);
  });

  it('checks every field with the domain rules and lists them all at once, in English or Arabic', async () => {
    const { fan, prize } = await fanWithPrize();
    const fields = { national_id: '29013011234567', phone_number: '0101234', email: 'not-an-email' };
    const english = await getForms(api, fan, prize, { fields, files: {} });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        phone_number: ['Enter an 11-digit mobile number starting with 01.'],
        email: ['Enter a valid email address.'],
        national_id: ['The birth date in the national ID is not valid.'],
        national_id_scans: ['Both front and back scans are required.'],
      },
    });
    const arabic = await getForms(api, fan, prize, { fields: { national_id: '49001011234567', phone_number: undefined, email: undefined }, locale: 'ar' });
    expect(arabic.json()).toEqual({
      message: 'البيانات المدخلة غير صالحة.',
      errors: { phone_number: ['هذا الحقل مطلوب.'], email: ['هذا الحقل مطلوب.'], national_id: ['يجب أن يبدأ الرقم القومي بالرقم ٢ أو ٣.'] },
    });
    const governorate = await getForms(api, fan, prize, { fields: { national_id: '29001019934567' } });
    expect(governorate.json().errors).toEqual({ national_id: ['The governorate code in the national ID is not valid.'] });
  });

  it('checks shapes against the contract first: the id, a missing national id, a text too long', async () => {
    const { fan, prize } = await fanWithPrize();
    const noId = await getForms(api, fan, 'eighty-eight');
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().errors)).toEqual(['user_prize_id']);
    const missing = await getForms(api, fan, prize, { fields: { national_id: undefined, legal_name: 'x'.repeat(201) } });
    expect(missing.json().errors).toEqual({ national_id: ['This field is required.'], legal_name: ['The value may not be longer than 200 characters.'] });
  });

  it('accepts Arabic digits and spaces in the phone number, as the client does', async () => {
    const { fan, prize } = await fanWithPrize();
    expect((await getForms(api, fan, prize, { fields: { phone_number: '٠١٠ ١٢٣٤ ٥٦٧٨' } })).statusCode).toBe(200);
  });

  it('wants both scans: one side alone is refused', async () => {
    const { fan, prize } = await fanWithPrize();
    const response = await getForms(api, fan, prize, { files: { 'national_id_scans[front]': { filename: 'front.png', content: PNG } } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ national_id_scans: ['Both front and back scans are required.'] });
    const arabic = await getForms(api, fan, prize, { files: { 'national_id_scans[back]': { filename: 'back.png', content: PNG } }, locale: 'ar' });
    expect(arabic.json().errors).toEqual({ national_id_scans: ['يجب رفع صورتي وجه البطاقة وظهرها.'] });
  });

  it('checks the scans’ bytes and names like the profile does (422 invalid-file-format)', async () => {
    const { fan, prize } = await fanWithPrize();
    const svg = await getForms(api, fan, prize, { files: { ...scans, 'national_id_scans[front]': { filename: 'front.png', content: Buffer.from('<svg onload=alert(1)>') } } });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors).toEqual({ 'national_id_scans.front': ['invalid-file-format'] });
    const named = await getForms(api, fan, prize, { files: { ...scans, 'national_id_scans[back]': { filename: 'back.pdf', content: PNG } } });
    expect(named.json().errors).toEqual({ 'national_id_scans.back': ['invalid-file-format'] });
  });

  it('cuts off a scan over 50 MB with 413 invalid-file-size', async () => {
    const { fan, prize } = await fanWithPrize();
    const big = Buffer.concat([PNG, Buffer.alloc(52_428_800 + 1 - PNG.length)]);
    const response = await getForms(api, fan, prize, { files: { ...scans, 'national_id_scans[front]': { filename: 'front.png', content: big } } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'invalid-file-size' });
  });

  it('answers 422 to a body that is not multipart, and 401 to visitors', async () => {
    const { fan, prize } = await fanWithPrize();
    const json = await api.call('generateRedemptionForms', { token: fan.token, body: { user_prize_id: prize, ...personalInfo } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ body: ['The form data could not be read.'] });
    expect((await api.call('generateRedemptionForms', multipart({ user_prize_id: String(prize) }))).statusCode).toBe(401);
  });
});

describe('submitting a redemption request', () => {
  it('makes the request: the prize is processing with its log, the forms signed, the profile brought up to date', async () => {
    const { fan, prize } = await fanWithPrize({ amount: 500 });
    const forms = formsOf(await getForms(api, fan, prize));
    const response = await submit(api, fan, prize, { method: eWallet });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id: prize, amount: 500, status: 'processing', reason: null, prize: { name: 'Weekly winner' } });
    expect(data.logs.map((log: { status: string }) => log.status)).toEqual(['pending', 'processing']);
    const [request] = await sql('SELECT * FROM prize_redemptions WHERE user_prize_id = $1', [prize]);
    expect(request).toMatchObject({
      status: 'pending',
      legal_name: 'Ahmed Samir Mahmoud',
      phone_number: '01012345678',
      email: 'ahmed@example.com',
      national_id: NATIONAL_ID,
      national_id_verified: false,
      method: 'E-Wallet',
      wallet_issuer: 'vodafone',
      wallet_phone_number: '01198765432',
      coins: null,
    });
    const signed = await sql<{ name: string; redemption_id: number }>('SELECT name, redemption_id FROM redemption_forms WHERE user_prize_id = $1 ORDER BY name', [prize]);
    expect(signed).toEqual([
      { name: 'receipt', redemption_id: request!.id },
      { name: 'tax-form', redemption_id: request!.id },
    ]);
    // The signed forms stay where the Preview links pointed.
    expect((await fetchFile(api, forms[0]!.file, fan.token)).statusCode).toBe(200);
    const profile = (await api.call('getProfile', { token: fan.token })).json().data;
    expect(profile).toMatchObject({ legal_name: 'Ahmed Samir Mahmoud', national_id: NATIONAL_ID, national_id_verified: false });
    const [user] = await sql('SELECT national_id_front_file_id, national_id_back_file_id FROM users WHERE id = $1', [fan.id]);
    expect(user).toEqual({ national_id_front_file_id: request!.front_file_id, national_id_back_file_id: request!.back_file_id });
    expect((await fetchFile(api, profile.national_id_scans.front.original, fan.token)).statusCode).toBe(200);
  });

  it('pays Coins at the domain’s rate, fixed when the request is sent', async () => {
    const { fan, prize } = await fanWithPrize({ amount: 1234.75 });
    await redeem(api, fan, prize);
    const [request] = await sql('SELECT method, coins, wallet_issuer FROM prize_redemptions WHERE user_prize_id = $1', [prize]);
    expect(request).toEqual({ method: 'Coins', coins: 2469, wallet_issuer: null });
  });

  it('stores etsalat, the spec’s other spelling, as etisalat', async () => {
    const { fan, prize } = await fanWithPrize();
    await redeem(api, fan, prize, { ...eWallet, 'redemption_method[options][wallet][issuer]': 'etsalat' });
    expect(await sql('SELECT wallet_issuer FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([{ wallet_issuer: 'etisalat' }]);
  });

  it('needs the wallet issuer and a valid wallet phone for E-Wallet, in the caller’s language', async () => {
    const { fan, prize } = await fanWithPrize();
    await getForms(api, fan, prize);
    const response = await submit(api, fan, prize, { method: { 'redemption_method[name]': 'E-Wallet' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'redemption_method[options][wallet][issuer]': ['Choose the wallet issuer.'],
      'redemption_method[options][phone_number]': ['This field is required.'],
    });
    const arabic = await submit(api, fan, prize, { method: { ...eWallet, 'redemption_method[options][phone_number]': '0201234567', 'redemption_method[options][wallet][issuer]': '' }, locale: 'ar' });
    expect(arabic.json().errors).toEqual({
      'redemption_method[options][wallet][issuer]': ['اختر جهة إصدار المحفظة.'],
      'redemption_method[options][phone_number]': ['أدخل رقم موبايل من ١١ رقمًا يبدأ بـ ٠١.'],
    });
    const unknown = await submit(api, fan, prize, { method: { ...eWallet, 'redemption_method[options][wallet][issuer]': 'paypal' } });
    expect(Object.keys(unknown.json().errors)).toEqual(['redemption_method[options][wallet][issuer]']);
    const noMethod = await submit(api, fan, prize, { method: {} });
    expect(noMethod.json().errors).toEqual({ 'redemption_method[name]': ['This field is required.'] });
    expect(await sql('SELECT id FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([]);
  });

  it('wants every generated form signed, nothing else, and made from the details sent', async () => {
    const { fan, prize } = await fanWithPrize();
    const none = await submit(api, fan, prize);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ forms: ['Get the forms and sign them before you submit.'] });
    await getForms(api, fan, prize);
    const missing = await submit(api, fan, prize, { forms: ['receipt'] });
    expect(missing.json().errors).toEqual({ forms: ['Sign the form “tax-form” too.'] });
    const unknown = await submit(api, fan, prize, { forms: ['receipt', 'tax-form', 'contract'], locale: 'ar' });
    expect(unknown.json().errors).toEqual({ forms: ['لا يوجد نموذج باسم «contract» للتوقيع.'] });
    const changed = await submit(api, fan, prize, { fields: { legal_name: 'Somebody Else' } });
    expect(changed.json().errors).toEqual({ forms: ['Your details changed after the forms were made. Get the forms again and sign them.'] });
    // The web client's form objects (forms[0][name]) are understood too.
    const objects = await api.call('submitRedemptionRequest', {
      token: fan.token,
      ...multipart({ user_prize_id: String(prize), ...personalInfo, 'forms[0][name]': 'receipt', 'forms[0][file]': '/x', 'forms[1][name]': 'tax-form', 'redemption_method[name]': 'Coins' }, scans),
    });
    expect(objects.statusCode).toBe(200);
  });

  it('makes one request when sent twice: the second finds the prize processing', async () => {
    const { fan, prize } = await fanWithPrize();
    await getForms(api, fan, prize);
    expect((await submit(api, fan, prize)).statusCode).toBe(200);
    const again = await submit(api, fan, prize);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ user_prize_id: ['This prize is already being processed.'] });
    expect(await sql('SELECT count(*)::int AS n FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([{ n: 1 }]);
  });

  it('lets a verified fan leave the scans out: the request refers to the profile’s, and the verified id cannot change', async () => {
    const fan = await api.newUser();
    const profile = await api.call('updateProfile', { token: fan.token, ...multipart({ national_id: NATIONAL_ID }, scans) });
    expect(profile.statusCode).toBe(200);
    await updateUser(api, fan.id, { nationalIdVerified: true });
    const prize = await win(api, fan.id);
    const otherId = await getForms(api, fan, prize, { files: {}, fields: { national_id: '29001011234568' } });
    expect(otherId.statusCode).toBe(422);
    expect(otherId.json().errors).toEqual({ national_id: ['The national ID is verified and cannot be changed.'] });
    expect((await getForms(api, fan, prize, { files: {} })).statusCode).toBe(200);
    expect((await submit(api, fan, prize, { files: {} })).statusCode).toBe(200);
    const [user] = await sql('SELECT national_id_front_file_id AS front, national_id_back_file_id AS back FROM users WHERE id = $1', [fan.id]);
    expect(await sql('SELECT front_file_id AS front, back_file_id AS back, national_id_verified FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([
      { ...user, national_id_verified: true },
    ]);
  });

  it('keeps scans a verified fan sends anyway with the request, and the profile’s as they were', async () => {
    const fan = await api.newUser();
    await updateUser(api, fan.id, { nationalIdVerified: true, nationalId: NATIONAL_ID });
    const prize = await win(api, fan.id);
    await redeem(api, fan, prize);
    const [request] = await sql<{ front_file_id: string | null }>('SELECT front_file_id FROM prize_redemptions WHERE user_prize_id = $1', [prize]);
    expect(request!.front_file_id).not.toBeNull();
    expect(await sql('SELECT national_id_front_file_id FROM users WHERE id = $1', [fan.id])).toEqual([{ national_id_front_file_id: null }]);
  });

  it('keeps a scan a request refers to when the profile replaces it', async () => {
    const { fan, prize } = await fanWithPrize();
    await redeem(api, fan, prize);
    const [request] = await sql<{ front_file_id: string; back_file_id: string }>('SELECT front_file_id, back_file_id FROM prize_redemptions WHERE user_prize_id = $1', [prize]);
    const replaced = await api.call('updateProfile', { token: fan.token, ...multipart({}, otherScans) });
    expect(replaced.statusCode).toBe(200);
    const [user] = await sql<{ front: string }>('SELECT national_id_front_file_id AS front FROM users WHERE id = $1', [fan.id]);
    expect(user!.front).not.toBe(request!.front_file_id);
    expect((await sql('SELECT id FROM files WHERE id = ANY($1::uuid[])', [[request!.front_file_id, request!.back_file_id]])).length).toBe(2);
    // Replacing again removes the scans nobody refers to any more.
    await api.call('updateProfile', { token: fan.token, ...multipart({}, scans) });
    expect(await sql('SELECT id FROM files WHERE id = $1', [user!.front])).toEqual([]);
  });

  it('replaces the profile’s earlier scans that no request refers to', async () => {
    const fan = await api.newUser();
    await api.call('updateProfile', { token: fan.token, ...multipart({}, otherScans) });
    const [before] = await sql<{ front: string }>('SELECT national_id_front_file_id AS front FROM users WHERE id = $1', [fan.id]);
    const prize = await win(api, fan.id);
    await redeem(api, fan, prize);
    expect(await sql('SELECT id FROM files WHERE id = $1', [before!.front])).toEqual([]);
  });

  it('checks the same rules as the forms, and 404 for someone else’s prize', async () => {
    const { fan, prize } = await fanWithPrize();
    const stranger = await api.newUser();
    expect((await submit(api, stranger, prize)).statusCode).toBe(404);
    const invalid = await submit(api, fan, prize, { fields: { email: 'x@', phone_number: '123' }, files: {} });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['phone_number', 'email', 'national_id_scans', 'forms']);
  });

  it('makes one request of five sent together', { tags: ['postgres'], timeout: 60_000 }, async () => {
    const { fan, prize } = await fanWithPrize();
    await getForms(api, fan, prize);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(api, fan, prize)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    for (const answer of answers.filter((one) => one.statusCode === 422)) expect(answer.json().errors).toEqual({ user_prize_id: ['This prize is already being processed.'] });
    expect(await sql('SELECT count(*)::int AS n FROM prize_redemptions WHERE user_prize_id = $1', [prize])).toEqual([{ n: 1 }]);
    expect(await sql("SELECT count(*)::int AS n FROM user_prize_logs WHERE user_prize_id = $1 AND status = 'processing'", [prize])).toEqual([{ n: 1 }]);
  });
});
