import { and, eq } from 'drizzle-orm';
import type { SocialIdentity } from '../adapters/social.ts';
import { socialAccounts, users, type Locale, type UserRow } from '../db/schema.ts';
import type { Services } from './services.ts';
import { createUser, findUserById, findUserByReferralCode, isUniqueViolation, normalizeEmail } from './users.ts';

/**
 * The account behind a social identity: the linked one; else the account with the same provider-verified
 * e-mail (linked now); else a new account (isNew: the client then shows /register/review).
 */
export async function accountForSocialIdentity(
  services: Services,
  identity: SocialIdentity,
  { referrer, language }: { referrer: string | null | undefined; language: Locale },
): Promise<{ user: UserRow; isNew: boolean }> {
  const [link] = await services.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.providerUserId)));
  const linked = link ? await findUserById(services, link.userId) : null;
  if (linked) return { user: linked, isNew: false };

  const email = identity.email ? normalizeEmail(identity.email) : null;
  const [sameEmail] = email ? await services.db.select().from(users).where(eq(users.email, email)) : [];
  let user: UserRow;
  let isNew = false;
  if (sameEmail && identity.emailVerified) {
    user = sameEmail;
  } else {
    const referrerUser = await findUserByReferralCode(services, referrer);
    // An unverified or already-used address is not attached: the user can add one on /register/review.
    user = await createUser(services, { name: identity.name, email: sameEmail ? null : email, passwordHash: null, language, referrerId: referrerUser?.id ?? null });
    if (user.email && identity.emailVerified) {
      [user] = (await services.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id)).returning()) as [UserRow];
    }
    isNew = true;
  }
  try {
    await services.db.insert(socialAccounts).values({ provider: identity.provider, providerUserId: identity.providerUserId, userId: user.id });
  } catch (error) {
    // Two first logins at once: the other request linked it; use that account.
    if (!isUniqueViolation(error)) throw error;
    return accountForSocialIdentity(services, identity, { referrer, language });
  }
  return { user, isNew };
}
