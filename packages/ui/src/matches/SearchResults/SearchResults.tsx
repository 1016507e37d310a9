import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDate, formatInteger } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { SearchIcon } from '../../primitives/icons/Icon.tsx';
import { twMerge } from '../../lib/utils.ts';
import { LoadMore } from '../../primitives/LoadMore/LoadMore.tsx';
import { MatchCard, useMatchLanguage, type MatchItemView } from '../MatchCard/MatchCard.tsx';
import { SearchField } from '../../primitives/SearchField/SearchField.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';

/** A competition found by the search (the contract's Competition, as far as a result row shows it). */
export interface SearchCompetitionResult {
  readonly id: number;
  readonly name: string;
  /** Its page (the app's route). */
  readonly href: string;
  readonly type: 1 | 2;
  readonly state: 'upcoming' | 'running' | 'past';
  /** The day its first match starts (YYYY-MM-DD), when known. */
  readonly start?: string | null;
  readonly logoUrl?: string | null;
}

/** A group found by the search. */
export interface SearchGroupResult {
  readonly id: number;
  readonly name: string;
  readonly href: string;
  readonly type: 'public' | 'private';
  readonly memberCount: number;
}

/** A player found by the search, with a link to their team's matches. */
export interface SearchPlayerResult {
  readonly id: number;
  readonly name: string;
  readonly photoUrl?: string | null;
  readonly teamName: string;
  /** The search for the player's team (its matches, competitions and groups). */
  readonly teamHref: string;
}

/** What the search finds beside the matches (GET /v2/search). */
export interface SearchSections {
  readonly competitions: readonly SearchCompetitionResult[];
  readonly groups: readonly SearchGroupResult[];
  readonly players: readonly SearchPlayerResult[];
}

export interface SearchResultsProps<T extends MatchItemView = MatchItemView> {
  /** The text in the search box (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a search with the trimmed text; never called for empty or blank text. */
  onSearch: (query: string) => void;
  /** The results so far (all loaded pages); null or undefined before the first search. */
  results?: readonly T[] | null;
  /** The first page is loading. */
  isLoading?: boolean;
  /** Another page exists (meta.current_page < meta.last_page). */
  hasNextPage?: boolean;
  /** The next page is loading. */
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** Competitions, groups and players found; null or undefined before the first search or while they load. */
  sections?: SearchSections | null;
  /** The match open in the prediction panel. */
  selectedMatchId?: number | null;
  onMatchPress?: (match: T) => void;
  /** Time zone for kick-off times (the browser's by default). */
  timeZone?: string;
  className?: string;
}

/** One kind of result under its heading (a named region, so screen readers can jump between them). */
function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-base font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

const rowStyles = 'flex items-center gap-3 rounded-lg border border-border bg-surface p-3';

function CompetitionRows({ items }: { items: readonly SearchCompetitionResult[] }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className={rowStyles}>
          <Avatar name={item.name} src={item.logoUrl ?? undefined} size="sm" />
          <span className="flex min-w-0 flex-1 flex-col">
            <Link href={item.href} variant="standalone" className="break-words">
              {item.name}
            </Link>
            <span className="text-xs text-fg-muted">
              {t(item.type === 2 ? 'lobby.types.fantasy' : 'lobby.types.predictions')} · {t(`lobby.state.${item.state}`)}
              {item.start && (
                <>
                  {' · '}
                  <bdi>{formatDate(`${item.start}T12:00:00Z`, language)}</bdi>
                </>
              )}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function GroupRows({ items }: { items: readonly SearchGroupResult[] }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className={rowStyles}>
          <Avatar name={item.name} size="sm" />
          <span className="flex min-w-0 flex-1 flex-col">
            <Link href={item.href} variant="standalone" className="break-words">
              {item.name}
            </Link>
            <span className="text-xs text-fg-muted">
              {t(`groups.privacy.${item.type}`)} · {t('groups.members', { count: item.memberCount, n: formatInteger(item.memberCount, language) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function PlayerRows({ items }: { items: readonly SearchPlayerResult[] }) {
  const { t } = useTranslation('ui');
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id} className={rowStyles}>
          <Avatar name={item.name} src={item.photoUrl ?? undefined} size="sm" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="break-words font-semibold text-fg">{item.name}</span>
            <Link href={item.teamHref} className="self-start text-xs" aria-label={t('matches.search.teamMatches', { team: item.teamName })}>
              {item.teamName}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search page body: a search box, then what was found, each kind under its heading: competitions, groups and
 * players (a few of each), then the matches, paged with Load More, each naming its competition and day so results can
 * be told apart. The no-results message when nothing at all was found.
 */
export function SearchResults<T extends MatchItemView = MatchItemView>({
  query,
  onQueryChange,
  onSearch,
  results,
  sections,
  isLoading = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  selectedMatchId,
  onMatchPress,
  timeZone,
  className,
}: SearchResultsProps<T>) {
  const { t } = useTranslation('ui');
  const submit = (text: string) => {
    const trimmed = text.trim();
    // The search button does nothing while the text is empty (platform.md §2).
    if (trimmed !== '') onSearch(trimmed);
  };
  return (
    <div className={twMerge('flex flex-col gap-4', className)}>
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(query);
        }}
      >
        <SearchField
          label={t('matches.search.label')}
          placeholder={t('matches.search.placeholder')}
          value={query}
          onChange={onQueryChange}
          className="min-w-0 flex-1"
        />
        <Button type="submit" icon={<SearchIcon size={18} />}>
          {t('matches.search.submit')}
        </Button>
      </form>
      {isLoading ? (
        <div className="flex justify-center py-8 text-primary-600">
          <Spinner size="lg" />
        </div>
      ) : results == null ? null : results.length === 0 && isEmpty(sections) ? (
        <EmptyState icon={<SearchIcon size={24} />} title={t('common.noResults')} />
      ) : (
        <section aria-label={t('matches.search.results')} className="flex flex-col gap-6">
          {sections && sections.competitions.length > 0 && (
            <ResultSection id="search-competitions" title={t('matches.search.sections.competitions')}>
              <CompetitionRows items={sections.competitions} />
            </ResultSection>
          )}
          {sections && sections.groups.length > 0 && (
            <ResultSection id="search-groups" title={t('matches.search.sections.groups')}>
              <GroupRows items={sections.groups} />
            </ResultSection>
          )}
          {sections && sections.players.length > 0 && (
            <ResultSection id="search-players" title={t('matches.search.sections.players')}>
              <PlayerRows items={sections.players} />
            </ResultSection>
          )}
          {results.length > 0 && (
            <ResultSection id="search-matches" title={t('matches.search.sections.matches')}>
              <ul className="flex flex-col gap-2">
                {results.map((match) => (
                  <li key={match.id}>
                    <MatchCard match={match} showContext isSelected={selectedMatchId === match.id} onPress={() => onMatchPress?.(match)} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
              <LoadMore hasNextPage={hasNextPage} isPending={isLoadingMore} onLoadMore={() => onLoadMore?.()} />
            </ResultSection>
          )}
        </section>
      )}
    </div>
  );
}

const isEmpty = (sections: SearchSections | null | undefined) =>
  !sections || (sections.competitions.length === 0 && sections.groups.length === 0 && sections.players.length === 0);
