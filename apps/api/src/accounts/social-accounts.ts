import type { SocialIdentity } from '../platform/adapters/social.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Services } from '../platform/services.ts';
import { findUserById, firstUser, type UserRow } from '../platform/sessions/user-row.ts';
import { createUser, findUserByReferralCode, normalizeEmail } from './users.ts';

/**
 * The account behind a social identity: the linked one; else the account with the same provider-verified
 * e-mail (linked now); else a new account (isNew: the client then shows /register/review).
 */
export async function accountForSocialIdentity(
  services: Services,
  identity: SocialIdentity,
  { referrer, language }: { referrer: string | null | undefined; language: Locale },
): Promise<{ user: UserRow; isNew: boolean }> {
  const { database } = services;
  const [link] = await database.query<{ user_id: number }>('SELECT user_id FROM social_accounts WHERE provider = $1 AND provider_user_id = $2', [
    identity.provider,
    identity.providerUserId,
  ]);
  const linked = link ? await findUserById(database, link.user_id) : null;
  if (linked) return { user: linked, isNew: false };

  const email = identity.email ? normalizeEmail(identity.email) : null;
  const sameEmail = email ? firstUser(await database.query('SELECT * FROM users WHERE email = $1', [email])) : null;
  let user: UserRow;
  let isNew = false;
  if (sameEmail && identity.emailVerified) {
    user = sameEmail;
  } else {
    const referrerUser = await findUserByReferralCode(services, referrer);
    // An unverified or already-used address is not attached: the user can add one on /register/review.
    user = await createUser(services, { name: identity.name, email: sameEmail ? null : email, passwordHash: null, language, referrerId: referrerUser?.id ?? null });
    if (user.email && identity.emailVerified) {
      user = firstUser(await database.query('UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING *', [user.id])) ?? user;
    }
    isNew = true;
  }
  try {
    await database.query('INSERT INTO social_accounts (provider, provider_user_id, user_id) VALUES ($1, $2, $3)', [identity.provider, identity.providerUserId, user.id]);
  } catch (error) {
    // Two first logins at once: the other request linked it; use that account.
    if (!isUniqueViolation(error)) throw error;
    return accountForSocialIdentity(services, identity, { referrer, language });
  }
  return { user, isNew };
}
