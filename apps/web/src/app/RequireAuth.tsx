import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHadafClient } from '@hadaf/api-client';
import { useSession } from './session.tsx';
import { paths } from '@hadaf/domain';

/**
 * Sends visitors to /login, keeping where they were going so sign-in can return them there. `when` false lets
 * everyone through: every route has this wrapper, so moving between a page's public and signed-in routes (a
 * competition's Overview and Team Setup) does not remount the page.
 */
export function RequireAuth({ children, when = true }: { children: ReactNode; when?: boolean }) {
  const location = useLocation();
  // Subscribed to the session so a logout (or a failed refresh) re-checks the stored session at once.
  useSession();
  // "Logged in" is the token store's call (a stored refresh token, or the HttpOnly-mode marker).
  const { tokenStore } = useHadafClient();
  if (when && !tokenStore.isLoggedIn()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return children;
}
