import { useUpdateProfileJson } from '@hadaf/api-client';
import type { SessionUser } from '@hadaf/domain';
import { RegisterReviewForm } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/**
 * /register/review: a first social sign-in confirms name and e-mail; the session then moves on. An account the
 * provider gave no usable address (none shared, or one a password account already has: platform-hardening.md) is
 * told why its e-mail field is empty.
 */
export default function RegisterReviewPage({ titleKey }: { titleKey: string }) {
  const { user, actor } = useSession();
  const update = useUpdateProfileJson();
  const email = typeof user?.email === 'string' ? user.email : '';
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <RegisterReviewForm
        defaultValues={{ name: user?.name ?? '', email }}
        emailNotShared={user !== null && email === ''}
        errors={update.error?.messages()}
        isPending={update.isPending}
        onSubmit={(values) =>
          update.mutate({ body: { name: values.name, email: values.email } }, {
            onSuccess: (data) => actor.send({ type: 'REGISTRATION_REVIEWED', user: (data as { data: SessionUser }).data }),
          })
        }
      />
    </AuthCard>
  );
}
