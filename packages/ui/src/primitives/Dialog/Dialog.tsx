import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { tv } from '../../lib/utils.ts';
import { CloseButton } from './CloseButton.tsx';

export const dialogStyles = tv({
  variants: {},
  slots: {
    root: 'relative flex max-h-[inherit] flex-col text-start outline-none',
    header: 'flex items-start gap-3 px-5 pt-4 pb-3',
    title: 'min-w-0 flex-1 pt-1 text-lg font-semibold text-fg',
    body: 'min-h-0 flex-1 overflow-y-auto px-5 pb-4 text-base text-fg',
    footer: 'flex flex-wrap items-center justify-end gap-3 border-t border-border px-5 py-3',
  },
});

export interface DialogRenderProps {
  /** Closes the dialog (and the Modal or Drawer around it). */
  close: () => void;
}

type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className' | 'style'> {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The body. */
  children?: DialogContent;
  /** Action buttons, aligned to the inline end. */
  footer?: DialogContent;
  /** Hides the close (×) button, e.g. for confirmations that must be answered with an action. */
  hideCloseButton?: boolean;
  className?: string;
}

function render(content: DialogContent, props: DialogRenderProps) {
  return typeof content === 'function' ? content(props) : content;
}

/** Dialog content for a Modal or Drawer: a titled header with a translated close button, a body and a footer. */
export function Dialog({ title, children, footer, hideCloseButton, className, ...props }: DialogProps) {
  const styles = dialogStyles();
  return (
    <AriaDialog {...props} className={styles.root({ className })}>
      {({ close }) => (
        <>
          <div className={styles.header()}>
            <Heading slot="title" className={styles.title()}>
              {title}
            </Heading>
            {!hideCloseButton && <CloseButton className="-me-2 -mt-1" />}
          </div>
          {children != null && <div className={styles.body()}>{render(children, { close })}</div>}
          {footer != null && <div className={styles.footer()}>{render(footer, { close })}</div>}
        </>
      )}
    </AriaDialog>
  );
}
