import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasStoredSession } from './session-marker.ts';

/** Sends visitors to /login, keeping where they were going so sign-in can return them there. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasStoredSession()) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}
