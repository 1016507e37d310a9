/**
 * Each service's real provider, configured with credentials of the right shape that reach nobody: what the
 * configuration checks accept (and production requires). Tests and benches that point a provider at a stand-in
 * override its address; these only choose the provider.
 */
export const realProviderEnv = {
  sms: { HADAF_SMS: 'twilio', HADAF_TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', HADAF_TWILIO_AUTH_TOKEN: 't', HADAF_SMS_SENDER: 'Hadaf' },
  email: { HADAF_EMAIL: 'smtp', HADAF_SMTP_HOST: 'smtp.example.com', HADAF_EMAIL_FROM: 'Hadaf <no-reply@hadaf.example>' },
  captcha: { HADAF_CAPTCHA: 'recaptcha', HADAF_CAPTCHA_SECRET: 'c', HADAF_CAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI' },
  social: { HADAF_SOCIAL: 'facebook', HADAF_FACEBOOK_APP_ID: '1234', HADAF_FACEBOOK_APP_SECRET: 'f' },
  paymentsCash: { HADAF_PAYMENTS_CASH: 'fawry', HADAF_FAWRY_MERCHANT_CODE: 'm', HADAF_FAWRY_SECURE_KEY: 'k' },
  paymentsCard: {
    HADAF_PAYMENTS_CARD: 'paymob',
    HADAF_PAYMOB_API_KEY: 'a',
    HADAF_PAYMOB_HMAC_SECRET: 'h',
    HADAF_PAYMOB_INTEGRATION_ID: '11',
    HADAF_PAYMOB_ADD_CARD_INTEGRATION_ID: '12',
    HADAF_PAYMOB_IFRAME_ID: '13',
  },
} as const;

/** Every service on its real provider. */
export const everyRealProviderEnv = Object.assign({}, ...Object.values(realProviderEnv)) as Record<string, string>;
