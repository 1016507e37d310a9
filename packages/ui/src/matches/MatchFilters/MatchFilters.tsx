import { useRef, type ReactNode } from 'react';
import type { PressEvent } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import type { CalendarDay } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { ChevronEndIcon, ChevronStartIcon } from '../../primitives/icons/Icon.tsx';
import { refocusWhenLost } from '../../lib/focus-fallback.ts';
import { twMerge } from '../../lib/utils.ts';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { MatchDateField } from './MatchDateField.tsx';

/** The state filter values of the matches list (platform.md §4). */
export const matchStateFilters = ['ALL', 'NOT_STARTED', 'LIVE', 'FINISHED'] as const;
export type MatchStateFilterValue = (typeof matchStateFilters)[number];

export interface MatchFiltersProps {
  /** The search text. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter in the search field. */
  onSearchSubmit?: (value: string) => void;
  /** The day shown, YYYY-MM-DD (as the contract and the URL spell it), e.g. '2026-05-01'. */
  date: CalendarDay | null;
  onDateChange: (date: CalendarDay | null) => void;
  /** The nearest earlier day that has matches (YYYY-MM-DD); without one, Previous is disabled. */
  previousDate?: CalendarDay | null;
  /** The nearest later day that has matches (YYYY-MM-DD); without one, Next is disabled. */
  nextDate?: CalendarDay | null;
  /** The state tab: ALL, NOT_STARTED, LIVE or FINISHED. */
  state: MatchStateFilterValue;
  onStateChange: (state: MatchStateFilterValue) => void;
  /** The filtered content (usually the MatchList), shown as the selected tab's panel. */
  children?: ReactNode;
  className?: string;
}

function isStateFilter(value: unknown): value is MatchStateFilterValue {
  return (matchStateFilters as readonly unknown[]).includes(value);
}

/**
 * The matches page filters: text search, a date picker with Previous/Next buttons that jump to the
 * neighbouring days with matches, and the All / Not Started / Live / Finished tabs. Fully controlled.
 * From 320 px up the date field and both buttons share one row without overlapping.
 */
export function MatchFilters({
  search,
  onSearchChange,
  onSearchSubmit,
  date,
  onDateChange,
  previousDate = null,
  nextDate = null,
  state,
  onStateChange,
  children,
  className,
}: MatchFiltersProps) {
  const { t } = useTranslation('ui');
  const dateRef = useRef<HTMLDivElement>(null);
  // Previous and Next are disabled when there is no earlier or later day: pressed on the last one, focus would fall to
  // <body>. It goes to the date field instead, which reads the day now shown.
  const jump = (event: PressEvent, to: CalendarDay | null) => {
    if (!to) return;
    onDateChange(to);
    const pressed = event.target;
    refocusWhenLost(() => [dateRef.current?.querySelector<HTMLElement>('input, [role="spinbutton"]')], { leaving: pressed });
  };
  return (
    <div className={twMerge('flex flex-col gap-3', className)}>
      <div role="group" aria-label={t('matches.filters.label')} className="flex flex-col gap-3">
        <SearchField
          label={t('matches.filters.search')}
          placeholder={t('matches.filters.searchPlaceholder')}
          value={search}
          onChange={onSearchChange}
          onSubmit={onSearchSubmit}
        />
        {/* One row at every width: on phones Previous and Next keep only their chevrons, so the date field fits. */}
        <div className="flex items-end gap-2">
          <Button
            variant="outline"
            size="md"
            aria-label={t('matches.filters.previousHint')}
            isDisabled={previousDate === null}
            onPress={(event) => jump(event, previousDate)}
            icon={<ChevronStartIcon size={18} />}
            className="shrink-0 whitespace-nowrap max-sm:px-2.5"
          >
            <span className="max-sm:sr-only">{t('matches.filters.previous')}</span>
          </Button>
          {/* Its own chunk, loaded after the first paint behind a same-size stand-in (see MatchDateField). */}
          <div ref={dateRef} className="flex min-w-0 flex-1">
            <MatchDateField label={t('matches.filters.date')} value={date} onChange={onDateChange} className="min-w-0 flex-1" />
          </div>
          <Button
            variant="outline"
            size="md"
            aria-label={t('matches.filters.nextHint')}
            isDisabled={nextDate === null}
            onPress={(event) => jump(event, nextDate)}
            className="shrink-0 whitespace-nowrap max-sm:px-2.5"
          >
            <span className="inline-flex items-center gap-2">
              <span className="max-sm:sr-only">{t('matches.filters.next')}</span>
              <ChevronEndIcon size={18} />
            </span>
          </Button>
        </div>
      </div>
      <Tabs selectedKey={state} onSelectionChange={(key) => isStateFilter(key) && onStateChange(key)}>
        <TabList aria-label={t('matches.filters.states')}>
          {matchStateFilters.map((value) => (
            <Tab key={value} id={value}>
              {t(`matches.filters.${value}`)}
            </Tab>
          ))}
        </TabList>
        {matchStateFilters.map((value) => (
          <TabPanel key={value} id={value} className="pb-0">
            {children}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
