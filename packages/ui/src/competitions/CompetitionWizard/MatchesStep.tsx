import { useTranslation } from '../../i18n/react.ts';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { formatDate, formatInteger, formatTime, isFantasyForm, startsTooSoon, type Language } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx';
import { DatePicker } from '../../primitives/DatePicker/DatePicker.tsx';
import { Select, SelectItem } from '../../primitives/Select/Select.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import type { CompetitionWizardProps } from './types.ts';

const ALL_LEAGUES = 'all';

const dateOf = (value: string): CalendarDate | null => {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/**
 * Step 2: the allowed matches, filtered by league and dates. Fantasy shows its chosen league's matches only; a
 * prediction competition may mix leagues, so its league filter only narrows the list and keeps the selection.
 */
export function MatchesStep({ view, send, leagues, matches, filter, onFilterChange }: CompetitionWizardProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const fantasy = isFantasyForm(view.values);
  const fantasyLeague = leagues.find((league) => league.id === view.values.fantasy_competition_id);
  const selected = new Set(view.values.match_ids);
  const leagueOptions = [{ id: ALL_LEAGUES, name: t('lobby.wizard.allLeagues') }, ...leagues.map((league) => ({ id: String(league.id), name: league.name }))];
  const setDate = (key: 'from' | 'to') => (date: CalendarDate | null) => date && onFilterChange({ ...filter, [key]: date.toString() });
  const error = view.errors.match_ids;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {fantasy ? (
          <p className="text-sm font-semibold text-fg">{t('lobby.wizard.matchesOf', { league: fantasyLeague?.name ?? '' })}</p>
        ) : (
          <Select
            label={t('lobby.wizard.league')}
            items={leagueOptions}
            selectedKey={filter.leagueId === null ? ALL_LEAGUES : String(filter.leagueId)}
            onSelectionChange={(key) => onFilterChange({ ...filter, leagueId: key === ALL_LEAGUES || key === null ? null : Number(key) })}
            className="min-w-48"
          >
            {(league) => (
              <SelectItem id={league.id} textValue={league.name}>
                {league.name}
              </SelectItem>
            )}
          </Select>
        )}
        <DatePicker label={t('lobby.wizard.from')} value={dateOf(filter.from)} onChange={setDate('from')} />
        <DatePicker label={t('lobby.wizard.to')} value={dateOf(filter.to)} minValue={dateOf(filter.from) ?? undefined} onChange={setDate('to')} />
      </div>
      <p className="text-sm text-fg-muted">
        {t('lobby.wizard.earliest', { date: formatDate(view.earliestStart, language), time: formatTime(view.earliestStart, language) })}
      </p>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('lobby.wizard.selected', { count: view.selectedMatchCount, n: formatInteger(view.selectedMatchCount, language), max: formatInteger(view.maxMatches, language) })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-error-600">
          {t(error)}
        </p>
      )}
      {matches.status === 'loading' ? (
        <Spinner className="self-center" />
      ) : matches.status === 'error' ? (
        <Alert tone="error" title={t('lobby.wizard.matchesFailed')}>
          <Button size="sm" variant="outline" onPress={matches.onRetry}>
            {t('lobby.wizard.retry')}
          </Button>
        </Alert>
      ) : matches.items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('lobby.wizard.noMatches')}</p>
      ) : (
        <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border" aria-label={t('lobby.wizard.steps.matches')}>
          {matches.items.map((match) => (
            <li key={match.id} className="px-3 py-2">
              <Checkbox
                isSelected={selected.has(match.id)}
                isDisabled={!selected.has(match.id) && view.selectedMatchCount >= view.maxMatches}
                onChange={() =>
                  send({
                    type: 'TOGGLE_MATCH',
                    matchId: match.id,
                    startsAt: match.startsAt,
                    ...(fantasy && view.values.fantasy_competition_id !== null ? { leagueId: view.values.fantasy_competition_id } : {}),
                  })
                }
              >
                <span className="flex flex-col">
                  <span className="font-medium">
                    <bdi>{t('lobby.wizard.versus', { home: match.home, away: match.away })}</bdi>
                  </span>
                  <span className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
                    <span>
                      {formatDate(match.startsAt, language)} · <bdi>{formatTime(match.startsAt, language)}</bdi>
                    </span>
                    {startsTooSoon(match.startsAt, view.now) ? <Badge variant="error">{t('lobby.wizard.tooSoon')}</Badge> : null}
                  </span>
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
