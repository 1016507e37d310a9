import { useCallback, useContext, useEffect, useRef, useState, type Ref } from 'react';
import {
  Tab as AriaTab,
  TabListStateContext,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRing, tv } from '../../lib/utils.ts';

export type TabsProps = AriaTabsProps;

/**
 * Horizontal tabs. Arrow keys follow the reading direction (→ moves to the next tab in ltr, ← in rtl).
 * isDisabled greys out every tab (e.g. a private group the user has not joined yet).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeTailwindRenderProps(className, 'flex flex-col')}
    />
  );
}

export type TabListProps<T extends object> = AriaTabListProps<T> & { ref?: Ref<HTMLDivElement> };

/** Where a scrolling tab row has more tabs out of sight: towards its start, its end, or both. */
export type TabsOverflow = 'start' | 'end' | 'both';

/** The fade's width at an edge with more tabs beyond it. */
const FADE = '2.5rem';

function overflowOf(list: HTMLElement): TabsOverflow | null {
  const hidden = list.scrollWidth - list.clientWidth;
  if (hidden <= 1) return null;
  // In a right-to-left row scrollLeft runs from 0 (start) to negative values.
  const scrolled = Math.abs(list.scrollLeft);
  const start = scrolled > 1;
  const end = scrolled < hidden - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : null;
}

/** A mask fading the edges with more tabs beyond them, in the row's reading direction. */
function fadeOf(overflow: TabsOverflow | null, direction: string): string | undefined {
  if (!overflow) return undefined;
  const towardsEnd = direction === 'rtl' ? 'left' : 'right';
  const start = overflow === 'end' ? 'black' : `transparent, black ${FADE}`;
  const end = overflow === 'start' ? 'black' : `black calc(100% - ${FADE}), transparent`;
  return `linear-gradient(to ${towardsEnd}, ${start}, ${end})`;
}

/** The selected tab wholly in view, scrolling only the row (never the page, e.g. away from /profile#settings). */
function revealSelected(list: HTMLElement) {
  const tab = list.querySelector('[role="tab"][aria-selected="true"]');
  if (!tab) return;
  const shown = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < shown.left) list.scrollBy({ left: box.left - shown.left });
  else if (box.right > shown.right) list.scrollBy({ left: box.right - shown.right });
}

/**
 * A row of tabs. Too wide for its place (a phone), it scrolls sideways and shows that it does: the edges with more
 * tabs beyond them fade (data-overflow says which: start, end or both, in the reading direction), and the selected
 * tab is scrolled into view whenever the selection changes (a route opened at its last tab shows that tab).
 */
export function TabList<T extends object>({ className, ref, style, ...props }: TabListProps<T>) {
  const selectedKey = useContext(TabListStateContext)?.selectedKey;
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const [shape, setShape] = useState<{ overflow: TabsOverflow | null; direction: string }>({ overflow: null, direction: 'ltr' });
  const callerRef = useRef(ref);
  useEffect(() => {
    callerRef.current = ref;
  });
  const attach = useCallback((element: HTMLDivElement | null) => {
    setList(element);
    const forward = callerRef.current;
    if (typeof forward === 'function') forward(element);
    else if (forward) forward.current = element;
  }, []);

  // Measured as it scrolls and resizes, and once the web fonts are in (an Arabic font arriving later widens the tabs).
  useEffect(() => {
    if (!list) return;
    const measure = () => {
      const overflow = overflowOf(list);
      const direction = getComputedStyle(list).direction;
      setShape((current) => (current.overflow === overflow && current.direction === direction ? current : { overflow, direction }));
    };
    list.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    // The tabs render a frame after the list (their collection is built first), and may change: watch each one. No
    // measuring here: an element observed is reported once laid out, so no layout is forced inside React's commit (on
    // a prerendered page, hydration's).
    const watchTabs = () => {
      for (const tab of list.children) resized.observe(tab);
    };
    watchTabs();
    // Tabs arriving (or changing) bring the selected one into view again, at the next frame: its layout is not forced
    // inside the commit that changed them.
    let frame = 0;
    const changed = new MutationObserver(() => {
      watchTabs();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealSelected(list));
    });
    changed.observe(list, { childList: true });
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', measure);
      resized.disconnect();
      changed.disconnect();
    };
  }, [list]);

  // The selected tab comes into view once the fonts are in and the tabs are laid out (a frame after render).
  useEffect(() => {
    if (!list) return;
    let frame = 0;
    let live = true;
    void (document.fonts?.ready ?? Promise.resolve()).then(() => {
      if (live) frame = requestAnimationFrame(() => revealSelected(list));
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [list, selectedKey]);

  const fade = fadeOf(shape.overflow, shape.direction);
  return (
    <AriaTabList
      {...props}
      ref={attach}
      data-overflow={shape.overflow ?? undefined}
      style={fade ? { ...style, maskImage: fade, WebkitMaskImage: fade } : style}
      className={composeTailwindRenderProps(className, 'flex max-w-full overflow-x-auto shadow-[inset_0_-1px_0_0_var(--hd-color-border)]')}
    />
  );
}

export const tabStyles = tv({
  extend: focusRing,
  base: 'flex shrink-0 cursor-pointer items-center gap-2 border-b-2 px-4 py-2.5 text-base font-semibold whitespace-nowrap transition-colors -outline-offset-2',
  variants: {
    isSelected: {
      false: 'border-transparent text-fg-muted hover:border-border-strong hover:text-fg pressed:bg-surface-sunken',
      true: 'border-primary-600 text-primary-700',
    },
    isDisabled: { true: 'cursor-not-allowed border-transparent text-neutral-500 hover:border-transparent hover:text-neutral-500' },
  },
  compoundVariants: [{ isSelected: true, isDisabled: true, class: 'border-neutral-400 text-neutral-600' }],
});

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) => tabStyles({ ...renderProps, className: callerClassName }))}
    />
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (callerClassName, renderProps) =>
        focusRing({ ...renderProps, className: ['rounded-sm py-4 text-fg', callerClassName] }),
      )}
    />
  );
}
