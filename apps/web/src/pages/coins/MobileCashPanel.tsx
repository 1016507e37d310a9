import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, queries, useHadafClient } from '@hadaf/api-client';
import { connectMobileCash, mobileCashMachine, type MobileCashEvent, type ReferenceCode, type RequestCodeInput, type WatchPaymentInput } from '@hadaf/domain';
import { MobileCashPayment } from '@hadaf/ui';

/** How often the page looks for the payment while a code waits (the wallet's first page). */
const WATCH_INTERVAL_MS = 4000;

/** Mobile cash (platform §2 Coins): the mobileCash machine bound to its view; the wallet is polled for the payment. */
export function MobileCashPanel({ packageId, coins, phoneNumber }: { packageId: number; coins: number; phoneNumber: string | null }) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      mobileCashMachine.provide({
        actors: {
          requestCode: fromPromise<ReferenceCode, RequestCodeInput>(async ({ input }) => {
            const code = await mutations.generateReferenceCode.run(client, queryClient, {
              params: { path: { provider: input.wallet } },
              body: { package_id: input.packageId, phone_number: input.phoneNumber },
            });
            return { code: code.code, expiresAt: code.expires_at };
          }),
          watchPayment: fromCallback<MobileCashEvent, WatchPaymentInput>(({ sendBack, input }) => {
            let live = true;
            const look = async () => {
              const wallet = await queryClient.fetchQuery({ ...queries.transactions.options(client, { query: { page: 1 } }), staleTime: 0 });
              const line = wallet.data.find((item) => item.reference_code?.code === input.code);
              if (!live || line?.status !== 'confirmed') return;
              const profile = await queryClient.fetchQuery({ ...queries.profile.options(client), staleTime: 0 });
              if (live) sendBack({ type: 'PAID', balance: profile.data.coins });
            };
            const timer = setInterval(() => void look().catch(() => {}), WATCH_INTERVAL_MS);
            return () => {
              live = false;
              clearInterval(timer);
            };
          }),
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, { input: { packageId, coins, phoneNumber } });
  const view = useSelector(actor, connectMobileCash);
  return (
    <MobileCashPayment
      {...view}
      onWalletChange={(wallet) => actor.send({ type: 'WALLET_CHANGED', wallet })}
      onPhoneNumberChange={(value) => actor.send({ type: 'PHONE_NUMBER_CHANGED', phoneNumber: value })}
      onPayNow={() => actor.send({ type: 'PAY_NOW' })}
      onPayAgain={() => actor.send({ type: 'PAY_AGAIN' })}
    />
  );
}
