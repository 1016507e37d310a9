import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { SearchField } from '../primitives/SearchField/SearchField.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../primitives/Tabs/Tabs.tsx';
import { twMerge } from '../lib/utils.ts';

/** The search and status filter of one admin queue, as its caller keeps them (the server filters). */
export interface AdminQueueFilterProps<S extends string> {
  /** The status shown. */
  status: S;
  onStatusChange: (status: S) => void;
  /** What the admin typed (the caller sends it to the server, debounced). */
  search: string;
  onSearchChange: (search: string) => void;
}

interface AdminQueueProps<S extends string> extends AdminQueueFilterProps<S> {
  /** The queue's heading (a region of the admin page named by it). */
  title: string;
  /** A line under the heading. */
  lead?: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  /** The status tabs' name ("Review status"). */
  statusFilterLabel: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Above the filters (a failed action's alert). */
  notice?: ReactNode;
  /** The list of the chosen status and search. */
  children: ReactNode;
  className?: string;
}

/**
 * Keeps the focus in the queue when the card holding it leaves (approved, rejected, delivered: it moves to another
 * status): the card now in its place (or the last one), else the queue's heading, takes it — never <body>, where a
 * keyboard or screen-reader user would start again from the top of the page (issue 30; WCAG 2.4.3).
 */
function useFocusKeptInQueue(section: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = section.current;
    if (!root) return;
    let last: { element: Element; list: Element; index: number } | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      // The card: the outermost list item of the queue holding the focus.
      let item: Element | null = null;
      for (let each = target.closest('li'); each && root.contains(each); each = each.parentElement?.closest('li') ?? null) item = each;
      last = item?.parentElement ? { element: target, list: item.parentElement, index: [...item.parentElement.children].indexOf(item) } : null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.element.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
      const list = last.list.isConnected ? last.list : root.querySelector('ul');
      const next = list?.children[Math.min(last.index, list.children.length - 1)] as HTMLElement | undefined;
      last = null;
      const target = next ?? heading.current;
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    });
    root.addEventListener('focusin', onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [section, heading]);
}

/**
 * One admin queue (competitions to review, prize redemptions, store orders): its heading, then its search and status
 * tabs, then the list — the filters always above the cards they filter. The filtering itself is the server's.
 */
export function AdminQueue<S extends string>({
  title,
  lead,
  statuses,
  statusLabel,
  statusFilterLabel,
  status,
  onStatusChange,
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  notice,
  children,
  className,
}: AdminQueueProps<S>) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusKeptInQueue(sectionRef, headingRef);
  return (
    <section ref={sectionRef} aria-labelledby={titleId} className={twMerge('flex flex-col gap-3 text-start', className)}>
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} id={titleId} className="text-xl font-bold text-fg">
          {title}
        </h2>
        {lead ? <p className="text-sm text-fg-muted">{lead}</p> : null}
      </div>
      {notice}
      <SearchField label={searchLabel} placeholder={searchPlaceholder} value={search} onChange={onSearchChange} className="w-full sm:max-w-sm" />
      <Tabs selectedKey={status} onSelectionChange={(key) => onStatusChange(statuses.find((each) => each === key) ?? status)}>
        <TabList aria-label={statusFilterLabel}>
          {statuses.map((each) => (
            <Tab key={each} id={each}>
              {statusLabel(each)}
            </Tab>
          ))}
        </TabList>
        {statuses.map((each) => (
          <TabPanel key={each} id={each} className="pb-0">
            {children}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
