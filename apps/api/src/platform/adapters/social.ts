export interface SocialIdentity {
  provider: string;
  /** Stable id of the person at the provider. */
  providerUserId: string;
  name: string;
  email: string | null;
  /** Only a provider-verified address may be linked to an existing account with that address. */
  emailVerified: boolean;
}

/** Turns a provider access token into who it belongs to. A real one (Facebook Graph API) calls the provider. */
export interface SocialProvider {
  readonly sandbox: boolean;
  identify(accessToken: string): Promise<SocialIdentity | null>;
}

/**
 * Sandbox tokens read "sandbox:<email>:<name>" and anyone can write one, so the sandbox only ever signs in the
 * identities it created itself: its own provider ('sandbox', never a real provider's ids) and an e-mail that is
 * never treated as verified, so it is never matched to an existing account (typing the admin's address gives a
 * new, separate account without that address).
 */
export const sandboxSocial: SocialProvider = {
  sandbox: true,
  async identify(accessToken) {
    const match = /^sandbox:([^:\s]+@[^:\s]+):(.+)$/.exec(accessToken);
    if (!match) return null;
    const email = match[1]!.toLowerCase();
    return { provider: 'sandbox', providerUserId: email, name: match[2]!.trim(), email, emailVerified: false };
  },
};
