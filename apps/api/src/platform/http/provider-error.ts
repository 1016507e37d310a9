/** The outside services an adapter speaks to. */
export type ProviderService = 'sms' | 'email' | 'captcha' | 'social';

/**
 * A real provider could not do what was asked. `recipient`: it refused the fan's own input (a number that cannot
 * receive messages, an address with no mailbox): answered 422, never 5xx. `provider`: our account, its
 * configuration or the provider itself (down, refusing our credentials): answered 503 with Retry-After and logged.
 * The message names the provider's error code and reason only, never a secret, token or message body.
 */
export class ProviderError extends Error {
  constructor(
    readonly service: ProviderService,
    readonly fault: 'recipient' | 'provider',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Outside calls give up after this long: a fan's request must not hang on a slow provider. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** fetch with a timeout, whose failures (refused connection, timeout) become a provider fault without the URL (it may carry a token). */
export async function providerFetch(service: ProviderService, url: string, init: RequestInit, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(service, 'provider', `${service} provider ${reason}`);
  }
}

/** The JSON body of a provider's answer, or null when it is not JSON (a proxy's HTML error page). */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}
