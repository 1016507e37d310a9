/** The outside services an adapter speaks to. */
export type ProviderService = 'sms' | 'email' | 'captcha' | 'social' | 'payments' | 'storage';

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

