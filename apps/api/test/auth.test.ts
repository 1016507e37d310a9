import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountForSocialIdentity } from '../src/accounts/social-accounts.ts';
import { createHarness, PASSWORD, uniqueEmail, updateUser, type Harness } from './helpers/harness.ts';

let api: Harness;

beforeAll(async () => {
  api = await createHarness();
}, 180_000);
afterAll(() => api?.close());

const passwordGrant = (username: string, password: string) => ({ grant_type: 'password', client_id: 2, scope: '*', username, password });
const refreshGrant = (refresh_token: string) => ({ grant_type: 'refresh_token', client_id: '2', scope: '*', refresh_token });
const socialGrant = (access_token: string, referrer?: string) => ({ grant_type: 'social', client_id: 2, scope: '*', access_token, ...(referrer ? { referrer } : {}) });

describe('POST /v2/register/email', () => {
  it('creates the account, answers the user, and sends a verification e-mail', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await api.call('registerEmail', { body: { name: 'Ahmed Samir', email, password: PASSWORD, recaptcha: 'sandbox' } });
    expect(response.statusCode).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({ name: 'Ahmed Samir', email: email.toLowerCase(), phone_number: null, phone_verified: false, coins: 0, points: 0, creator: false });
    expect(user.settings).toMatchObject({ language: 'en', receive_notifications: true, auto_navigate_to_next_prediction: true, referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(await api.lastMessage(email.toLowerCase())).toContain('/api/email/verify?');
  });

  it('takes the language from X-Locale', async () => {
    const response = await api.call('registerEmail', { body: { name: 'منى', email: uniqueEmail(), password: PASSWORD, recaptcha: 'sandbox' }, locale: 'ar' });
    expect(response.json().data.settings.language).toBe('ar');
  });

  it("refuses an e-mail in use with 'User already exists.' (any letter case)", async () => {
    const { email } = await api.newUser();
    const response = await api.call('registerEmail', { body: { name: 'Copy', email: email.toUpperCase(), password: PASSWORD, recaptcha: 'sandbox' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['User already exists.'] });
  });

  it('creates one account when the same e-mail registers many times at once', { tags: ['postgres'] }, async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => api.call('registerEmail', { body: { name: 'Race', email, password: PASSWORD, recaptcha: 'sandbox' } })));
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, ...Array(19).fill(422)]);
  });

  it('refuses a wrong captcha with recaptcha-error', async () => {
    const response = await api.call('registerEmail', { body: { name: 'Bot', email: uniqueEmail(), password: PASSWORD, recaptcha: 'wrong' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ recaptcha: ['recaptcha-error'] });
  });

  it('applies the password policy (8 characters, a letter and a digit) in the request language', async () => {
    const short = await api.call('registerEmail', { body: { name: 'A', email: uniqueEmail(), password: 'abc1', recaptcha: 'sandbox' } });
    expect(short.json().errors).toEqual({ password: ['The password must be at least 8 characters long.'] });
    const noDigit = await api.call('registerEmail', { body: { name: 'A', email: uniqueEmail(), password: 'abcdefghij', recaptcha: 'sandbox' }, locale: 'ar' });
    expect(noDigit.json().errors).toEqual({ password: ['يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.'] });
  });

  it('links a valid referral code and ignores an unknown one', async () => {
    const referrer = await api.newUser();
    const code = (await api.call('getProfile', { token: referrer.token })).json().data.settings.referral_code;
    const invited = await api.call('registerEmail', { body: { name: 'Invited', email: uniqueEmail(), password: PASSWORD, recaptcha: 'sandbox', referrer: code } });
    expect(invited.statusCode).toBe(201);
    const stale = await api.call('registerEmail', { body: { name: 'Stale', email: uniqueEmail(), password: PASSWORD, recaptcha: 'sandbox', referrer: 'NOSUCHCODE' } });
    expect(stale.statusCode).toBe(201);
  });
});

describe('POST /v2/oauth/token: password grant', () => {
  it('logs in with the e-mail address and gives short-lived tokens', async () => {
    const user = await api.newUser();
    const response = await api.call('issueToken', { body: passwordGrant(user.email.toUpperCase(), PASSWORD) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await api.call('getProfile', { token: response.json().access_token });
    expect(me.json().data.id).toBe(user.id);
  });

  it('logs in with a verified phone number', async () => {
    const user = await api.newUser();
    await updateUser(api, user.id, { phoneNumber: '01011111111', phoneVerified: true });
    const response = await api.call('issueToken', { body: passwordGrant('01011111111', PASSWORD) });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const user = await api.newUser();
    const wrong = await api.call('issueToken', { body: passwordGrant(user.email, 'wrong-password1') });
    const unknown = await api.call('issueToken', { body: passwordGrant(uniqueEmail('ghost'), PASSWORD) });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'invalid_creds' });
    }
  });

  it('refuses a social-only account (no password) with invalid_creds', async () => {
    const email = uniqueEmail('social');
    await api.call('issueToken', { body: socialGrant(`sandbox:${email}:Social Only`) });
    const response = await api.call('issueToken', { body: passwordGrant(email, PASSWORD) });
    expect(response.json()).toEqual({ message: 'invalid_creds' });
  });

  it('locks out, for 5 minutes, the address that keeps failing on an account (429, Retry-After), even with the right password', async () => {
    const user = await api.newUser();
    const ip = '10.20.0.1';
    for (let attempt = 0; attempt < 10; attempt++) await api.call('issueToken', { ip, body: passwordGrant(user.email, 'wrong-password1') });
    const response = await api.call('issueToken', { ip, body: passwordGrant(user.email, PASSWORD) });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('300');
    expect(response.json()).toEqual({ message: 'Too many attempts. Please try again in 5 minutes.' });
  });

  it("never locks the owner out with someone else's failures: the right password from a clean address gets through an attack", async () => {
    const user = await api.newUser();
    for (let attempt = 0; attempt < 60; attempt++) await api.call('issueToken', { ip: `10.30.${attempt}.1`, body: passwordGrant(user.email, 'guess-123') });
    expect((await api.call('issueToken', { ip: '10.31.0.1', body: passwordGrant(user.email, PASSWORD) })).statusCode).toBe(200);
    // While under attack a wrong guess from a new address is refused like a lock, and that address then waits.
    expect((await api.call('issueToken', { ip: '10.31.0.2', body: passwordGrant(user.email, 'guess-456') })).statusCode).toBe(429);
    expect((await api.call('issueToken', { ip: '10.31.0.2', body: passwordGrant(user.email, PASSWORD) })).statusCode).toBe(429);
  });

  it('lets many people behind one address (a carrier NAT) sign in although others there mistyped', async () => {
    const ip = '10.40.0.1';
    const people = await Promise.all([1, 2, 3].map(() => api.newUser()));
    for (let attempt = 0; attempt < 60; attempt++) await api.call('issueToken', { ip, body: passwordGrant(people[attempt % 2]!.email, 'typo-1234') });
    expect((await api.call('issueToken', { ip, body: passwordGrant(people[2]!.email, PASSWORD) })).statusCode).toBe(200);
  });
});

describe('POST /v2/oauth/token: refresh_token grant', () => {
  it('keeps the refresh token in an HttpOnly cookie for browsers, and refreshes from it when the body has none', async () => {
    const user = await api.newUser();
    const login = await api.call('issueToken', { body: passwordGrant(user.email, PASSWORD) });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^refresh-token=${login.json().refresh_token}; Path=/api/v2; Max-Age=2592000; SameSite=Strict; HttpOnly$`));
    const { refresh_token: _omitted, ...withoutToken } = refreshGrant('unused');
    const refreshed = await api.call('issueToken', { body: withoutToken, headers: { cookie: `refresh-token=${login.json().refresh_token}` } });
    expect(refreshed.statusCode).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toContain(`refresh-token=${refreshed.json().refresh_token};`);
    expect((await api.call('issueToken', { body: withoutToken })).statusCode).toBe(401);
  });

  it('ends the cookie login on logout and clears the cookie', async () => {
    const user = await api.newUser();
    const login = (await api.call('issueToken', { body: passwordGrant(user.email, PASSWORD) })).json();
    const logout = await api.call('logout', { token: user.token, headers: { cookie: `refresh-token=${login.refresh_token}` } });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^refresh-token=; Path=\/api\/v2; Max-Age=0;/);
    expect((await api.call('issueToken', { body: refreshGrant(login.refresh_token) })).statusCode).toBe(401);
  });

  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const user = await api.newUser();
    const first = await api.call('issueToken', { body: refreshGrant(user.refreshToken) });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(user.refreshToken);
    expect((await api.call('getProfile', { token: rotated.access_token })).statusCode).toBe(200);
    const second = await api.call('issueToken', { body: refreshGrant(rotated.refresh_token) });
    expect(second.statusCode).toBe(200);
  });

  it('treats reuse of a spent token after the grace window as theft: the whole family is revoked', async () => {
    const user = await api.newUser();
    const rotated = (await api.call('issueToken', { body: refreshGrant(user.refreshToken) })).json();
    await api.app.services.database.query(`UPDATE refresh_tokens SET used_at = now() - interval '31 seconds' WHERE user_id = $1 AND used_at IS NOT NULL`, [user.id]);
    const reuse = await api.call('issueToken', { body: refreshGrant(user.refreshToken) });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'invalid_creds' });
    expect((await api.call('issueToken', { body: refreshGrant(rotated.refresh_token) })).statusCode).toBe(401);
    expect((await api.call('getProfile', { token: rotated.access_token })).statusCode).toBe(401);
    // Other logins of the same user are untouched.
    const other = await api.call('issueToken', { body: passwordGrant(user.email, PASSWORD) });
    expect((await api.call('getProfile', { token: other.json().access_token })).statusCode).toBe(200);
  });

  it('gives simultaneous refreshes with one token (two tabs) the same successor, which stays valid', { tags: ['postgres'] }, async () => {
    const user = await api.newUser();
    const results = await Promise.all(Array.from({ length: 30 }, () => api.call('issueToken', { body: refreshGrant(user.refreshToken) })));
    expect(results.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const pairs = new Set(results.map((response) => `${response.json().access_token} ${response.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const successor = results[0]!.json();
    expect((await api.call('getProfile', { token: successor.access_token })).statusCode).toBe(200);
    expect((await api.call('issueToken', { body: refreshGrant(successor.refresh_token) })).statusCode).toBe(200);
  });

  it('returns the successor again within the grace window, but not once the login has ended', async () => {
    const user = await api.newUser();
    const first = (await api.call('issueToken', { body: refreshGrant(user.refreshToken) })).json();
    const again = await api.call('issueToken', { body: refreshGrant(user.refreshToken) });
    expect(again.json()).toMatchObject({ access_token: first.access_token, refresh_token: first.refresh_token });
    await api.call('logout', { token: first.access_token });
    expect((await api.call('issueToken', { body: refreshGrant(user.refreshToken) })).statusCode).toBe(401);
  });

  it('refuses at once an access token that was remembered for the busiest operations, once its login has ended', async () => {
    const user = await api.newUser();
    // Saving predictions needs only who the caller is: the server remembers a verified token (sessions/identities.ts).
    const save = () => api.call('savePredictions', { token: user.token, body: { game_id: 999_999, bets: [{ bet_id: 1, value: 'yes' }] } });
    expect((await save()).statusCode).toBe(404);
    expect((await save()).statusCode).toBe(404);
    expect((await api.call('logout', { token: user.token })).statusCode).toBe(204);
    expect((await save()).statusCode).toBe(401);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await api.call('issueToken', { body: refreshGrant('nope') })).statusCode).toBe(401);
    const user = await api.newUser();
    await api.app.services.database.query('UPDATE refresh_tokens SET family_expires_at = $2 WHERE user_id = $1', [user.id, new Date(Date.now() - 1000)]);
    expect((await api.call('issueToken', { body: refreshGrant(user.refreshToken) })).statusCode).toBe(401);
  });

  it('still works when a stale access token is sent along (optional auth)', async () => {
    const user = await api.newUser();
    const response = await api.call('issueToken', { token: 'expired-access-token', body: refreshGrant(user.refreshToken) });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /v2/oauth/token: social grant (sandbox provider)', () => {
  it("creates the account on first use (extra.type 'register'), then logs it in", async () => {
    const email = uniqueEmail('fb');
    const first = await api.call('issueToken', { body: socialGrant(`sandbox:${email}:Mona Adel`) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ extra: { type: 'register' }, user: { name: 'Mona Adel', email } });
    const again = await api.call('issueToken', { body: socialGrant(`sandbox:${email}:Mona Adel`) });
    expect(again.json()).toMatchObject({ extra: { type: 'login' }, user: { id: first.json().user.id } });
  });

  it('never signs in an existing account, the admin included: its address gives a separate new account without it', async () => {
    const user = await api.newUser();
    const response = await api.call('issueToken', { body: socialGrant(`sandbox:${user.email}:Mallory`) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ extra: { type: 'register' }, user: { name: 'Mallory', email: null } });
    expect(response.json().user.id).not.toBe(user.id);
    const admin = await api.newAdmin();
    const impostor = await api.call('issueToken', { body: socialGrant(`sandbox:${admin.email}:Mallory`) });
    expect(impostor.json().user.id).not.toBe(admin.id);
  });

  it('links a provider-verified e-mail to the existing account (real providers)', async () => {
    const user = await api.newUser();
    const identity = { provider: 'facebook', providerUserId: `fb-${user.id}`, name: 'Same Person', email: user.email, emailVerified: true };
    const linked = await accountForSocialIdentity(api.app.services, identity, { referrer: null, language: 'en' });
    expect(linked).toMatchObject({ isNew: false, user: { id: user.id } });
    expect(await accountForSocialIdentity(api.app.services, identity, { referrer: null, language: 'en' })).toMatchObject({ isNew: false, user: { id: user.id } });
  });

  it('gives concurrent first logins of one identity one account: one register, the rest log in', { tags: ['postgres'] }, async () => {
    const token = `sandbox:${uniqueEmail('race')}:Racer`;
    const responses = await Promise.all(Array.from({ length: 30 }, () => api.call('issueToken', { body: socialGrant(token) })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(responses.map((response) => response.json().user.id)).size).toBe(1);
    expect(responses.filter((response) => response.json().extra.type === 'register')).toHaveLength(1);
  });

  it('refuses a token the provider does not recognise', async () => {
    const response = await api.call('issueToken', { body: socialGrant('EAAG-not-sandbox') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'invalid_creds' });
  });

  it('answers 501 when social login is not configured', async () => {
    const { adapters } = api.app.services;
    const provider = adapters.social;
    adapters.social = null;
    try {
      const response = await api.call('issueToken', { body: socialGrant(`sandbox:${uniqueEmail()}:X`) });
      expect(response.statusCode).toBe(501);
    } finally {
      adapters.social = provider;
    }
  });
});

describe('POST /v2/logout', () => {
  it('revokes the access and refresh tokens of the session only', async () => {
    const user = await api.newUser();
    const otherLogin = (await api.call('issueToken', { body: passwordGrant(user.email, PASSWORD) })).json();
    const response = await api.call('logout', { token: user.token, body: { refresh_token: user.refreshToken } });
    expect(response.statusCode).toBe(204);
    expect((await api.call('getProfile', { token: user.token })).statusCode).toBe(401);
    expect((await api.call('issueToken', { body: refreshGrant(user.refreshToken) })).statusCode).toBe(401);
    expect((await api.call('getProfile', { token: otherLogin.access_token })).statusCode).toBe(200);
  });

  it('works without a body, and not without a token', async () => {
    const user = await api.newUser();
    expect((await api.call('logout', { token: user.token })).statusCode).toBe(204);
    expect((await api.call('logout')).statusCode).toBe(401);
  });

  it("cannot revoke another user's refresh token", async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    await api.call('logout', { token: alice.token, body: { refresh_token: bob.refreshToken } });
    expect((await api.call('issueToken', { body: refreshGrant(bob.refreshToken) })).statusCode).toBe(200);
  });
});

describe('password recovery', () => {
  it('by phone: an SMS code, then a new password that ends every session', async () => {
    const user = await api.newUser();
    await updateUser(api, user.id, { phoneNumber: '01022222222', phoneVerified: true });
    const forgot = await api.call('forgetPassword', { body: { identifier: '01022222222', recaptcha: 'sandbox' } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ identifier_type: 'phone', message: 'otp_sent' });
    const otp = await api.lastCode('01022222222');
    const reset = await api.call('resetPassword', { body: { otp, identifier: '01022222222', new_password: 'n3wSecret!' } });
    expect(reset.statusCode).toBe(200);
    expect((await api.call('getProfile', { token: user.token })).statusCode).toBe(401);
    expect((await api.call('issueToken', { body: passwordGrant(user.email, 'n3wSecret!') })).statusCode).toBe(200);
    // Single use.
    const again = await api.call('resetPassword', { body: { otp, identifier: '01022222222', new_password: 'an0therOne' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ otp: ['The code is invalid or has expired.'] });
  });

  it('by e-mail: a link to /reset-password with the code and identifier', async () => {
    const user = await api.newUser();
    const forgot = await api.call('forgetPassword', { body: { identifier: user.email, recaptcha: 'sandbox' } });
    expect(forgot.json().identifier_type).toBe('email');
    const message = await api.lastMessage(user.email);
    expect(message).toContain(`/reset-password?otp=`);
    expect(message).toContain(`identifier=${encodeURIComponent(user.email)}`);
    const otp = await api.lastCode(user.email);
    expect((await api.call('resetPassword', { body: { otp, identifier: user.email, new_password: 'n3wSecret!' } })).statusCode).toBe(200);
  });

  it('does not reveal whether an account exists', async () => {
    const user = await api.newUser();
    const known = await api.call('forgetPassword', { body: { identifier: user.email, recaptcha: 'sandbox' } });
    const unknown = await api.call('forgetPassword', { body: { identifier: uniqueEmail('nobody'), recaptcha: 'sandbox' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const phone = await api.call('forgetPassword', { body: { identifier: '01099999999', recaptcha: 'sandbox' } });
    expect(phone.json()).toEqual({ identifier_type: 'phone', message: 'otp_sent' });
    const reset = await api.call('resetPassword', { body: { otp: '123456', identifier: '01099999999', new_password: 'n3wSecret!' } });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toEqual({ otp: ['The code is invalid or has expired.'] });
  });

  it('checks the identifier, the captcha and the new password', async () => {
    const badPhone = await api.call('forgetPassword', { body: { identifier: '12345', recaptcha: 'sandbox' } });
    expect(badPhone.json().errors).toEqual({ identifier: ['Enter an 11-digit mobile number starting with 01.'] });
    const badCaptcha = await api.call('forgetPassword', { body: { identifier: '01012345678', recaptcha: 'no' } });
    expect(badCaptcha.json().errors).toEqual({ recaptcha: ['recaptcha-error'] });
    const weak = await api.call('resetPassword', { body: { otp: '123456', identifier: '01012345678', new_password: 'short' } });
    expect(weak.json().errors).toEqual({ new_password: ['The password must be at least 8 characters long.'] });
    const badOtp = await api.call('resetPassword', { body: { otp: '12ab', identifier: '01012345678', new_password: 'n3wSecret!' } });
    expect(badOtp.json().errors).toEqual({ otp: ['Enter the 6-digit code.'] });
  });

  it('throttles sending per identifier (429 with Retry-After 300)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await api.call('forgetPassword', { body: { identifier: '01033333333', recaptcha: 'sandbox' } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('300');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('throttles guessing codes from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await api.call('resetPassword', { ip: '10.50.0.1', body: { otp: '000000', identifier: 'guess@example.com', new_password: 'n3wSecret!' } })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("lets the holder of the right code through others' guessing", async () => {
    const user = await api.newUser();
    await api.call('forgetPassword', { body: { identifier: user.email, recaptcha: 'sandbox' } });
    const code = await api.lastCode(user.email);
    for (let attempt = 0; attempt < 25; attempt++) {
      await api.call('resetPassword', { ip: `10.51.${attempt}.1`, body: { otp: '000000', identifier: user.email, new_password: 'n3wSecret!' } });
    }
    const reset = await api.call('resetPassword', { ip: '10.52.0.1', body: { otp: code, identifier: user.email, new_password: 'n3wSecret!' } });
    expect(reset.statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('sends the link again, and the link verifies the address', async () => {
    const user = await api.newUser();
    const response = await api.call('sendVerificationEmail', { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification e-mail sent.' });
    const link = /https?:\/\/[^/]+(\/api\/email\/verify\?\S+)/.exec(await api.lastMessage(user.email))![1]!;
    const visit = await api.app.inject({ method: 'GET', url: link });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/login?email-verified');
    const again = await api.call('sendVerificationEmail', { token: user.token });
    expect(again.json()).toEqual({ message: 'Your e-mail address is already verified.' });
  });

  it('rejects a forged link and needs a token to resend', async () => {
    const user = await api.newUser();
    const visit = await api.app.inject({ method: 'GET', url: `/api/email/verify?email=${encodeURIComponent(user.email)}&token=forged` });
    expect(visit.headers.location).toBe('/login');
    expect((await api.call('sendVerificationEmail')).statusCode).toBe(401);
  });

  it('throttles resending', async () => {
    const user = await api.newUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await api.call('sendVerificationEmail', { token: user.token })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
