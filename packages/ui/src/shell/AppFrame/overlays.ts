// The header's menus (account, my competitions) and the mobile drawer are needed only after a press, so their code
// (react-aria's menu, popover and modal pieces) is its own chunk: stand-ins that look the same hold their place, and
// the chunk is requested after the first paint when the browser is idle, or at once when a fan reaches for one.
import type * as OverlayExports from './AppFrameOverlays.tsx';

type OverlayModule = typeof OverlayExports;

let loaded: OverlayModule | undefined;
let loading: Promise<OverlayModule> | undefined;

/** Whether the overlays' chunk has arrived (then the real controls render at once). */
export const overlaysLoaded = () => loaded !== undefined;

/** Starts loading the header's overlays (once) and resolves when they are here; stories await it before rendering. */
export function preloadAppFrameOverlays(): Promise<OverlayModule> {
  loading ??= import('./AppFrameOverlays.tsx').then((module) => (loaded = module));
  return loading;
}
