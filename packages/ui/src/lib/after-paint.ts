/**
 * Runs `callback` once the browser is idle after the next paint (at the latest after `timeout` ms): when code that
 * the first screen does not need (a lazy control's chunk) may be fetched without delaying that screen.
 * Returns what cancels it.
 */
export function afterPaintWhenIdle(callback: () => void, timeout: number): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // A task after the frame: the paint has happened.
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout });
      else callback();
    }, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
