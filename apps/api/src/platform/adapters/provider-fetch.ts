import { ProviderError, type ProviderService } from '../http/provider-error.ts';

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
