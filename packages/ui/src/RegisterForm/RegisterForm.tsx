import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { validateEmail, validatePassword, validateRequired } from '@hadaf/domain';
import { AuthHeading, LtrTextField, ServerErrors, useValidationMessage } from '../AuthLayout/auth-form.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { CaptchaSlot, useCaptchaToken } from './captcha.tsx';

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  /** The captcha token (sent as recaptcha). */
  captcha: string;
  /** Empty when none was given. */
  referrer: string;
}

export interface RegisterFormProps {
  /** Called with the values once name, a valid e-mail, a valid password and the captcha are there. */
  onSubmit: (values: RegisterFormValues) => void;
  /**
   * The captcha adapter (e.g. `<SandboxCaptcha />`); it reports its token through `useAuthCaptcha().onToken`.
   */
  captcha: ReactNode;
  /** Change it (e.g. a counter bumped after a failed register call) to reset the captcha. */
  captchaResetKey?: string | number;
  /** The server's errors object, flattened into one list. */
  errors?: readonly ReactNode[];
  /** The server said 'User already exists.'. */
  userAlreadyExists?: boolean;
  isPending?: boolean;
  /** The stored referrer, prefilled. */
  referrer?: string;
  loginHref?: string;
  defaultValues?: Partial<Omit<RegisterFormValues, 'captcha' | 'referrer'>>;
}

/** The registration form: name, e-mail, password, captcha and an optional referrer. */
export function RegisterForm({
  onSubmit,
  captcha,
  captchaResetKey,
  errors = [],
  userAlreadyExists = false,
  isPending = false,
  referrer: referrerProp = '',
  loginHref,
  defaultValues,
}: RegisterFormProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const captchaErrorId = useId();
  const [name, setName] = useState(defaultValues?.name ?? '');
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');
  const [referrer, setReferrer] = useState(referrerProp);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaToken = useCaptchaToken(captchaResetKey, formRef);
  const messages = [...(userAlreadyExists ? [t('auth.register.userExists')] : []), ...errors];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const token = captchaToken.check();
    if (token === null) return;
    const checkedEmail = validateEmail(email);
    onSubmit({
      name: name.trim(),
      email: checkedEmail.ok ? checkedEmail.value : email,
      password,
      captcha: token,
      referrer: referrer.trim(),
    });
  };

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.register.title')} />
      <Form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
        <ServerErrors messages={messages} />
        <TextField
          name="name"
          label={t('auth.fields.name')}
          autoComplete="name"
          isRequired
          value={name}
          onChange={setName}
          validate={(value) => message(validateRequired(value))}
        />
        <LtrTextField
          name="email"
          inputMode="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          validate={(value) => message(validateEmail(value))}
        />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
          validate={(value) => message(validatePassword(value))}
        />
        <LtrTextField
          name="referrer"
          label={t('auth.fields.referrer')}
          description={t('auth.fields.referrerDescription')}
          value={referrer}
          onChange={setReferrer}
        />
        <CaptchaSlot
          captcha={captcha}
          resetKey={captchaResetKey}
          errorId={captchaErrorId}
          state={{ onToken: captchaToken.setToken, isInvalid: captchaToken.isMissing, isDisabled: isPending }}
        />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      {loginHref !== undefined && (
        <p className="mt-5 text-center text-sm text-fg-muted">
          {t('auth.register.haveAccount')}{' '}
          <Link href={loginHref} variant="standalone">
            {t('auth.register.login')}
          </Link>
        </p>
      )}
    </div>
  );
}
