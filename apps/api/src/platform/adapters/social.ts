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

/** Sandbox tokens read "sandbox:<email>:<name>"; the e-mail is the identity and counts as verified. */
export const sandboxSocial: SocialProvider = {
  sandbox: true,
  async identify(accessToken) {
    const match = /^sandbox:([^:\s]+@[^:\s]+):(.+)$/.exec(accessToken);
    if (!match) return null;
    const email = match[1]!.toLowerCase();
    return { provider: 'facebook', providerUserId: `sandbox:${email}`, name: match[2]!.trim(), email, emailVerified: true };
  },
};
