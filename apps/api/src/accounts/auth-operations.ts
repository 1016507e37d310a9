import { validatePassword, validatePhone } from '@hadaf/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineOperations, type HandlerContext } from '../platform/operations.ts';
import type { Schemas } from '../platform/contract/types.ts';
import { invalidCredentials, notImplemented, tooManyRequests, validationFailed } from '../platform/http/errors.ts';
import { domainMessage, type Locale } from '../platform/http/messages.ts';
import { ProviderError } from '../platform/http/provider-error.ts';
import { accountForSocialIdentity } from './social-accounts.ts';
import { consumeOtp, EMAIL_LINK_SECONDS, issueOtp, linkToken } from './otps.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Services } from '../platform/services.ts';
import { guardAttempt, hitThrottle, type GuardedRules } from '../platform/throttle.ts';
import { endSession, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS, refreshSession, revokeAllSessions, startSession } from '../platform/sessions/tokens.ts';
import { cookieOf, setCookie } from '../platform/http/cookies.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import { createUser, findUserByIdentifier, findUserByReferralCode, normalizeEmail, toUserResource } from './users.ts';

const FIVE_MINUTES = 300;
/**
 * Wrong passwords: 10 for one identifier from one address, or 200 from one address (a carrier NAT holds many
 * people), and that caller waits 5 minutes. 50 on one identifier from anywhere put it under attack: then only an
 * address with no failures of its own may still try (guardAttempt).
 */
const loginRules = (identifier: string, ip: string): GuardedRules => ({
  own: [
    { key: `login:pair:${identifier}:${ip}`, max: 10, windowSeconds: FIVE_MINUTES },
    { key: `login:ip:${ip}`, max: 200, windowSeconds: FIVE_MINUTES },
  ],
  shared: [{ key: `login:id:${identifier}`, max: 50, windowSeconds: FIVE_MINUTES }],
});

async function requireCaptcha(services: Services, request: FastifyRequest, token: string, context: HandlerContext) {
  if (!(await services.adapters.captcha.verify(token, request.ip))) throw validationFailed(context.t('invalidData'), { recaptcha: ['recaptcha-error'] });
}

/** The domain package's password policy (the web client checks the same rules before sending). */
function checkPassword(field: string, password: string, context: HandlerContext) {
  const result = validatePassword(password);
  if (!result.ok) throw validationFailed(context.t('invalidData'), { [field]: [domainMessage(result.error, context.locale, result.params)] });
}

/** The identifier of password recovery as the phone number or e-mail address codes are sent to. */
function recoveryTarget(identifier: string, context: HandlerContext): { type: 'email' | 'phone'; target: string } {
  if (identifier.includes('@')) return { type: 'email', target: normalizeEmail(identifier) };
  const phone = validatePhone(identifier);
  if (!phone.ok) throw validationFailed(context.t('invalidData'), { identifier: [domainMessage(phone.error, context.locale)] });
  return { type: 'phone', target: phone.value };
}

const resetTexts = {
  sms: {
    en: (code: string) => `Your Hadaf password reset code is ${code}. It expires in 10 minutes.`,
    ar: (code: string) => `رمز إعادة تعيين كلمة المرور في هدف هو ${code}. صالح لمدة ١٠ دقائق.`,
  },
  subject: { en: 'Reset your Hadaf password', ar: 'إعادة تعيين كلمة المرور في هدف' },
  email: {
    en: (link: string, code: string) => `Open ${link} to choose a new password (code ${code}, valid for 10 minutes). If you did not ask for this, ignore this e-mail.`,
    ar: (link: string, code: string) => `افتح ${link} لاختيار كلمة مرور جديدة (الرمز ${code}، صالح لمدة ١٠ دقائق). إذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
  },
  verifySubject: { en: 'Confirm your e-mail address', ar: 'تأكيد بريدك الإلكتروني' },
  verify: {
    en: (link: string) => `Confirm your e-mail address for Hadaf: ${link}`,
    ar: (link: string) => `أكد بريدك الإلكتروني في هدف: ${link}`,
  },
};

export async function sendVerificationLink(services: Services, userId: number, email: string, locale: Locale) {
  const token = await issueOtp(services, { purpose: 'email_verification', target: email, userId, code: linkToken(), lifetimeSeconds: EMAIL_LINK_SECONDS });
  const link = `${services.config.publicUrl}/api/email/verify?email=${encodeURIComponent(email)}&token=${token}`;
  await services.adapters.email.send({ to: email, subject: resetTexts.verifySubject[locale], body: resetTexts.verify[locale](link), locale });
}

/**
 * Recovery answers alike whether or not an account uses the identifier: a provider refusing an account's own
 * address or number would tell, so that refusal is logged, not answered (a provider fault still answers 503).
 */
async function unlessRecipientRefused(services: Services, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ProviderError && error.fault === 'recipient')) throw error;
    services.log.warn({ provider: error.service, reason: error.message }, 'recovery code not delivered');
  }
}

type TokenRequest = Schemas['TokenRequest'];

async function passwordGrant(request: FastifyRequest, body: Extract<TokenRequest, { grant_type: 'password' }>, context: HandlerContext) {
  const { services } = context;
  const identifier = body.username.trim().toLowerCase();
  const user = await findUserByIdentifier(services, body.username);
  // Unknown account and wrong password answer alike (and take as long: verifyPassword hashes either way).
  const outcome = await guardAttempt(services, loginRules(identifier, request.ip), async () => (await verifyPassword(user?.passwordHash, body.password)) && user !== null);
  if (outcome === 'throttled') throw tooManyRequests(context.t('throttled'));
  if (outcome === 'wrong' || !user) throw invalidCredentials(401);
  return startSession(services, user.id);
}

async function socialGrant(body: Extract<TokenRequest, { grant_type: 'social' }>, context: HandlerContext) {
  const { services } = context;
  const provider = services.adapters.social;
  if (!provider) throw notImplemented(context.t('socialDisabled'));
  const identity = await provider.identify(body.access_token);
  if (!identity) throw invalidCredentials(401);
  const { user, isNew } = await accountForSocialIdentity(services, identity, { referrer: body.referrer, language: context.locale });
  const tokens = await startSession(services, user.id);
  return { ...tokens, user: await toUserResource(services, user), extra: { type: isNew ? ('register' as const) : ('login' as const) } };
}

/**
 * Browsers keep the refresh token where page scripts cannot read it: an HttpOnly, SameSite=Strict cookie (Secure
 * on https) sent only to the API. The body still carries it for other clients, and the refresh grant and logout
 * take it from the body first, else from this cookie.
 */
const refreshCookie = (services: Services, maxAge: number) => ({
  maxAge,
  path: '/api/v2',
  httpOnly: true,
  secure: services.config.publicUrl.startsWith('https:'),
});

function keepRefreshToken<T extends { refresh_token: string }>(reply: FastifyReply, services: Services, tokens: T): T {
  setCookie(reply, REFRESH_COOKIE, tokens.refresh_token, refreshCookie(services, REFRESH_TOKEN_SECONDS));
  return tokens;
}

async function issueTokens(request: FastifyRequest, body: TokenRequest, context: HandlerContext) {
  if (body.grant_type === 'password') return passwordGrant(request, body, context);
  if (body.grant_type === 'social') return socialGrant(body, context);
  const refreshToken = body.refresh_token ?? cookieOf(request, REFRESH_COOKIE);
  const tokens = refreshToken ? await refreshSession(context.services, refreshToken) : null;
  if (!tokens) throw invalidCredentials(401);
  return tokens;
}

export const authOperations = defineOperations({
  issueToken: {
    handler: async (request, reply, context) => keepRefreshToken(reply, context.services, await issueTokens(request, request.body, context)),
  },

  logout: {
    handler: async (request, reply, { services, session }) => {
      await endSession(services, session!, request.body?.refresh_token ?? cookieOf(request, REFRESH_COOKIE));
      setCookie(reply, REFRESH_COOKIE, '', refreshCookie(services, 0));
      return reply.code(204).send();
    },
  },

  registerEmail: {
    handler: async (request, reply, context) => {
      const { services, locale } = context;
      const body = request.body;
      await requireCaptcha(services, request, body.recaptcha, context);
      checkPassword('password', body.password, context);
      const email = normalizeEmail(body.email);
      // Registration has to say the address is taken (spec §8 'User already exists.'); the captcha limits probing.
      const exists = () => validationFailed(context.t('invalidData'), { email: [context.t('userExists')] });
      const [taken] = await services.database.query('SELECT id FROM users WHERE email = $1', [email]);
      if (taken) throw exists();
      const referrer = await findUserByReferralCode(services, body.referrer);
      let user;
      try {
        user = await createUser(services.database, { name: body.name, email, passwordHash: await hashPassword(body.password), language: locale, referrerId: referrer?.id ?? null });
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
      await sendVerificationLink(services, user.id, email, locale);
      return reply.code(201).send({ data: await toUserResource(services, user) });
    },
  },

  forgetPassword: {
    handler: async (request, _reply, context) => {
      const { services, locale } = context;
      await requireCaptcha(services, request, request.body.recaptcha, context);
      const { type, target } = recoveryTarget(request.body.identifier, context);
      const limited = await hitThrottle(services, [
        { key: `reset-send:${target}`, max: 3, windowSeconds: FIVE_MINUTES },
        { key: `reset-send-ip:${request.ip}`, max: 10, windowSeconds: FIVE_MINUTES },
      ]);
      if (limited) throw tooManyRequests(context.t('throttled'));
      // Same answer whether or not an account uses the identifier: recovery must not reveal accounts.
      const user = await findUserByIdentifier(services, target);
      if (user) {
        const code = await issueOtp(services, { purpose: 'password_reset', target, userId: user.id });
        await unlessRecipientRefused(services, async () => {
          if (type === 'phone') {
            await services.adapters.sms.send(target, resetTexts.sms[locale](code));
          } else {
            const link = `${services.config.publicUrl}/reset-password?otp=${code}&identifier=${encodeURIComponent(target)}`;
            await services.adapters.email.send({ to: target, subject: resetTexts.subject[locale], body: resetTexts.email[locale](link, code), locale });
          }
        });
      }
      return { identifier_type: type, message: type === 'phone' ? 'otp_sent' : context.t('resetInstructionsSent') };
    },
  },

  resetPassword: {
    handler: async (request, _reply, context) => {
      const { services } = context;
      const { target } = recoveryTarget(request.body.identifier, context);
      // Checked before the code is spent, so a weak password does not cost the user their code.
      checkPassword('new_password', request.body.new_password, context);
      const spent = { userId: null as number | null };
      const outcome = await guardAttempt(
        services,
        {
          own: [
            { key: `reset-verify:${target}:${request.ip}`, max: 5, windowSeconds: FIVE_MINUTES },
            { key: `reset-verify-ip:${request.ip}`, max: 50, windowSeconds: FIVE_MINUTES },
          ],
          shared: [{ key: `reset-verify:${target}`, max: 20, windowSeconds: FIVE_MINUTES }],
        },
        async () => {
          spent.userId = (await consumeOtp(services, { purpose: 'password_reset', target, code: request.body.otp }))?.userId ?? null;
          return spent.userId !== null;
        },
      );
      if (outcome === 'throttled') throw tooManyRequests(context.t('throttled'));
      if (outcome === 'wrong' || spent.userId === null) throw validationFailed(context.t('invalidData'), { otp: [context.t('invalidOtp')] });
      const passwordHash = await hashPassword(request.body.new_password);
      // A code that reached the mailbox proves the address too.
      const provesEmail = target.includes('@');
      await services.database.query(
        `UPDATE users SET password_hash = $2, updated_at = now(), email_verified_at = CASE WHEN $3 THEN now() ELSE email_verified_at END WHERE id = $1`,
        [spent.userId, passwordHash, provesEmail],
      );
      await revokeAllSessions(services, spent.userId);
      return { message: context.t('passwordReset') };
    },
  },

  sendVerificationEmail: {
    handler: async (request, _reply, context) => {
      const { services } = context;
      const user = context.requireUser();
      if (!user.email) return { message: context.t('noEmail') };
      if (user.emailVerifiedAt) return { message: context.t('emailAlreadyVerified') };
      if (await hitThrottle(services, [{ key: `verify-email:${user.id}`, max: 3, windowSeconds: FIVE_MINUTES }])) throw tooManyRequests(context.t('throttled'));
      await sendVerificationLink(services, user.id, user.email, context.locale);
      return { message: context.t('verificationEmailSent') };
    },
  },
});

/** The link of the verification e-mail (outside the contract: a browser navigation, not an API call). */
export async function emailVerificationRoute(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Querystring: { email?: string; token?: string } }>('/email/verify', async (request, reply) => {
    const email = normalizeEmail(String(request.query.email ?? ''));
    const token = String(request.query.token ?? '');
    const spent = email && token ? await consumeOtp(services, { purpose: 'email_verification', target: email, code: token }) : null;
    // Only while the account still has that address (it may have changed since the mail was sent).
    if (spent?.userId) await services.database.query('UPDATE users SET email_verified_at = now() WHERE id = $1 AND email = $2', [spent.userId, email]);
    return reply.redirect(spent ? '/login?email-verified' : '/login');
  });
}
