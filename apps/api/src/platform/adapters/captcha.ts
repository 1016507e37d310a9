/**
 * Checks the captcha token of registration and password recovery: false for a token that fails (answered 422);
 * a provider that cannot answer throws a ProviderError (503). The real ones: siteverify-captcha.ts.
 */
export interface CaptchaVerifier {
  readonly sandbox: boolean;
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The token the sandbox accepts; the web client sends it when it runs against the sandbox. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox';

export const sandboxCaptcha: CaptchaVerifier = {
  sandbox: true,
  verify: async (token) => token === SANDBOX_CAPTCHA_TOKEN,
};
