import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps extends Omit<ModalProps, 'children'> {
  title: ReactNode;
  message: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: ReactNode;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: ReactNode;
  /** A red confirm button, for irreversible actions (delete, leave league…). */
  destructive?: boolean;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Shows a spinner on the confirm button (and disables Cancel) while the action runs. */
  isPending?: boolean;
  /** Close when Confirm is pressed (default). Pass false to close it yourself once an async action ends. */
  closeOnConfirm?: boolean;
}

/**
 * A small alert dialog asking the user to confirm or cancel. Put it inside a `DialogTrigger`
 * or control it with `isOpen`/`onOpenChange`. Cancel closes it; Confirm too unless `closeOnConfirm` is false.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
  onCancel,
  isPending,
  closeOnConfirm = true,
  size = 'sm',
  ...modalProps
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const messageId = useId();
  return (
    <Modal size={size} {...modalProps}>
      <Dialog
        role="alertdialog"
        aria-describedby={messageId}
        title={title}
        hideCloseButton
        footer={({ close }) => (
          <>
            <Button
              variant="outline"
              isDisabled={isPending}
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              isPending={isPending}
              onPress={() => {
                onConfirm?.();
                if (closeOnConfirm) close();
              }}
            >
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </>
        )}
      >
        <p id={messageId} className="text-fg-muted">
          {message}
        </p>
      </Dialog>
    </Modal>
  );
}
