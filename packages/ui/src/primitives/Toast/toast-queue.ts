import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

// The queue alone, apart from the region that shows it (Toast.tsx): code anywhere may add a toast, while the region's
// code (react-aria's toast, landmark and focus pieces) is needed only once there is a toast to show.

export type ToastTone = 'success' | 'error' | 'info';

/** What a toast shows; pass already-translated strings. */
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
}

/** A queue of toasts: `add(content, { timeout })` returns a key for `close(key)`; `clear()` removes all. */
export type ToastQueue = AriaToastQueue<ToastContent>;

export function createToastQueue(options?: { maxVisibleToasts?: number }): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5, ...options });
}

/**
 * The app-wide toast queue. `toastQueue.add({ tone: 'success', title }, { timeout: 5000 })`;
 * give error toasts no timeout (or at least 5 s) so they can be read.
 */
export const toastQueue: ToastQueue = createToastQueue();
