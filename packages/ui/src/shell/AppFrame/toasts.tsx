// The toast region (react-aria's toast, landmark and focus-scope pieces, ~3 KB gzip) shows nothing until there is a
// toast, so its code is its own chunk: requested after the first paint when the browser is idle, or at once when a
// toast is queued before that. A toast queued meanwhile waits in the queue (its timer starts when it is shown).
import { useEffect, useState } from 'react';
import { afterPaintWhenIdle } from '../../lib/after-paint.ts';
import type * as ToastExports from '../../primitives/Toast/Toast.tsx';
import { toastQueue, type ToastQueue } from '../../primitives/Toast/toast-queue.ts';

type ToastModule = typeof ToastExports;

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;

/** Starts loading the toast region's code (once) and resolves when it is here; stories await it before rendering. */
export function preloadToastRegion(): Promise<ToastModule> {
  loading ??= import('../../primitives/Toast/Toast.tsx').then((module) => (loaded = module));
  return loading;
}

/** The frame's toast region, rendered once its code is here. */
export function ToastRegionOnDemand({ queue = toastQueue }: { queue?: ToastQueue }) {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    // Setting it after an unmount is harmless (React ignores it), so no guard.
    const load = () => void preloadToastRegion().then((arrived) => setModule(() => arrived));
    if (queue.visibleToasts.length > 0) return load();
    const stopWatching = queue.subscribe(() => queue.visibleToasts.length > 0 && load());
    const cancelIdleLoad = afterPaintWhenIdle(load, 3000);
    return () => {
      stopWatching();
      cancelIdleLoad();
    };
  }, [module, queue]);
  return module ? <module.ToastRegion queue={queue} /> : null;
}
