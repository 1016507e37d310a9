import type { ReactNode } from 'react';
import { twMerge } from '../../lib/utils.ts';

export interface ProfileLayoutProps {
  /** The page heading and the tabs with the active tab's content. */
  children: ReactNode;
  /** The profile card and settings (ProfileSidebar and what goes with it). */
  sidebar: ReactNode;
  className?: string;
}

/**
 * The profile area's page: on phones the tabs and their content come first and the long settings sidebar after
 * them; from 992 px the sidebar stands beside the content at the inline start.
 */
export function ProfileLayout({ children, sidebar, className }: ProfileLayoutProps) {
  return (
    <div className={twMerge('grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]', className)}>
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1" data-testid="profile-content">
        {children}
      </div>
      <aside className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-1" data-testid="profile-sidebar">
        {sidebar}
      </aside>
    </div>
  );
}
