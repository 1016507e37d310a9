import { useEffect, useRef, useState } from 'react';
import { useAuthCaptcha, useTranslation } from '@hadaf/ui';
import { captchaScriptUrl, loadCaptchaScript, type CaptchaProvider, type CaptchaWidgetKind } from './captcha-script.ts';

export interface ProviderCaptchaProps {
  provider: CaptchaProvider;
  siteKey: string;
  action: string | null;
  widget: CaptchaWidgetKind;
  /** The provider's script; its documented address by default (stories point it at a stand-in). */
  scriptUrl?: string;
}

/** reCAPTCHA v3 tokens live two minutes: a fresh one well before that, so a slow form still sends a valid token. */
const SCORE_REFRESH_MS = 100_000;

/**
 * A real captcha in a form's captcha slot (apps/web FormCaptcha): Turnstile's or reCAPTCHA's checkbox widget, or
 * reCAPTCHA v3's invisible scoring. It reports its token through useAuthCaptcha().onToken, and null when the token
 * expires or the check fails, so the form asks again; if the script cannot load, it says so.
 */
export default function ProviderCaptcha({ provider, siteKey, action, widget, scriptUrl }: ProviderCaptchaProps) {
  // The auth area's strings (packages/ui), loaded with the auth pages, not with the first screen.
  const { t, i18n } = useTranslation('ui');
  const { onToken } = useAuthCaptcha();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const language = i18n.language === 'ar' ? 'ar' : 'en';

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    // A token given before this widget took the slot (the prerendered page's sandbox checkbox) is not this provider's.
    onToken(null);
    let cancelled = false;
    let stop = () => {};
    const isReady = () => (provider === 'turnstile' ? typeof window.turnstile?.render === 'function' : typeof window.grecaptcha?.ready === 'function');
    loadCaptchaScript(scriptUrl ?? captchaScriptUrl(provider, widget, siteKey, language), isReady).then(
      () => {
        if (!cancelled) stop = mount(container);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );

    function mount(element: HTMLElement): () => void {
      const clear = () => onToken(null);
      if (provider === 'turnstile') {
        const id = window.turnstile!.render(element, {
          sitekey: siteKey,
          language,
          ...(action ? { action } : {}),
          callback: (token: string) => onToken(token),
          'expired-callback': clear,
          'error-callback': clear,
        });
        return () => {
          if (id) window.turnstile?.remove(id);
        };
      }
      const recaptcha = window.grecaptcha!;
      if (widget === 'score') {
        const score = () => recaptcha.ready(() => void recaptcha.execute(siteKey, { action: action ?? 'submit' }).then((token) => !cancelled && onToken(token), clear));
        score();
        const timer = window.setInterval(score, SCORE_REFRESH_MS);
        return () => window.clearInterval(timer);
      }
      // reCAPTCHA cannot remove a widget: each mount renders into its own holder, dropped on unmount.
      const holder = document.createElement('div');
      element.append(holder);
      recaptcha.ready(() => {
        if (!cancelled) recaptcha.render(holder, { sitekey: siteKey, callback: (token: string) => onToken(token), 'expired-callback': clear, 'error-callback': clear });
      });
      return () => holder.remove();
    }

    return () => {
      cancelled = true;
      stop();
    };
  }, [provider, siteKey, action, widget, scriptUrl, language, onToken]);

  return (
    <div className="flex flex-col gap-1.5">
      {/* The widgets are a fixed 65–78 px tall: the room is kept so the form does not jump when one appears. */}
      <div ref={box} data-captcha={provider} className={widget === 'checkbox' ? 'min-h-[78px]' : undefined} />
      {failed && (
        <p role="alert" className="text-sm font-semibold text-error-600">
          {t('auth.captcha.unavailable')}
        </p>
      )}
    </div>
  );
}
