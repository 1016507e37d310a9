import { useUpdateProfileJson } from '@hadaf/api-client';
import type { SessionUser } from '@hadaf/domain';
import { RegisterReviewForm } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/** /register/review: a first social sign-in confirms name and e-mail; the session then moves on. */
export default function RegisterReviewPage({ titleKey }: { titleKey: string }) {
  const { user, actor } = useSession();
  const update = useUpdateProfileJson();
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <RegisterReviewForm
        defaultValues={{ name: user?.name ?? '', email: typeof user?.email === 'string' ? user.email : '' }}
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
