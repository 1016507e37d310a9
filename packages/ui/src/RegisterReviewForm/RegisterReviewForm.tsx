import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { validateEmail, validateRequired } from '@hadaf/domain';
import { AuthHeading, LtrTextField, ServerErrors, useValidationMessage } from '../AuthLayout/auth-form.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';

export interface RegisterReviewFormValues {
  name: string;
  email: string;
}

export interface RegisterReviewFormProps {
  /** Called with the name and a valid e-mail (trimmed). */
  onSubmit: (values: RegisterReviewFormValues) => void;
  /** The server's errors, in one red list. */
  errors?: readonly ReactNode[];
  isPending?: boolean;
  /** What the social provider gave, prefilled. */
  defaultValues?: Partial<RegisterReviewFormValues>;
}

/** After a social sign-up: the user confirms (or corrects) name and e-mail. */
export function RegisterReviewForm({ onSubmit, errors = [], isPending = false, defaultValues }: RegisterReviewFormProps) {
  const { t } = useTranslation('ui');
  const message = useValidationMessage();
  const [name, setName] = useState(defaultValues?.name ?? '');
  const [email, setEmail] = useState(defaultValues?.email ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const checkedEmail = validateEmail(email);
    onSubmit({ name: name.trim(), email: checkedEmail.ok ? checkedEmail.value : email });
  };

  return (
    <div className="flex flex-col">
      <AuthHeading title={t('auth.review.title')} description={t('auth.review.description')} />
      <Form onSubmit={submit} className="flex flex-col gap-4">
        <ServerErrors messages={errors} />
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
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.review.submit')}
        </Button>
      </Form>
    </div>
  );
}
