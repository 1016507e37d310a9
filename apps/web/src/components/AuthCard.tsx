import type { ReactNode } from 'react';
import { AuthLayout } from '@hadaf/ui';

/** The authentication screens' frame; `title` is for screens whose form brings no heading of its own. */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <AuthLayout>
      <div className="flex flex-col gap-4">
        {title && <h1 className="text-2xl font-bold">{title}</h1>}
        {children}
      </div>
    </AuthLayout>
  );
}
