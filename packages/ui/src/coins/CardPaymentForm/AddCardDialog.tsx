import { useTranslation } from '../../i18n/react.ts';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';

export interface AddCardDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The payment provider's card form address (it reports back through the add-card result page). */
  src: string;
}

/** Add a card: the payment provider's own card form, framed in a modal. */
export function AddCardDialog({ isOpen, onOpenChange, src }: AddCardDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={t('cardPayment.dialog.title')}>
        <iframe title={t('cardPayment.dialog.frameTitle')} src={src} height={600} className="block h-[600px] w-full rounded-md border border-border bg-surface" />
      </Dialog>
    </Modal>
  );
}
