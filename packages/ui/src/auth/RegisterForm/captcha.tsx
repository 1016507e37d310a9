import { createContext, useContext, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';

/** What a form tells the captcha it hosts, and how the captcha answers. */
export interface AuthCaptchaState {
  /** Called with the captcha's token once solved, and with null when it expires or resets. */
  onToken: (token: string | null) => void;
  /** The form was submitted without a token: the captcha may mark itself invalid. */
  isInvalid: boolean;
  isDisabled: boolean;
  /** The id of the form's "not a robot" message, for the captcha's aria-describedby while invalid. */
  errorMessageId?: string;
}

const noCaptcha: AuthCaptchaState = { onToken: () => {}, isInvalid: false, isDisabled: false };

export const AuthCaptchaContext = createContext<AuthCaptchaState>(noCaptcha);

/** For captcha adapters placed in a form's `captcha` slot: report the token through `onToken`. */
export function useAuthCaptcha(): AuthCaptchaState {
  return useContext(AuthCaptchaContext);
}

/** The sandbox captcha: a checkbox "I'm not a robot" whose token is "sandbox". */
export function SandboxCaptcha() {
  const { t } = useTranslation('ui');
  const { onToken, isInvalid, isDisabled, errorMessageId } = useAuthCaptcha();
  return (
    <Checkbox
      validationBehavior="aria"
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      aria-describedby={isInvalid ? errorMessageId : undefined}
      onChange={(checked) => onToken(checked ? 'sandbox' : null)}
    >
      {t('auth.captcha.notRobot')}
    </Checkbox>
  );
}

/** The props of a form that hosts a captcha. */
export interface CaptchaFormProps {
  /**
   * The captcha adapter (e.g. `<SandboxCaptcha />`); it reports its token through `useAuthCaptcha().onToken`.
   */
  captcha: ReactNode;
  /** Change it (e.g. a counter bumped after a failed call) to reset the captcha. */
  captchaResetKey?: string | number;
}

/** A form's captcha slot with its required message; remounted (so reset) when the reset key changes. */
export function CaptchaSlot({ captcha, state, isDisabled }: { captcha: ReactNode; state: FormCaptcha; isDisabled: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col gap-1.5">
      <AuthCaptchaContext.Provider value={{ onToken: state.setToken, isInvalid: state.isMissing, isDisabled, errorMessageId: state.errorId }}>
        <div key={state.resetKey ?? 'captcha'}>{captcha}</div>
      </AuthCaptchaContext.Provider>
      {state.isMissing && (
        <span id={state.errorId} className="text-sm font-semibold text-error-600">
          {t('auth.validation.captcha')}
        </span>
      )}
    </div>
  );
}

/**
 * The captcha a form hosts: its token, cleared when resetKey changes (the slot remounts then too); `isMissing`
 * once a submit found no token, including a submit the browser blocked for an invalid field.
 */
export function useFormCaptcha(resetKey: string | number | undefined, formRef: RefObject<HTMLFormElement | null>) {
  const errorId = useId();
  const [token, setToken] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (lastResetKey !== resetKey) {
    setLastResetKey(resetKey);
    setToken(null);
    setSubmitted(false);
  }
  useEffect(() => {
    const form = formRef.current;
    // "invalid" does not bubble: listen in the capture phase.
    const markSubmitted = () => setSubmitted(true);
    form?.addEventListener('invalid', markSubmitted, true);
    return () => form?.removeEventListener('invalid', markSubmitted, true);
  }, [formRef]);
  return {
    resetKey,
    errorId,
    token,
    setToken,
    isMissing: submitted && !token,
    /** Marks a submit attempt; returns the token, or null when the captcha is not solved. */
    check: (): string | null => {
      setSubmitted(true);
      return token;
    },
  };
}

/** What `useFormCaptcha` returns: the form's captcha state, for its `CaptchaSlot`. */
export type FormCaptcha = ReturnType<typeof useFormCaptcha>;
