// The header's menus (account, my competitions) and the mobile drawer are needed only after a press, so their code
// (react-aria's menu, popover and modal pieces) is its own chunk: stand-ins that look the same hold their place, and
// the chunk is requested after the first paint when the browser is idle, or at once when a fan reaches for one.
import { useEffect, useState } from 'react';
import { afterPaintWhenIdle } from '../../lib/after-paint.ts';
import type * as OverlayExports from './AppFrameOverlays.tsx';

type OverlayModule = typeof OverlayExports;

let loaded: OverlayModule | undefined;
let loading: Promise<OverlayModule> | undefined;

/** Starts loading the header's overlays (once) and resolves when they are here; stories await it before rendering. */
export function preloadAppFrameOverlays(): Promise<OverlayModule> {
  loading ??= import('./AppFrameOverlays.tsx').then((module) => (loaded = module));
  return loading;
}

/**
 * The overlays' module once it is here: requested after the first paint when the browser is idle, at once when
 * `wantedNow`. Held in state rather than behind React.lazy: a lazy component suspends into its fallback first, which
 * would replace a stand-in with a copy of itself (a press begun on the first is lost), so the real controls replace
 * the stand-ins once, when they are here.
 */
export function useOverlayModule(wantedNow: boolean): OverlayModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    // Setting it after an unmount is harmless (React ignores it), so no guard.
    const load = () => void preloadAppFrameOverlays().then((arrived) => setModule(() => arrived));
    return wantedNow ? load() : afterPaintWhenIdle(load, 2000);
  }, [module, wantedNow]);
  return module;
}
