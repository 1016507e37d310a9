import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, useHadafClient } from '@hadaf/api-client';
import { hasVerifiedPhone, phoneVerificationMachine, type SendCodeInput, type VerifyCodeInput } from '@hadaf/domain';
import { toastQueue, VerifyPhoneForm, type VerifyPhoneFormState, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { defaultLandingRoute, destinationOf } from '../app/route-table.ts';
import { useSession } from '../app/session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/** /verify-phone-number: the phone-verification machine; sends the code, six boxes, then back to `returnTo`. */
export default function VerifyPhonePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, actor: session } = useSession();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? defaultLandingRoute;
  const logic = useMemo(
    () =>
      phoneVerificationMachine.provide({
        actors: {
          sendCode: fromPromise<void, SendCodeInput>(async ({ input }) => {
            await mutations.sendPhoneOtp.run(client, queryClient, { body: { phone_number: input.phoneNumber } });
          }),
          verifyCode: fromPromise<void, VerifyCodeInput>(async ({ input }) => {
            await mutations.changePhoneNumber.run(client, queryClient, { body: { phone_number: input.phoneNumber, otp: input.otp } });
          }),
        },
      }),
    [client, queryClient],
  );
  // A number already verified is being replaced; otherwise this is the account's first verified number.
  const actor = useActorRef(logic, { input: { returnTo, phoneNumber: user?.phone_number ?? '', hasVerifiedNumber: hasVerifiedPhone(user) } });
  useEffect(() => {
    const subscriptions = [
      actor.on('phoneNumberUpdated', ({ phoneNumber, firstVerification }) => {
        toastQueue.add({ tone: 'success', title: t(firstVerification ? 'toast.phone_number_verified' : 'toast.phone_number_updated') }, { timeout: 5000 });
        session.send({ type: 'PHONE_VERIFIED', phoneNumber });
      }),
      actor.on('navigate', ({ intent }) => {
        const { path, state } = destinationOf(intent);
        void navigate(path, { replace: true, state: state ?? null });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, session, t]);
  const context = useSelector(actor, (state) => state.context);
  const state = useSelector(actor, (snapshot) => snapshot.value as VerifyPhoneFormState);
  return (
    <AuthCard>
      <DocumentTitle titleKey={titleKey} />
      <VerifyPhoneForm
        state={state}
        hasSentCode={context.hasSentCode}
        phoneNumber={context.phoneNumber}
        code={context.code}
        notice={context.notice}
        onPhoneNumberChange={(phoneNumber) => actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber })}
        onSendCode={() => actor.send({ type: 'SEND_CODE' })}
        onCodeChange={(code) => actor.send({ type: 'CODE_CHANGED', code })}
        onSubmitCode={() => actor.send({ type: 'SUBMIT_CODE' })}
      />
    </AuthCard>
  );
}
