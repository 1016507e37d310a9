import { useTranslation } from '../../i18n/react.ts';
import type { JoinCompetitionEvent, JoinCompetitionView } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { ConfirmDialog } from '../../primitives/Dialog/ConfirmDialog.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { CoinIcon, ShareIcon, SuccessIcon } from '../../primitives/icons/Icon.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';

export interface JoinDialogsProps {
  name: string;
  join: JoinCompetitionView;
  send: (event: JoinCompetitionEvent) => void;
  /** An amount of coins as text ("20 coins"). */
  coins: (n: number) => string;
}

/**
 * The join flow's dialogs (competitions §4, §8): the join confirmation, the joined confirmation with its link to
 * the matches, 'You need more coins!' with the coins still needed and the ways to get them, and the withdraw
 * confirmation. Which one is open is the flow's state; closing one tells the flow.
 */
export function JoinDialogs({ name, join, send, coins }: JoinDialogsProps) {
  const { t } = useTranslation('ui');
  const dismiss = (event: JoinCompetitionEvent) => (isOpen: boolean) => {
    if (!isOpen) send(event);
  };
  return (
    <>
      <ConfirmDialog
        isOpen={join.dialog === 'confirmJoin'}
        onOpenChange={dismiss({ type: 'CANCEL' })}
        title={t('competition.confirmJoin.title', { name })}
        message={
          <>
            {join.entryFee === 0 ? t('competition.confirmJoin.free') : t('competition.confirmJoin.fee', { coins: coins(join.entryFee) })}
            {join.coinsAfterJoin !== null && join.entryFee > 0 ? <> {t('competition.confirmJoin.after', { coins: coins(join.coinsAfterJoin) })}</> : null}
            <span className="mt-2 block text-sm">{t('competition.confirmJoin.withdrawNote')}</span>
          </>
        }
        confirmLabel={t('competition.confirmJoin.confirm')}
        isPending={join.status === 'joining'}
        closeOnConfirm={false}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <ConfirmDialog
        isOpen={join.dialog === 'confirmWithdrawal'}
        onOpenChange={dismiss({ type: 'CANCEL' })}
        title={t('competition.withdraw.title', { name })}
        message={join.refund === 0 ? t('competition.withdraw.free') : t('competition.withdraw.refund', { coins: coins(join.refund) })}
        confirmLabel={t('competition.withdraw.confirm')}
        destructive
        isPending={join.status === 'withdrawing'}
        closeOnConfirm={false}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      <Modal isOpen={join.dialog === 'joined'} onOpenChange={dismiss({ type: 'CLOSE' })} size="sm">
        <Dialog
          // Its footer has Close: one button of that name.
          hideCloseButton
          title={
            <span className="flex items-center gap-2">
              <SuccessIcon size={20} className="text-success-600" />
              {t('competition.joined.title')}
            </span>
          }
          footer={
            <>
              <Button variant="outline" onPress={() => send({ type: 'CLOSE' })}>
                {t('competition.joined.close')}
              </Button>
              <Button onPress={() => send({ type: 'GO_TO_MATCHES' })}>
                {t(join.isFantasy ? 'competition.joined.goToTeamSetup' : 'competition.joined.goToMatches')}
              </Button>
            </>
          }
        >
          <p className="text-fg-muted">{t(join.isFantasy ? 'competition.joined.bodyFantasy' : 'competition.joined.body')}</p>
        </Dialog>
      </Modal>
      <Modal isOpen={join.dialog === 'needMoreCoins'} onOpenChange={dismiss({ type: 'CANCEL' })} size="sm">
        <Dialog
          title={t('competition.needMoreCoins.title')}
          footer={
            <>
              <Button variant="outline" onPress={() => send({ type: 'CANCEL' })}>
                {t('common.cancel')}
              </Button>
              <Button onPress={() => send({ type: 'GO_TO_PAYMENT' })}>{t('competition.needMoreCoins.goToPayment')}</Button>
            </>
          }
        >
          <p className="font-semibold text-fg">{t('competition.needMoreCoins.remaining', { coins: coins(join.remainingCoins) })}</p>
          <p className="mt-3 text-fg-muted">{t('competition.needMoreCoins.ways')}</p>
          <ul className="mt-2 flex flex-col gap-2">
            <li className="flex items-center gap-2">
              <CoinIcon size={16} className="text-fg-muted" />
              {t('competition.needMoreCoins.kiosk')}
            </li>
            <li className="flex items-center gap-2">
              <CoinIcon size={16} className="text-fg-muted" />
              {t('competition.needMoreCoins.card')}
            </li>
            <li className="flex items-center gap-2">
              <ShareIcon size={16} className="text-fg-muted" />
              {t('competition.needMoreCoins.referral')}
            </li>
          </ul>
        </Dialog>
      </Modal>
    </>
  );
}
