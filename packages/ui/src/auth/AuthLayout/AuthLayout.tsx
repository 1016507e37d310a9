import type { ReactNode } from 'react';
import { twMerge } from '../../lib/utils.ts';

export interface AuthLayoutProps {
  /** The brand title or logo shown above the card. */
  brand?: ReactNode;
  /** The form (LoginForm, RegisterForm…). */
  children?: ReactNode;
  /** Content under the card, e.g. a language switch. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The frame of the authentication screens: a centred card, mobile first (it fills the width on phones
 * and keeps a readable width from the small breakpoint up).
 */
export function AuthLayout({ brand, children, footer, className }: AuthLayoutProps) {
  return (
    <div className={twMerge('flex w-full flex-col items-center bg-surface-muted py-6 sm:px-4 sm:py-10', className)}>
      {brand != null && <div className="mb-4 flex justify-center px-4 text-center text-2xl font-bold text-primary-700">{brand}</div>}
      <div className="w-full border-y border-border bg-surface p-4 text-start text-fg shadow-sm sm:max-w-md sm:rounded-lg sm:border sm:p-6">
        {children}
      </div>
      {footer != null && <div className="mt-4 px-4 text-center text-sm text-fg-muted">{footer}</div>}
    </div>
  );
}
