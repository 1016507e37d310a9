import { useTranslation } from 'react-i18next';
import { Button } from '@hadaf/ui';

export type StateFilter = 'all' | 'not-started' | 'live' | 'finished';
export const stateFilters: StateFilter[] = ['all', 'not-started', 'live', 'finished'];

/**
 * Text search, date with previous/next, state tabs. Kept local: @hadaf/ui MatchFilters takes a CalendarDate
 * (@internationalized/date), which this app does not depend on.
 */
export function MatchFiltersView({
  q,
  date,
  state,
  previousDate,
  nextDate,
  onChange,
}: {
  q: string;
  date: string;
  state: StateFilter;
  previousDate: string | null;
  nextDate: string | null;
  onChange: (next: { q?: string; date?: string; state?: StateFilter }) => void;
}) {
  const { t } = useTranslation('web');
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface p-3 shadow-sm">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span>{t('matches.search')}</span>
          <input type="search" className="min-w-0 rounded-md border border-border bg-surface px-3 py-2" defaultValue={q} onChange={(event) => onChange({ q: event.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('matches.date')}</span>
          <input type="date" className="rounded-md border border-border bg-surface px-3 py-2" value={date} onChange={(event) => event.target.value && onChange({ date: event.target.value })} />
        </label>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" isDisabled={!previousDate} onPress={() => previousDate && onChange({ date: previousDate })}>
          {t('matches.previous')}
        </Button>
        <Button variant="outline" size="sm" isDisabled={!nextDate} onPress={() => nextDate && onChange({ date: nextDate })}>
          {t('matches.next')}
        </Button>
      </div>
      <div role="group" aria-label={t('matches.stateFilter')} className="flex flex-wrap gap-1">
        {stateFilters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={state === value}
            onClick={() => onChange({ state: value })}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${state === value ? 'bg-primary-700 text-on-primary' : 'bg-surface-sunken text-fg'}`}
          >
            {t(`matches.state.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
