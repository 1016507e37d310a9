import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { navigationHeld } from './navigation-guard.ts';
import { appPathOf, isAbsoluteUrl } from './app-path.ts';

/**
 * react-router's useHref reads every href as a path relative to the current route; an absolute address
 * (https://wa.me/…, mailto:…) is no path of the app and is left untouched, so the browser opens it.
 */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return isAbsoluteUrl(href) ? href : resolved;
}

/**
 * Binds react-aria's links (the design system's Link, menu items, tabs with href) to react-router: a press
 * navigates on the client instead of reloading the page, and hrefs resolve through the router (all but absolute
 * addresses, which leave the app as they are). A page holding navigation (navigation-guard.ts) is asked first.
 * Rendered inside the <BrowserRouter> (its hooks need the router).
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = (href: string) => {
    // react-aria hands the router only links to this origin; an absolute one is followed by its path.
    const path = appPathOf(href, window.location.origin);
    if (path === null) window.location.assign(href);
    else if (!navigationHeld(path)) void navigate(path);
  };
  return (
    <RouterProvider navigate={go} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
