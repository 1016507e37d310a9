import { createHmac } from 'node:crypto';
import { ProviderError } from '../http/provider-error.ts';
import { jsonOf, providerFetch } from './provider-fetch.ts';
import type { SocialIdentity, SocialProvider } from './social.ts';

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v25.0 (a stand-in's in tests). */
  graphUrl: string;
}

/**
 * The Graph API version the server calls and the web client's SDK is initialised with (one pin for both). v25.0 is
 * available until 29 July 2028 by Facebook's changelog; move it before then (docs/deployment.md).
 */
export const FACEBOOK_GRAPH_VERSION = 'v25.0';
export const FACEBOOK_GRAPH_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`;

/** The version a Graph address names (…/v25.0), or the pinned one for an address without (a stand-in, a proxy). */
export function graphVersionOf(graphUrl: string): string {
  return /\/(v\d{1,3}\.\d{1,3})$/.exec(graphUrl)?.[1] ?? FACEBOOK_GRAPH_VERSION;
}

/** A Graph API error as documented: {error: {message, type, code, error_subcode?, fbtrace_id}}. */
interface GraphError {
  error?: { code?: unknown; type?: unknown };
}

interface DebugToken {
  data?: { app_id?: unknown; type?: unknown; is_valid?: unknown; expires_at?: unknown; user_id?: unknown };
}

interface Me {
  id?: unknown;
  name?: unknown;
  email?: unknown;
}

/** Longest token sent on: Facebook user tokens are a few hundred characters. */
const MAX_TOKEN_LENGTH = 2048;

/**
 * Facebook Login: the fan's user access token is checked with /debug_token (our app token `app_id|app_secret`)
 * and must be valid, unexpired, a user token and issued to our app; then /me gives the profile. A token of another
 * app is refused, or anyone's app could sign its users in here as them.
 */
export function facebookSocial(settings: FacebookSettings): SocialProvider {
  const graph = async <T>(path: string, query: Record<string, string>): Promise<{ status: number; body: (T & GraphError) | null }> => {
    const url = `${settings.graphUrl}${path}?${new URLSearchParams(query)}`;
    const response = await providerFetch('social', url, { headers: { accept: 'application/json' } });
    const body = (await jsonOf(response)) as (T & GraphError) | null;
    if (response.status >= 500 || body === null) throw new ProviderError('social', 'provider', `Graph API ${path} answered ${response.status}`);
    return { status: response.status, body };
  };

  return {
    sandbox: false,
    async identify(accessToken) {
      if (accessToken === '' || accessToken.length > MAX_TOKEN_LENGTH || accessToken.startsWith('sandbox:')) return null;
      // Problems with the inspected token come inside `data`; a top-level error is about our app token (or Graph).
      const debug = await graph<DebugToken>('/debug_token', { input_token: accessToken, access_token: `${settings.appId}|${settings.appSecret}` });
      if (debug.body?.error) throw new ProviderError('social', 'provider', `Graph API /debug_token error ${String(debug.body.error.code)} (${String(debug.body.error.type)})`);
      const data = debug.body?.data;
      if (!data || data.is_valid !== true || String(data.app_id) !== settings.appId) return null;
      if (data.type !== undefined && data.type !== 'USER') return null;
      // 0 means a token that does not expire.
      if (typeof data.expires_at === 'number' && data.expires_at !== 0 && data.expires_at * 1000 <= Date.now()) return null;

      // appsecret_proof: Graph calls made with a user token prove they come from our server.
      const proof = createHmac('sha256', settings.appSecret).update(accessToken).digest('hex');
      const me = await graph<Me>('/me', { fields: 'id,name,email,picture', access_token: accessToken, appsecret_proof: proof });
      if (me.body?.error) return null;
      const profile = me.body!;
      if (typeof profile.id !== 'string' || profile.id === '' || (data.user_id !== undefined && String(data.user_id) !== profile.id)) return null;
      const identity: SocialIdentity = {
        provider: 'facebook',
        providerUserId: profile.id,
        name: typeof profile.name === 'string' && profile.name.trim() !== '' ? profile.name.trim() : 'Facebook user',
        email: typeof profile.email === 'string' && profile.email.includes('@') ? profile.email.toLowerCase() : null,
        // Facebook does not say the address was confirmed: never linked to an existing account by it (production-adapters.md).
        emailVerified: false,
      };
      return identity;
    },
  };
}
