import { memo, useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, type Instant } from '@hadaf/domain';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { CalendarIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { MatchCard, pictureUrl, useMatchLanguage, type MatchItemView } from '../MatchCard/MatchCard.tsx';
import { LoadingLine } from '../../internal/loading-line.tsx';
import { useProgressiveCount } from '../../lib/use-progressive-count.ts';

export interface MatchListGroup<T extends MatchItemView = MatchItemView> {
  competition: MatchItemView['season']['competition'];
  matches: T[];
}

/** Groups matches by competition, keeping the order in which competitions and matches first appear. */
export function groupMatchesByCompetition<T extends MatchItemView>(matches: readonly T[]): MatchListGroup<T>[] {
  const groups = new Map<number, MatchListGroup<T>>();
  for (const match of matches) {
    const competition = match.season.competition;
    let group = groups.get(competition.id);
    if (!group) {
      group = { competition, matches: [] };
      groups.set(competition.id, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}

export interface MatchListProps<T extends MatchItemView = MatchItemView> {
  /** The day's matches (contract MatchItems fit); grouped here by competition. */
  matches: readonly T[];
  /** The match open in the prediction panel. */
  selectedMatchId?: number | null;
  /** Opens a match in the prediction panel. */
  onMatchPress?: (match: T) => void;
  /** The list is loading: skeleton cards and a spinner instead of matches. */
  isLoading?: boolean;
  /** Time zone for kick-off times (the browser's by default). */
  timeZone?: string;
  /** The server's clock, so matches that closed since the list loaded read as closed. */
  now?: Instant;
  /** Heading level of the competition headers, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function GroupHeader({ group, id, level }: { group: MatchListGroup; id: string; level: 2 | 3 | 4 }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const Heading = `h${level}` as const;
  const logo = pictureUrl(group.competition.logo);
  const count = group.matches.length;
  return (
    <div className="flex items-center gap-2 px-1">
      {logo ? (
        <img src={logo} alt="" width={24} height={24} className="size-6 shrink-0 object-contain" />
      ) : (
        <span aria-hidden="true" className="size-6 shrink-0 rounded-full bg-surface-sunken" />
      )}
      <Heading id={id} className="min-w-0 flex-1 text-base font-semibold text-fg">
        {group.competition.name}
      </Heading>
      <span className="shrink-0 text-xs text-fg-muted">{t('matches.card.count', { count, n: formatInteger(count, language) })}</span>
    </div>
  );
}

interface MatchEntryProps<T extends MatchItemView> {
  match: T;
  isSelected: boolean;
  onMatchPress?: (match: T) => void;
  timeZone?: string;
  now?: Instant;
}

function MatchEntryView<T extends MatchItemView>({ match, isSelected, onMatchPress, timeZone, now }: MatchEntryProps<T>) {
  return (
    <li>
      <MatchCard match={match} isSelected={isSelected} onPress={() => onMatchPress?.(match)} timeZone={timeZone} now={now} />
    </li>
  );
}

// Rendered once each: the list grows a card at a time (useProgressiveCount), and a card already shown is not rendered
// again for each one added. memo() drops the type parameter; the memoised component takes the same props.
const MatchEntry = memo(MatchEntryView) as typeof MatchEntryView;

function Group<T extends MatchItemView>({ group, shown, props }: { group: MatchListGroup<T>; shown: number; props: MatchListProps<T> }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <GroupHeader group={group as MatchListGroup} id={id} level={props.headingLevel ?? 2} />
      <ul className="flex flex-col gap-2">
        {group.matches.slice(0, shown).map((match) => (
          <MatchEntry
            key={match.id}
            match={match}
            isSelected={props.selectedMatchId === match.id}
            onMatchPress={props.onMatchPress}
            timeZone={props.timeZone}
            now={props.now}
          />
        ))}
      </ul>
    </section>
  );
}

/** A placeholder card while matches load. */
function SkeletonCard() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
      <div className="flex justify-between">
        <span className="h-3 w-10 rounded-sm bg-surface-sunken" />
        <span className="h-4 w-16 rounded-full bg-surface-sunken" />
      </div>
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2">
          <span className="size-8 rounded-full bg-surface-sunken" />
          <span className="h-3 w-20 rounded-sm bg-surface-sunken" />
        </span>
        <span className="h-3 w-6 rounded-sm bg-surface-sunken" />
        <span className="flex items-center gap-2">
          <span className="h-3 w-20 rounded-sm bg-surface-sunken" />
          <span className="size-8 rounded-full bg-surface-sunken" />
        </span>
      </div>
    </div>
  );
}

/** The day's matches grouped by competition, with loading and empty states. */
export function MatchList<T extends MatchItemView = MatchItemView>(props: MatchListProps<T>) {
  const { matches, isLoading = false, className } = props;
  const { t } = useTranslation('ui');
  if (isLoading) {
    return (
      <div aria-busy="true" className={twMerge('flex flex-col gap-2', className)}>
        <LoadingLine label={t('matches.list.loading')} className="px-1" />
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  }
  if (matches.length === 0) {
    return <EmptyState icon={<CalendarIcon size={24} />} title={t('matches.list.empty')} headingLevel={props.headingLevel ?? 2} className={className} />;
  }
  return <Groups {...props} />;
}

/** The day's groups, a card more per task on the first answer (a day's list arriving whole is not one long task). */
function Groups<T extends MatchItemView>(props: MatchListProps<T>) {
  const shown = useProgressiveCount(props.matches.length);
  const groups = groupMatchesByCompetition(props.matches);
  // Where each group starts in the day's order: the cards shown are the first `shown` of the whole list.
  const starts = groups.map((_, index) => groups.slice(0, index).reduce((count, group) => count + group.matches.length, 0));
  return (
    <div className={twMerge('flex flex-col gap-5', props.className)}>
      {groups.map((group, index) => {
        const inGroup = Math.min(group.matches.length, shown - (starts[index] ?? 0));
        return inGroup > 0 ? <Group key={group.competition.id} group={group} shown={inGroup} props={props} /> : null;
      })}
    </div>
  );
}
