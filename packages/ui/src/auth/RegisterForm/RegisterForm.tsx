import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { validateEmail } from '@hadaf/domain';
import { AuthField } from '../AuthLayout/auth-field.tsx';
import { AuthHeading, AuthSwitch, LtrTextField, ServerErrors } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CaptchaSlot, useFormCaptcha, type CaptchaFormProps } from './captcha.tsx';

export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  /** The captcha token (sent as recaptcha). */
  captcha: string;
  /** Empty when none was given. */
  referrer: string;
}

export interface RegisterFormProps extends CaptchaFormProps {
  /** Called with the values once name, a valid e-mail, a valid password and the captcha are there. */
  onSubmit: (values: RegisterFormValues) => void;
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
  const [name, setName] = useState(defaultValues?.name ?? '');
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');
  const [referrer, setReferrer] = useState(referrerProp);
  const formRef = useRef<HTMLFormElement>(null);
  const formCaptcha = useFormCaptcha(captchaResetKey, formRef);
  const messages = [...(userAlreadyExists ? [t('auth.register.userExists')] : []), ...errors];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const token = formCaptcha.check();
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
        <AuthField field="name" value={name} onChange={setName} />
        <AuthField field="email" value={email} onChange={setEmail} />
        <AuthField field="password" value={password} onChange={setPassword} />
        <LtrTextField
          name="referrer"
          label={t('auth.fields.referrer')}
          description={t('auth.fields.referrerDescription')}
          value={referrer}
          onChange={setReferrer}
        />
        <CaptchaSlot captcha={captcha} state={formCaptcha} isDisabled={isPending} />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form>
      <AuthSwitch href={loginHref} prompt={t('auth.register.haveAccount')} action={t('auth.register.login')} />
    </div>
  );
}
