import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, type CreateCompetitionView, type Language } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';

export type CompetitionCreatedViewProps = Pick<
  CreateCompetitionView,
  'isCreatedModalOpen' | 'isAutoJoinVisible' | 'autoJoin' | 'isJoinConfirmationOpen' | 'isJoining' | 'joinError' | 'createdEntryFee' | 'coinsAfterJoin'
>;

export interface CompetitionCreatedProps {
  view: CompetitionCreatedViewProps;
  onToggleAutoJoin: () => void;
  onGoToCompetition: () => void;
  onClose: () => void;
  onConfirmJoin: () => void;
  onCancelJoin: () => void;
}

/**
 * The Created modal (auto-join checkbox when the coins pay the fee, Go to Competition) and the join confirmation
 * (competitions §4). It says what is true now: the competition waits for an admin's approval.
 */
export function CompetitionCreated({ view, onToggleAutoJoin, onGoToCompetition, onClose, onConfirmJoin, onCancelJoin }: CompetitionCreatedProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  return (
    <>
      <Modal isOpen={view.isCreatedModalOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
        <Dialog
          title={t('lobby.created.title')}
          footer={<Button onPress={onGoToCompetition}>{t('lobby.created.goToCompetition')}</Button>}
        >
          <p className="text-fg-muted">{t('lobby.created.message')}</p>
          {view.isAutoJoinVisible ? (
            <>
              <Checkbox isSelected={view.autoJoin} onChange={onToggleAutoJoin} className="mt-3">
                {t('lobby.created.autoJoin')}
              </Checkbox>
              <p className="ms-7 text-sm text-fg-muted">{t('lobby.created.autoJoinHint')}</p>
            </>
          ) : null}
        </Dialog>
      </Modal>
      <Modal isOpen={view.isJoinConfirmationOpen} staticBackdrop size="sm">
        <Dialog
          role="alertdialog"
          title={t('lobby.created.joinTitle')}
          hideCloseButton
          footer={
            <>
              <Button variant="outline" isDisabled={view.isJoining} onPress={onCancelJoin}>
                {t('common.cancel')}
              </Button>
              <Button isPending={view.isJoining} onPress={onConfirmJoin}>
                {t('common.confirm')}
              </Button>
            </>
          }
        >
          <p className="text-fg-muted">
            {t('lobby.created.joinFee')} <bdi>{formatCoins(view.createdEntryFee, language)}</bdi>
          </p>
          <p className="text-fg-muted">
            {t('lobby.created.coinsAfter')} <bdi>{formatCoins(view.coinsAfterJoin, language)}</bdi>
          </p>
          {view.joinError ? (
            <Alert tone="error" className="mt-3">
              {t('lobby.created.joinFailed')}
            </Alert>
          ) : null}
        </Dialog>
      </Modal>
    </>
  );
}
