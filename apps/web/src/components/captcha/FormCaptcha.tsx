import { lazy, Suspense } from 'react';
import { useAppSettings } from '@hadaf/api-client';
import { SandboxCaptcha } from '@hadaf/ui';
import { useHydrated } from '../../hooks/useHydrated.ts';

// Only the registration and recovery forms load it, and only when the server has a real captcha.
const ProviderCaptcha = lazy(() => import('./ProviderCaptcha.tsx'));

/** Kept while the settings or the widget's code arrive, so the form does not jump. */
const placeholder = <div className="min-h-[78px]" />;

/**
 * The captcha a form's `captcha` slot shows: the widget of the provider the server checks tokens with
 * (AppSettings.captcha: reCAPTCHA or Turnstile, by its public site key), or the sandbox checkbox (token "sandbox").
 * The prerendered page knows no deployment's settings: it has the sandbox checkbox (usable before the code arrives,
 * as every field of a prerendered form), and hydration finds that same HTML; a real provider's widget takes its place
 * once the page has hydrated.
 */
export function FormCaptcha() {
  const settings = useAppSettings();
  const hydrated = useHydrated();
  if (!hydrated) return <SandboxCaptcha />;
  if (settings.isPending) return placeholder;
  const captcha = settings.data?.data.captcha;
  if (!captcha || captcha.provider === 'sandbox' || !captcha.site_key) return <SandboxCaptcha />;
  return (
    <Suspense fallback={placeholder}>
      <ProviderCaptcha provider={captcha.provider} siteKey={captcha.site_key} action={captcha.action} widget={captcha.widget} />
    </Suspense>
  );
}
