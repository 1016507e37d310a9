import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, toApiFailure, useHadafClient } from '@hadaf/api-client';
import {
  prizeRedemptionActions,
  prizeRedemptionMachine,
  prizeRedemptionView,
  type GenerateFormsInput,
  type RedemptionForm,
  type RedemptionRequestPayload,
  type RedemptionUser,
} from '@hadaf/domain';
import { PrizeRedemptionModal, toastQueue, useTranslation } from '@hadaf/ui';
import { formsBody, submitBody } from './redemption-body.ts';

export interface RedemptionDialogProps {
  userPrize: { id: number; amount: number };
  user: RedemptionUser;
  /** The modal closed: cancelled, or redeemed (the prizes are refreshed by the mutation first). */
  onClose: () => void;
}

/** An object URL for a chosen scan while the modal shows it, revoked when the file changes or the modal goes. */
function usePreview(file: Blob | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The prize redemption modal (platform §2 Prizes): the prizeRedemption machine bound to its view. Get Forms and Submit
 * upload the scans with a real progress bar; a failure reaches the machine as the plain {status, errors, message} it
 * reads. Redeemed: the prizes refresh (the mutation's effect), the modal closes and the toast shows.
 */
export function RedemptionDialog({ userPrize, user, onClose }: RedemptionDialogProps) {
  const { t } = useTranslation('web');
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const logic = useMemo(() => {
    const upload = <T,>(send: (onUploadProgress: (percent: number) => void) => Promise<T>) => {
      setProgress(0);
      return send(setProgress)
        .catch((failure: unknown) => Promise.reject(toApiFailure(failure)))
        .finally(() => setProgress(undefined));
    };
    return prizeRedemptionMachine.provide({
      actors: {
        generateForms: fromPromise<readonly RedemptionForm[], GenerateFormsInput>(async ({ input }) => {
          const answer = await upload((onUploadProgress) =>
            mutations.generateRedemptionForms.run(client, queryClient, { body: formsBody(input), onUploadProgress }),
          );
          return answer.data;
        }),
        submitRedemption: fromPromise<unknown, RedemptionRequestPayload>(({ input }) =>
          upload((onUploadProgress) => mutations.submitRedemptionRequest.run(client, queryClient, { body: submitBody(input), onUploadProgress })),
        ),
      },
    });
  }, [client, queryClient]);
  const actor = useActorRef(logic, { input: { userPrize, user } });
  const view = useSelector(actor, prizeRedemptionView);
  const actions = useMemo(() => prizeRedemptionActions(actor.send), [actor]);
  const scans = useSelector(actor, (snapshot) => snapshot.context.scans);
  const front = usePreview((scans.front as Blob | null) ?? null);
  const back = usePreview((scans.back as Blob | null) ?? null);

  useEffect(() => {
    const redeemed = actor.on('redeemed', () => toastQueue.add({ tone: 'success', title: t('toast.redemption-request-added') }, { timeout: 5000 }));
    return () => redeemed.unsubscribe();
  }, [actor, t]);
  useEffect(() => {
    if (!view.isOpen) onClose();
  }, [view.isOpen, onClose]);

  return <PrizeRedemptionModal {...view} {...actions} uploadProgress={progress} scanPreviews={{ front, back }} />;
}
