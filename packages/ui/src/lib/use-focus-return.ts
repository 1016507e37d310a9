import { useEffect, useRef, type RefObject } from 'react';

/** How long (in frames) the hook waits for an overlay's exit and react-aria's own focus restoration. */
const WAIT_FRAMES = 60;

const focusable = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Place {
  place: string | null;
  group: string | null;
}

function attributeOf(element: Element | null, name: string): string | null {
  return element?.closest(`[${name}]`)?.getAttribute(name) ?? null;
}

/** What stands where focus was: the same place, else the last control of its group, else the page's first control. */
function targetOf(root: HTMLElement, { place, group }: Place): HTMLElement | null {
  const byPlace = place ? root.querySelector<HTMLElement>(`[data-focus-place="${CSS.escape(place)}"]`) : null;
  if (byPlace?.matches(focusable)) return byPlace;
  const groupElement = group ? root.querySelector(`[data-focus-group="${CSS.escape(group)}"]`) : null;
  const inGroup = groupElement ? [...groupElement.querySelectorAll<HTMLElement>(focusable)].at(-1) : undefined;
  return inGroup ?? root.querySelector<HTMLElement>(focusable);
}

/**
 * Focus never falls to <body> when an overlay opened from a page closes (WCAG 2.4.3, issue 30). react-aria returns
 * focus to the control that opened the overlay while it is still in the page; when it is gone — the empty place a
 * pick has filled, the Add button of a group now full, the player just removed — this hook focuses what stands in its
 * place now: the element with the same `data-focus-place`, else the last control of its `data-focus-group`, else the
 * first control in `container`.
 *
 * `isOpen` says whether an overlay opened from `container` is open; the place returned to is the last one focused
 * inside `container` before it opened.
 */
export function useFocusReturn(container: RefObject<HTMLElement | null>, isOpen: boolean): void {
  const last = useRef<Place>({ place: null, group: null });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      last.current = { place: attributeOf(target, 'data-focus-place'), group: attributeOf(target, 'data-focus-group') };
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [container]);

  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    // The overlay may still be fading out, and react-aria restores focus a frame after it unmounts: wait for either.
    let frames = 0;
    let frame = 0;
    const check = () => {
      const root = container.current;
      const active = document.activeElement;
      if (!root || (active && active !== document.body && root.contains(active))) return;
      if (!active || active === document.body) {
        targetOf(root, last.current)?.focus();
        return;
      }
      frames += 1;
      if (frames < WAIT_FRAMES) frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [container, isOpen]);
}
