import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, GIF, JPEG, multipart, PNG, uniqueEmail, updateUser, type Harness, type TestUser } from './helpers/harness.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const VALID_NATIONAL_ID = '29001011234567';
let phoneCounter = 0;
const uniquePhone = () => `010${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`;

async function updateMultipart(user: TestUser, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}, locale?: 'ar') {
  const { payload, headers } = multipart(fields, files);
  return api.call('updateProfile', { token: user.token, payload, headers, locale });
}

describe('GET /v2/profile/me', () => {
  it('answers the signed-in user', async () => {
    const user = await api.newUser({ name: 'Ahmed' });
    const response = await api.call('getProfile', { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, name: 'Ahmed', email: user.email, friend_count: 0, national_id_scans: null, photo: null });
  });

  it('needs a token', async () => {
    expect((await api.call('getProfile')).statusCode).toBe(401);
  });
});

describe('POST /v2/profile', () => {
  it('updates text fields sent as multipart, leaving the others alone', async () => {
    const user = await api.newUser({ name: 'Before' });
    const response = await updateMultipart(user, { name: 'After', legal_name: 'After Legal Name', national_id: VALID_NATIONAL_ID });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'After', legal_name: 'After Legal Name', national_id: VALID_NATIONAL_ID, email: user.email });
  });

  it('updates with the JSON variant and base64 files', async () => {
    const user = await api.newUser();
    const response = await api.call('updateProfile', {
      token: user.token,
      body: { legal_name: 'Json Name', profile_picture: { data: PNG.toString('base64'), filename: 'me.png' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile_picture.original).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  });

  it('stores a profile picture and serves it (profile pictures are visible to signed-in users)', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const response = await updateMultipart(user, {}, { profile_picture: { filename: 'me.gif', content: GIF, type: 'image/gif' } });
    expect(response.statusCode).toBe(200);
    const url = response.json().data.photo.original as string;
    const own = await api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/gif');
    expect(own.rawPayload.equals(GIF)).toBe(true);
    // Served as an image only: a polyglot file can never run as a page of the app's origin.
    expect(own.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': expect.stringMatching(/^inline; filename="[0-9a-f-]{36}"$/),
    });
    const viaCookie = await api.app.inject({ method: 'GET', url, headers: { cookie: `token=${other.token}` } });
    expect(viaCookie.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('stores both national id scans, readable by their owner only', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const response = await updateMultipart(
      user,
      { national_id: VALID_NATIONAL_ID },
      { 'national_id_scans[front]': { filename: 'front.jpg', content: JPEG, type: 'image/jpeg' }, 'national_id_scans[back]': { filename: 'back.png', content: PNG } },
    );
    expect(response.statusCode).toBe(200);
    const { front, back } = response.json().data.national_id_scans;
    expect(front.original).not.toBe(back.original);
    expect((await api.app.inject({ method: 'GET', url: front.original, headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(200);
    const stranger = await api.app.inject({ method: 'GET', url: front.original, headers: { authorization: `Bearer ${other.token}` } });
    expect(stranger.statusCode).toBe(404);
  });

  it('replaces an earlier picture (the old file is gone)', async () => {
    const user = await api.newUser();
    const first = (await updateMultipart(user, {}, { profile_picture: { filename: 'a.png', content: PNG } })).json().data.photo.original;
    const second = (await updateMultipart(user, {}, { profile_picture: { filename: 'b.jpg', content: JPEG } })).json().data.photo.original;
    expect(second).not.toBe(first);
    expect((await api.app.inject({ method: 'GET', url: first, headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(404);
  });

  it('requires both scans together', async () => {
    const user = await api.newUser();
    const response = await updateMultipart(user, {}, { 'national_id_scans[front]': { filename: 'front.png', content: PNG } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ national_id_scans: ['Both front and back scans are required.'] });
  });

  it('checks the bytes, not the name or the declared type', async () => {
    const user = await api.newUser();
    const fake = await updateMultipart(user, {}, { profile_picture: { filename: 'me.png', content: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' } });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ profile_picture: ['invalid-file-format'] });
    const wrongName = await updateMultipart(user, {}, { profile_picture: { filename: 'me.svg', content: PNG } });
    expect(wrongName.json().errors).toEqual({ profile_picture: ['invalid-file-format'] });
  });

  it('cuts off a picture over 10 MB with 413 invalid-file-size', async () => {
    const user = await api.newUser();
    const big = Buffer.concat([PNG, Buffer.alloc(10_485_760)]);
    const response = await updateMultipart(user, {}, { profile_picture: { filename: 'big.png', content: big } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'invalid-file-size' });
    expect((await api.call('getProfile', { token: user.token })).json().data.photo).toBeNull();
  });

  it('refuses an oversize base64 picture too', async () => {
    const user = await api.newUser();
    const big = Buffer.concat([PNG, Buffer.alloc(10_485_760)]);
    const response = await api.call('updateProfile', { token: user.token, body: { profile_picture: { data: big.toString('base64'), filename: 'big.png' } } });
    expect(response.statusCode).toBe(413);
  });

  it('validates the national id with the domain rules, in the request language', async () => {
    const user = await api.newUser();
    const badDate = await updateMultipart(user, { national_id: '29013011234567' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors).toEqual({ national_id: ['The birth date in the national ID is not valid.'] });
    const badPattern = await updateMultipart(user, { national_id: '12345' }, {}, 'ar');
    expect(badPattern.json().errors).toEqual({ national_id: ['يجب أن يتكون الرقم القومي من ١٤ رقمًا بالضبط.'] });
  });

  it('freezes the national id and scans once verified', async () => {
    const user = await api.newUser();
    await updateUser(api, user.id, { nationalId: VALID_NATIONAL_ID, nationalIdVerified: true });
    const response = await updateMultipart(user, { national_id: '30001011234567' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ national_id: ['The national ID is verified and cannot be changed.'] });
  });

  it('checks e-mail addresses: valid, and not used by another account', async () => {
    const user = await api.newUser();
    const other = await api.newUser();
    const invalid = await updateMultipart(user, { email: 'nope' });
    expect(invalid.json().errors).toEqual({ email: ['Enter a valid email address.'] });
    const taken = await updateMultipart(user, { email: other.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const fresh = uniqueEmail('new');
    const changed = await updateMultipart(user, { email: fresh });
    expect(changed.json().data.email).toBe(fresh);
    expect(await api.lastMessage(fresh)).toContain('/api/email/verify?');
  });

  it('changes only the caller: another user is untouched', async () => {
    const alice = await api.newUser({ name: 'Alice' });
    const bob = await api.newUser({ name: 'Bob' });
    await updateMultipart(alice, { name: 'Alice 2' });
    expect((await api.call('getProfile', { token: bob.token })).json().data.name).toBe('Bob');
  });

  it('needs a token before reading any upload', async () => {
    const { payload, headers } = multipart({ name: 'X' });
    expect((await api.call('updateProfile', { payload, headers })).statusCode).toBe(401);
  });
});

describe('phone number verification', () => {
  it('sends a code and sets the number with it', async () => {
    const user = await api.newUser();
    const phone = uniquePhone();
    const sent = await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'otp_sent' });
    const otp = await api.lastCode(phone);
    const changed = await api.call('changePhoneNumber', { token: user.token, body: { phone_number: phone, otp } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ phone_number: phone, phone_verified: true });
    // Single use.
    const again = await api.call('changePhoneNumber', { token: user.token, body: { phone_number: phone, otp } });
    expect(again.json().errors).toEqual({ otp: ['otp-error'] });
  });

  it('spends a code once even when it is sent twice at the same moment', { tags: ['postgres'] }, async () => {
    const user = await api.newUser();
    const phone = uniquePhone();
    await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
    const otp = await api.lastCode(phone);
    const results = await Promise.all([1, 2, 3].map(() => api.call('changePhoneNumber', { token: user.token, body: { phone_number: phone, otp } })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it("refuses a number another account uses with used_phone_number", async () => {
    const owner = await api.newUser();
    const phone = uniquePhone();
    await updateUser(api, owner.id, { phoneNumber: phone, phoneVerified: true });
    const user = await api.newUser();
    const response = await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone_number: ['used_phone_number'] });
  });

  it("does not accept a code sent to another user's request", async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const phone = uniquePhone();
    await api.call('sendPhoneOtp', { token: alice.token, body: { phone_number: phone } });
    const otp = await api.lastCode(phone);
    const response = await api.call('changePhoneNumber', { token: bob.token, body: { phone_number: phone, otp } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ otp: ['otp-error'] });
  });

  it('rejects a wrong code and malformed input', async () => {
    const user = await api.newUser();
    const phone = uniquePhone();
    await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
    const wrong = await api.call('changePhoneNumber', { token: user.token, body: { phone_number: phone, otp: '000000' } });
    expect(wrong.json().errors).toEqual({ otp: ['otp-error'] });
    const malformed = await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: '0201234' } });
    expect(malformed.json().errors).toEqual({ phone_number: ['Enter an 11-digit mobile number starting with 01.'] });
  });

  it('throttles sending per number: 429 for 5 minutes', async () => {
    const user = await api.newUser();
    const phone = uniquePhone();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBe('300');
        expect(response.json()).toEqual({ message: 'Too many attempts. Please try again in 5 minutes.' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('throttles sending per client address, whatever the number', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // A fresh user and number each time, so only the address limit (10 per 5 minutes) applies.
      const sender = await api.newUser();
      statuses.push((await api.call('sendPhoneOtp', { token: sender.token, body: { phone_number: uniquePhone() }, ip: '192.0.2.77' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps the codes of several people asking for one number apart: asking again voids only your own', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => api.newUser()));
    const phone = uniquePhone();
    const codes: string[] = [];
    for (const person of [first!, second!, third!]) {
      await api.call('sendPhoneOtp', { token: person.token, body: { phone_number: phone } });
      codes.push(await api.lastCode(phone));
    }
    // The second person's code still works although the third asked after them; the number then is theirs.
    expect((await api.call('changePhoneNumber', { token: second!.token, body: { phone_number: phone, otp: codes[1]! } })).statusCode).toBe(200);
    const late = await api.call('changePhoneNumber', { token: third!.token, body: { phone_number: phone, otp: codes[2]! } });
    expect(late.json()).toMatchObject({ errors: { phone_number: ['used_phone_number'] } });
  });

  it('throttles guessing codes', async () => {
    const user = await api.newUser();
    const phone = uniquePhone();
    await api.call('sendPhoneOtp', { token: user.token, body: { phone_number: phone } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await api.call('changePhoneNumber', { token: user.token, body: { phone_number: phone, otp: '000000' } })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('rewards the referrer once the invited user verifies a phone number', async () => {
    const referrer = await api.newUser();
    const code = (await api.call('getProfile', { token: referrer.token })).json().data.settings.referral_code;
    const email = uniqueEmail('invited');
    await api.call('registerEmail', { body: { name: 'Invited', email, password: 'secret123', recaptcha: 'sandbox', referrer: code } });
    const login = (await api.call('issueToken', { body: { grant_type: 'password', client_id: 2, scope: '*', username: email, password: 'secret123' } })).json();
    const phone = uniquePhone();
    await api.call('sendPhoneOtp', { token: login.access_token, body: { phone_number: phone } });
    await api.call('changePhoneNumber', { token: login.access_token, body: { phone_number: phone, otp: await api.lastCode(phone) } });
    expect((await api.call('getProfile', { token: referrer.token })).json().data.coins).toBe(10);
    // Verifying another number later pays nothing more.
    const second = uniquePhone();
    await api.call('sendPhoneOtp', { token: login.access_token, body: { phone_number: second } });
    await api.call('changePhoneNumber', { token: login.access_token, body: { phone_number: second, otp: await api.lastCode(second) } });
    expect((await api.call('getProfile', { token: referrer.token })).json().data.coins).toBe(10);
  });
});
