/**
 * One page at a time may hold in-app navigation (the team setup with unsaved changes): react-aria's links, menu items
 * and tab links navigate through AriaRouter, which asks the guard first. A guard that takes the path returns true and
 * navigates later itself (after its confirmation). The browser's own navigations (reload, closing the tab) are the
 * page's beforeunload prompt.
 */
type Guard = (path: string) => boolean;

let current: Guard | null = null;

/** Installs a guard; the returned function removes it (only if it is still the one installed). */
export function holdNavigation(guard: Guard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

/** Whether a guard took the navigation to `path` (the caller then does not navigate). */
export function navigationHeld(path: string): boolean {
  return current?.(path) ?? false;
}
