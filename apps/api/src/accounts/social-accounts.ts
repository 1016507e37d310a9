import type { SocialIdentity } from '../platform/adapters/social.ts';
import type { Transaction } from '../platform/database/database.ts';
import { isUniqueViolation } from '../platform/database/rows.ts';
import type { Locale } from '../platform/http/messages.ts';
import type { Services } from '../platform/services.ts';
import { findUserById, firstUser, type UserRow } from '../platform/sessions/user-row.ts';
import { createUser, findUserByReferralCode, normalizeEmail, type NewUser } from './users.ts';

/**
 * The account behind a social identity: the linked one; else the account with the same provider-verified
 * e-mail (linked now); else a new account (isNew: the client then shows /register/review).
 * Concurrent first logins of one identity (two tabs, a double tap) wait for each other: the first creates and
 * links the account, the others find the link and log in.
 */
export async function accountForSocialIdentity(
  services: Services,
  identity: SocialIdentity,
  { referrer, language }: { referrer: string | null | undefined; language: Locale },
): Promise<{ user: UserRow; isNew: boolean }> {
  const referrerUser = await findUserByReferralCode(services, referrer);
  const email = identity.email ? normalizeEmail(identity.email) : null;
  return services.database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`social-login:${identity.provider}:${identity.providerUserId}`]);
    const [link] = await tx.query<{ user_id: number }>('SELECT user_id FROM social_accounts WHERE provider = $1 AND provider_user_id = $2', [
      identity.provider,
      identity.providerUserId,
    ]);
    const linked = link ? await findUserById(tx, link.user_id) : null;
    if (linked) return { user: linked, isNew: false };

    const sameEmail = email ? firstUser(await tx.query('SELECT * FROM users WHERE email = $1', [email])) : null;
    const user =
      sameEmail && identity.emailVerified
        ? sameEmail
        : // An unverified or already-used address is not attached: the user can add one on /register/review.
          await createSocialUser(tx, { name: identity.name, email: sameEmail ? null : email, passwordHash: null, language, referrerId: referrerUser?.id ?? null }, identity.emailVerified);
    await tx.query('INSERT INTO social_accounts (provider, provider_user_id, user_id) VALUES ($1, $2, $3)', [identity.provider, identity.providerUserId, user.id]);
    return { user, isNew: user !== sameEmail };
  });
}

/** A new account for a social identity; if its e-mail was taken a moment ago (a registration racing), without it. */
async function createSocialUser(tx: Transaction, input: NewUser, emailVerified: boolean): Promise<UserRow> {
  if (input.email === null) return createUser(tx, input);
  await tx.query('SAVEPOINT social_user');
  try {
    const user = await createUser(tx, input);
    await tx.query('RELEASE SAVEPOINT social_user');
    if (!emailVerified) return user;
    return firstUser(await tx.query('UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING *', [user.id])) ?? user;
  } catch (error) {
    if (!isUniqueViolation(error, 'email')) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT social_user');
    return createUser(tx, { ...input, email: null });
  }
}
