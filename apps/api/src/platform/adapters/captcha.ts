/** Checks the captcha token of registration and password recovery. A real one (reCAPTCHA) calls its API. */
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
