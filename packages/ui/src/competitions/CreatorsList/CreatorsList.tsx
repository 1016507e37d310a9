import { useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatCoins, formatDate, formatInteger } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { ChevronEndIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { PagedListSection, type PagedListProps } from '../../internal/paged-list.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { focusRing } from '../../lib/utils.ts';

/** One of a creator's open competitions, as the list shows it (the contract's Competition fits). */
export interface CreatorCompetition {
  readonly id: number | string;
  readonly name: string;
  /** First match day (YYYY-MM-DD). */
  readonly start: string;
  /** Coins; 0 is free. */
  readonly entryFee: number;
}

/** A user with the creator flag (the contract's UserSummary) and their open competitions. */
export interface CreatorItem {
  readonly id: number;
  readonly name: string;
  readonly photo?: { readonly thumb?: string | null; readonly original?: string | null } | null;
  /** Their open (upcoming) competitions; undefined while they load. */
  readonly competitions?: readonly CreatorCompetition[];
}

export interface CreatorsListProps extends Omit<PagedListProps, 'headingLevel'> {
  /** The heading's level: 1 on /creators, where the list is the page (2 by default, a section of a page). */
  headingLevel?: 1 | 2 | 3;
  creators: readonly CreatorItem[];
  /** Where a competition leads (e.g. its matches). */
  competitionHref: (id: number | string) => string;
  /** Time zone for dates (the browser's by default). */
  timeZone?: string;
}

function CompetitionLink({ competition, href, timeZone }: { competition: CreatorCompetition; href: string; timeZone?: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const fee = competition.entryFee === 0 ? t('lobby.card.free') : t('lobby.card.coins', { n: formatCoins(competition.entryFee, language), count: competition.entryFee });
  return (
    <AriaLink
      href={href}
      className={({ isFocusVisible }) =>
        focusRing({
          isFocusVisible,
          className: 'flex items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-fg no-underline transition-colors hover:border-border-strong hover:bg-surface-muted',
        })
      }
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words text-primary-700">{competition.name}</span>
        {/* The date and the fee apart, not joined by a dot: in Arabic a dot beside digits reads as a zero. */}
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-fg-muted">
          <bdi>{t('welcome.creators.starts', { date: formatDate(competition.start, language, timeZone) })}</bdi>
          <span className="sr-only">, </span>
          <bdi className="border-s border-border ps-2 font-semibold text-fg">{fee}</bdi>
        </span>
      </span>
      <ChevronEndIcon size={18} className="text-fg-muted" />
    </AriaLink>
  );
}

function CreatorCard({ creator, level, competitionHref, timeZone }: { creator: CreatorItem; level: 1 | 2 | 3; competitionHref: CreatorsListProps['competitionHref']; timeZone?: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const nameId = useId();
  const Heading = `h${level + 1}` as 'h2' | 'h3' | 'h4';
  const competitions = creator.competitions;
  const photo = creator.photo?.thumb ?? creator.photo?.original ?? undefined;
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <Avatar name={creator.name} src={photo} size="lg" />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <Heading id={nameId} className="text-base font-semibold break-words text-fg">
            <UserText>{creator.name}</UserText>
          </Heading>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="primary" icon={<UserIcon size={12} />}>
              {t('welcome.creators.badge')}
            </Badge>
            {competitions && competitions.length > 0 ? (
              <span className="text-xs text-fg-muted">{t('welcome.creators.open', { count: competitions.length, n: formatInteger(competitions.length, language) })}</span>
            ) : null}
          </div>
        </div>
      </div>
      {competitions === undefined ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-12 animate-pulse rounded-md bg-surface-sunken motion-reduce:animate-none" />
          <div className="h-12 animate-pulse rounded-md bg-surface-sunken motion-reduce:animate-none" />
        </div>
      ) : competitions.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('welcome.creators.noOpen')}</p>
      ) : (
        <ul aria-label={t('welcome.creators.competitionsOf', { name: creator.name })} className="flex flex-col gap-2">
          {competitions.map((competition) => (
            <li key={competition.id}>
              <CompetitionLink competition={competition} href={competitionHref(competition.id)} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * The creators section (platform §1: a main section of the signed-in app): users with the creator flag, each with a
 * creator badge and links to their open competitions; loading, empty and Load More as the other paged lists. Texts
 * from the lazy 'welcome' area.
 */
export function CreatorsList({
  creators,
  competitionHref,
  timeZone,
  isLoading = false,
  hasNextPage = false,
  isLoadingMore = false,
  onLoadMore,
  headingLevel = 2,
  className,
}: CreatorsListProps) {
  const { t } = useTranslation('ui');
  return (
    <PagedListSection
      title={t('welcome.creators.title')}
      lead={t('welcome.creators.lead')}
      loadingLabel={t('welcome.creators.loading')}
      empty={{ title: t('welcome.creators.emptyTitle'), message: t('welcome.creators.empty'), icon: <UserIcon size={28} /> }}
      items={creators}
      renderItem={(creator) => (
        <li key={creator.id}>
          <CreatorCard creator={creator} level={headingLevel} competitionHref={competitionHref} timeZone={timeZone} />
        </li>
      )}
      skeleton={<div className="h-48 animate-pulse rounded-lg border border-border bg-surface-sunken motion-reduce:animate-none" />}
      skeletonCount={2}
      listClassName="grid grid-cols-1 gap-4 md:grid-cols-2"
      isLoading={isLoading}
      hasNextPage={hasNextPage}
      isLoadingMore={isLoadingMore}
      onLoadMore={onLoadMore}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
