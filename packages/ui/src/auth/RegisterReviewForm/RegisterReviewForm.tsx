import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Form } from 'react-aria-components';
import { validateEmail } from '@hadaf/domain';
import { AuthField } from '../AuthLayout/auth-field.tsx';
import { AuthHeading, ServerErrors } from '../AuthLayout/auth-form.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';

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
  /**
   * The provider gave no address this account could keep (none shared, or one another account already uses): says
   * why the field is empty and how to reach that other account.
   */
  emailNotShared?: boolean;
}

/** After a social sign-up: the user confirms (or corrects) name and e-mail. */
export function RegisterReviewForm({ onSubmit, errors = [], isPending = false, defaultValues, emailNotShared = false }: RegisterReviewFormProps) {
  const { t } = useTranslation('ui');
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
        {emailNotShared && <Alert tone="info">{t('auth.review.emailNotShared')}</Alert>}
        <ServerErrors messages={errors} />
        <AuthField field="name" value={name} onChange={setName} />
        <AuthField field="email" value={email} onChange={setEmail} />
        <Button type="submit" fullWidth isPending={isPending}>
          {t('auth.review.submit')}
        </Button>
      </Form>
    </div>
  );
}
