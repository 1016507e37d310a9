import { lazy, Suspense } from 'react';
import { useAppSettings } from '@hadaf/api-client';
import { SandboxCaptcha } from '@hadaf/ui';

// Only the registration and recovery forms load it, and only when the server has a real captcha.
const ProviderCaptcha = lazy(() => import('./ProviderCaptcha.tsx'));

/** Kept while the settings or the widget's code arrive, so the form does not jump. */
const placeholder = <div className="min-h-[78px]" />;

/**
 * The captcha a form's `captcha` slot shows: the widget of the provider the server checks tokens with
 * (AppSettings.captcha: reCAPTCHA or Turnstile, by its public site key), or the sandbox checkbox (token "sandbox").
 */
export function FormCaptcha() {
  const settings = useAppSettings();
  if (settings.isPending) return placeholder;
  const captcha = settings.data?.data.captcha;
  if (!captcha || captcha.provider === 'sandbox' || !captcha.site_key) return <SandboxCaptcha />;
  return (
    <Suspense fallback={placeholder}>
      <ProviderCaptcha provider={captcha.provider} siteKey={captcha.site_key} action={captcha.action} widget={captcha.widget} />
    </Suspense>
  );
}
