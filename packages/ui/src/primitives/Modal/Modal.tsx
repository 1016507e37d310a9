import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import type { VariantProps } from 'tailwind-variants';
import { tv } from '../../lib/utils.ts';

export const modalOverlayStyles = tv({
  variants: {},
  base: 'fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto bg-overlay p-4 transition-opacity duration-200 entering:opacity-0 exiting:opacity-0 motion-reduce:transition-none',
});

export const modalStyles = tv({
  base: 'max-h-full w-full overflow-y-auto rounded-lg bg-surface text-start text-fg shadow-lg outline-none',
  variants: {
    size: {
      sm: 'max-w-sm',
      md: 'max-w-lg',
      lg: 'max-w-3xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface ModalProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style'>,
    VariantProps<typeof modalStyles> {
  /** Usually a `<Dialog>`. */
  children?: ReactNode;
  /**
   * A static backdrop: clicking outside and pressing Escape do not close the modal
   * (for flows the user must finish or explicitly cancel).
   */
  staticBackdrop?: boolean;
  className?: string;
}

/**
 * A centred modal overlay (portalled to <body>). Open it with a `DialogTrigger` or control it
 * with `isOpen`/`onOpenChange`. Dismissable by clicking outside and Escape unless `staticBackdrop`.
 */
export function Modal({ size, staticBackdrop = false, className, children, isDismissable, isKeyboardDismissDisabled, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable ?? !staticBackdrop}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? staticBackdrop}
      className={modalOverlayStyles()}
    >
      <AriaModal className={modalStyles({ size, className })}>{children}</AriaModal>
    </ModalOverlay>
  );
}
