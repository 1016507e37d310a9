import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { navigationHeld } from './navigation-guard.ts';

/**
 * Binds react-aria's links (the design system's Link, menu items, tabs with href) to react-router: a press
 * navigates on the client instead of reloading the page, and hrefs resolve through the router.
 * A page holding navigation (navigation-guard.ts) is asked first. Rendered inside the <BrowserRouter> (its hooks
 * need the router).
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href) => void (navigationHeld(href) || navigate(href))} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
