import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHadafClient } from '@hadaf/api-client';
import { useSession } from './session.tsx';
import { paths } from '@hadaf/domain';

/** Sends visitors to /login, keeping where they were going so sign-in can return them there. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  // Subscribed to the session so a logout (or a failed refresh) re-checks the stored session at once.
  useSession();
  // "Logged in" is the token store's call (a stored refresh token, or the HttpOnly-mode marker).
  const { tokenStore } = useHadafClient();
  if (!tokenStore.isLoggedIn()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return children;
}
