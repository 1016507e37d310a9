import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatTime, predictionPhaseOf, type Instant } from '@hadaf/domain';
import { CompetitionCard } from '../../competitions/CompetitionCard/CompetitionCard.tsx';
import type { CompetitionListItem } from '../../competitions/CompetitionLobby/CompetitionGrid.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { CalendarIcon, FootballIcon, TrophyIcon } from '../../primitives/icons/Icon.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { MatchStateBadge, TeamCrest, type MatchCardTeam, type MatchItemView } from '../../matches/MatchCard/MatchCard.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useProgressiveCount } from '../../lib/use-progressive-count.ts';
import { twMerge } from '../../lib/utils.ts';
import { LoadingLine } from '../../internal/loading-line.tsx';

export interface VisitorLandingProps {
  /** Play & Win: onboarding (or registration), as the app decides. */
  playHref: string;
  signInHref: string;
  /** Featured competitions, shown first (the lobby's Featured list; public). */
  featured?: readonly CompetitionListItem[];
  /** Upcoming competitions (the lobby's Upcoming tab; public). */
  upcoming?: readonly CompetitionListItem[];
  /** The competitions are on their way: placeholders and a spinner. */
  competitionsLoading?: boolean;
  /** Already-rendered competitions (e.g. the lobby's own grid) in place of the featured and upcoming lists. */
  competitionCards?: ReactNode;
  /** "See all competitions" (the lobby); hidden without it. */
  lobbyHref?: string;
  /** Today's big matches, in the order to show them (contract MatchItems fit). */
  matches?: readonly MatchItemView[];
  matchesLoading?: boolean;
  /** "See all matches"; hidden without it. */
  matchesHref?: string;
  /** The community advert (e.g. a CommunityAdvert), beside the matches. */
  advert?: ReactNode;
  /** Time zone for kick-off times (the browser's by default). */
  timeZone?: string;
  /** The server's clock, so a match that has closed reads as closed. */
  now?: Instant;
  className?: string;
}

type Feature = 'predict' | 'fantasy' | 'groups' | 'prizes';

function ShirtIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M8 3l-5 3 2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 01-8 0z" />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0113 0M16 4.6a3.5 3.5 0 010 6.8M18 14a6.5 6.5 0 013.5 6" />
    </svg>
  );
}

const featureIcons: Record<Feature, ReactNode> = {
  predict: <FootballIcon size={24} />,
  fantasy: <ShirtIcon />,
  groups: <PeopleIcon />,
  prizes: <TrophyIcon size={24} />,
};

function Loading({ label, rows, className }: { label: string; rows: ReactNode; className?: string }) {
  return (
    <div aria-busy="true" className={twMerge('flex flex-col gap-3', className)}>
      <LoadingLine label={label} />
      <div aria-hidden="true" className="contents">
        {rows}
      </div>
    </div>
  );
}

// Rendered once each: the lists below grow a card at a time (useProgressiveCount), and a card already shown is not
// rendered again for each one added.
const CompetitionListEntry = memo(function CompetitionListEntry({ item }: { item: CompetitionListItem }) {
  return (
    <li>
      <CompetitionCard competition={item.competition} href={item.href} onPress={item.onPress} headingLevel={3} />
    </li>
  );
});

function CompetitionList({ items, label }: { items: readonly CompetitionListItem[]; label: string }) {
  const shown = useProgressiveCount(items.length);
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {items.slice(0, shown).map((item) => (
        <CompetitionListEntry key={item.competition.id} item={item} />
      ))}
    </ul>
  );
}

function Section({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={twMerge('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={id} className="text-xl font-bold text-fg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function TeamLine({ team, goals }: { team: MatchCardTeam; goals: string | null }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamCrest team={team} size={20} />
      <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{team.name}</span>
      {goals !== null ? (
        <bdi dir="ltr" className="shrink-0 text-sm font-bold text-fg tabular-nums">
          {goals}
        </bdi>
      ) : null}
    </span>
  );
}

/** One of today's big matches, compact: kick-off or state, the two teams and, once started, their goals. */
const MatchRow = memo(function MatchRow({ item, timeZone, now }: { item: MatchItemView; timeZone?: string; now?: Instant }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const { match } = item;
  const started = match.state.code !== 'NOT_STARTED';
  const goals = (value: number | null) => (started ? formatInteger(value ?? 0, language) : null);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-xs text-fg-muted">{item.season.competition.name}</span>
        <MatchStateBadge match={match} phase={predictionPhaseOf(match, now)} />
      </div>
      <div className="flex items-center gap-3">
        <span className="shrink-0 text-xs text-fg-muted">
          <span className="sr-only">{t('welcome.landing.matches.kickOff')} </span>
          <time dateTime={match.start} className="font-semibold text-fg">
            <bdi>{formatTime(match.start, language, timeZone)}</bdi>
          </time>
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1 border-s border-border ps-3">
          <TeamLine team={match.home_team} goals={goals(match.home_goals)} />
          <TeamLine team={match.away_team} goals={goals(match.away_goals)} />
        </div>
      </div>
    </li>
  );
});

function TodaysMatches({ label, matches, timeZone, now }: { label: string; matches: readonly MatchItemView[]; timeZone?: string; now?: Instant }) {
  const shown = useProgressiveCount(matches.length);
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {matches.slice(0, shown).map((item) => (
        <MatchRow key={item.id} item={item} timeZone={timeZone} now={now} />
      ))}
    </ul>
  );
}

function MatchSkeleton() {
  return <div className="h-24 animate-pulse rounded-lg border border-border bg-surface-sunken motion-reduce:animate-none" />;
}

function CardSkeleton() {
  return <div className="h-72 animate-pulse rounded-lg border border-border bg-surface-sunken motion-reduce:animate-none" />;
}

/**
 * The landing for visitors: what Hadaf is in one screen (predict, play fantasy, join groups, win prizes), the way in
 * (Play & Win, Sign in), the featured and upcoming competitions, today's big matches and the community advert. No
 * fetching: lists and hrefs come as props. Texts from the lazy 'welcome' area.
 */
export function VisitorLanding({
  playHref,
  signInHref,
  featured = [],
  upcoming = [],
  competitionsLoading = false,
  competitionCards,
  lobbyHref,
  matches = [],
  matchesLoading = false,
  matchesHref,
  advert,
  timeZone,
  now,
  className,
}: VisitorLandingProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const seeAll = (href: string | undefined, label: string) =>
    href ? (
      <Link href={href} variant="standalone" className="text-sm">
        {label}
      </Link>
    ) : null;

  const competitions = (() => {
    if (competitionCards !== undefined) {
      return (
        <Section title={t('welcome.landing.competitions.upcoming')} action={seeAll(lobbyHref, t('welcome.landing.competitions.all'))}>
          {competitionCards}
        </Section>
      );
    }
    if (competitionsLoading) {
      return (
        <Section title={t('welcome.landing.competitions.upcoming')}>
          <Loading
            label={t('welcome.landing.competitions.loading')}
            rows={
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <CardSkeleton />
                <CardSkeleton />
              </div>
            }
          />
        </Section>
      );
    }
    return (
      <>
        {featured.length > 0 ? (
          <Section title={t('welcome.landing.competitions.featured')}>
            <CompetitionList items={featured} label={t('welcome.landing.competitions.featured')} />
          </Section>
        ) : null}
        <Section title={t('welcome.landing.competitions.upcoming')} action={seeAll(lobbyHref, t('welcome.landing.competitions.all'))}>
          {upcoming.length > 0 ? (
            <CompetitionList items={upcoming} label={t('welcome.landing.competitions.upcoming')} />
          ) : featured.length === 0 ? (
            <EmptyState
              icon={<TrophyIcon size={24} />}
              headingLevel={3}
              title={t('welcome.landing.competitions.emptyTitle')}
              message={t('welcome.landing.competitions.empty')}
              className="rounded-lg border border-dashed border-border py-6"
            />
          ) : null}
        </Section>
      </>
    );
  })();

  return (
    <div className={twMerge('mx-auto flex w-full max-w-6xl flex-col gap-8', className)}>
      <section aria-labelledby={titleId} className="flex flex-col gap-6 rounded-xl bg-secondary-700 px-5 py-8 text-on-secondary sm:px-8 sm:py-10">
        <div className="flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-semibold opacity-90">{t('welcome.landing.eyebrow')}</p>
          <h1 id={titleId} className="text-3xl font-bold sm:text-4xl">
            {t('welcome.landing.title')}
          </h1>
          <p className="text-lg opacity-95">{t('welcome.landing.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <Link href={playHref} variant="button" size="lg" className="min-w-40">
            {t('welcome.landing.play')}
          </Link>
          <span className="inline-flex flex-wrap items-center gap-2 text-sm">
            <span className="opacity-90">{t('welcome.landing.haveAccount')}</span>
            <Link href={signInHref} variant="button" buttonVariant="outline" size="md">
              {t('welcome.landing.signIn')}
            </Link>
          </span>
        </div>
        <ul aria-label={t('welcome.landing.features.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(['predict', 'fantasy', 'groups', 'prizes'] as const).map((feature) => (
            <li key={feature} className="flex flex-col gap-2 rounded-lg bg-surface p-3 text-fg sm:flex-row sm:gap-3 sm:p-4">
              <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700">
                {featureIcons[feature]}
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span data-feature-title className="font-semibold">
                  {t(`welcome.landing.features.${feature}.title`)}
                </span>
                {/* On a phone the four titles fit one screen; what each means stays for screen readers and shows from 576 px. */}
                <span className="sr-only text-sm text-fg-muted sm:not-sr-only">{t(`welcome.landing.features.${feature}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-8">{competitions}</div>
        <div className="flex min-w-0 flex-col gap-6">
          <Section title={t('welcome.landing.matches.title')} action={seeAll(matchesHref, t('welcome.landing.matches.all'))}>
            {matchesLoading ? (
              <Loading label={t('welcome.landing.matches.loading')} rows={<><MatchSkeleton /><MatchSkeleton /></>} />
            ) : matches.length === 0 ? (
              <EmptyState
                icon={<CalendarIcon size={24} />}
                headingLevel={3}
                title={t('welcome.landing.matches.emptyTitle')}
                message={t('welcome.landing.matches.empty')}
                className="rounded-lg border border-dashed border-border py-6"
              />
            ) : (
              <TodaysMatches label={t('welcome.landing.matches.title')} matches={matches} timeZone={timeZone} now={now} />
            )}
          </Section>
          {advert}
        </div>
      </div>
    </div>
  );
}
