import type { LoginCredentials } from '@hadaf/domain';
import type { operations } from '../generated/schema.ts';
import { OAUTH_CLIENT_ID, OAUTH_SCOPE } from './create-client.ts';

export type TokenRequestBody = operations['issueToken']['requestBody']['content']['application/json'];

/** The token request for a sign-in (password or social grant): the client id and scope are the client's business. */
export function loginBody(credentials: LoginCredentials): TokenRequestBody {
  return credentials.grant === 'password'
    ? { grant_type: 'password', client_id: OAUTH_CLIENT_ID, scope: OAUTH_SCOPE, username: credentials.username, password: credentials.password }
    : {
        grant_type: 'social',
        client_id: OAUTH_CLIENT_ID,
        scope: OAUTH_SCOPE,
        provider: 'facebook',
        access_token: credentials.accessToken,
        referrer: credentials.referrer ?? null,
      };
}
