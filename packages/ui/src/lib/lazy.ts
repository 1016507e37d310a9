import { useEffect, useState } from 'react';

/**
 * A module imported on demand (its own chunk). `load()` starts the import once; call it when an interaction is
 * likely (hover, focus) to have the module ready by the time it is needed. A failed import is forgotten, so the
 * next `load()` tries again.
 */
export interface OnDemandModule<M> {
  load(): Promise<M>;
  /** The module once loaded, else null. */
  readonly current: M | null;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemandModule<M> {
  let pending: Promise<M> | null = null;
  const module: { current: M | null; load(): Promise<M> } = {
    current: null,
    load() {
      pending ??= importer().then(
        (loaded) => (module.current = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return module;
}

/** Starts loading a module and ignores a failure (the next use tries again): for hover and focus handlers. */
export function preload(module: OnDemandModule<unknown>) {
  module.load().catch(() => {});
}

/**
 * The module once loaded, else null. While `needed`, it starts loading and the component renders again when it
 * arrives; a module already loaded (preloaded on hover or focus) is returned at once, in the same render.
 *
 * State rather than Suspense: a component that suspends inside React's `act` (Storybook wraps every test
 * interaction in it) is not retried when the import resolves, so the overlay would never appear in the tests.
 */
export function useOnDemand<M>(module: OnDemandModule<M>, needed: boolean): M | null {
  const [loaded, setLoaded] = useState<M | null>(module.current);
  useEffect(() => {
    if (!needed || loaded) return;
    let active = true;
    module.load().then(
      (value) => active && setLoaded(value),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [module, needed, loaded]);
  return module.current ?? loaded;
}

/**
 * False until `isOpen` is first true, then true for good: an overlay's content mounts on its first opening and
 * stays mounted (react-aria renders nothing while closed and plays the exit animation itself).
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
