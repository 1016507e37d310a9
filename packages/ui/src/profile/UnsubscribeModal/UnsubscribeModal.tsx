import { useTranslation } from '../../i18n/react.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { SuccessIcon } from '../../primitives/icons/Icon.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';

export interface UnsubscribeModalProps {
  /** Open while the URL carries the unsubscribe query parameter. */
  isOpen: boolean;
  /** The modal closed (OK, ×, Escape or outside); the app removes the query parameter. */
  onClose: () => void;
}

/** Tells the user their e-mail subscription has been cancelled (opened by the unsubscribe link in e-mails). */
export function UnsubscribeModal({ isOpen, onClose }: UnsubscribeModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog
        title={t('profile.unsubscribe.title')}
        footer={({ close }) => (
          <Button onPress={close} autoFocus>
            {t('profile.unsubscribe.ok')}
          </Button>
        )}
      >
        <div className="flex items-start gap-3">
          <SuccessIcon size={24} className="shrink-0 text-success-600" />
          <p>{t('profile.unsubscribe.body')}</p>
        </div>
      </Dialog>
    </Modal>
  );
}
