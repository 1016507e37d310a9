import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, formatMillions, formatPoints } from '@hadaf/domain';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { CloseButton } from '../../primitives/Dialog/CloseButton.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import type { FantasyPlayerView } from '../FantasyPlayer/FantasyPlayer.ts';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { SheetModal, usePositionLabel } from '../PlayerPicker/shared.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';

/** The stats of the Player entity (competitions §3), in the spec's order. */
export const playerStatNames = ['appearances', 'assists', 'blocks', 'cleansheets', 'goals', 'red_cards', 'saves', 'tackles', 'yellow_cards', 'losses', 'wins'] as const;
export type PlayerStatName = (typeof playerStatNames)[number];

/** One entry of the player's stats map: its value and whether it is featured. */
export interface PlayerStat {
  readonly value: number;
  readonly featured?: boolean;
}

/** One of the player's latest_news. */
export interface PlayerNewsItem {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly imageUrl?: string | null;
}

/** A fantasy player with what the info dialog adds: the stats map, the latest news and the season's points. */
export interface PlayerInfoView extends FantasyPlayerView {
  /** The stats map; null or empty shows "No stats". */
  readonly stats?: Partial<Record<PlayerStatName, PlayerStat>> | null;
  /** latest_news; null or empty shows "No news". The header's points are `totalPoints`, else `points` (the round). */
  readonly latestNews?: readonly PlayerNewsItem[] | null;
}

export type PlayerInfoTab = 'stats' | 'news';

export interface PlayerInfoProps {
  isOpen: boolean;
  onClose: () => void;
  /** The player; null while loading. */
  player: PlayerInfoView | null;
  isLoading?: boolean;
  /** The tab shown first (Stats unless told). */
  defaultTab?: PlayerInfoTab;
}

function Header({ player }: { player: PlayerInfoView }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const positionLabel = usePositionLabel();
  const points = player.totalPoints ?? player.points ?? null;
  return (
    <div className="flex items-center gap-4">
      <Avatar name={player.name} src={player.photoUrl ?? undefined} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
          <bdi>{player.team.name}</bdi>
          <span aria-hidden="true">·</span>
          <span>{positionLabel(player.position)}</span>
          {player.number !== null ? (
            <>
              <span aria-hidden="true">·</span>
              <bdi>#{formatInteger(player.number, language)}</bdi>
            </>
          ) : null}
        </p>
        <dl className="mt-1 flex gap-6">
          <div className="flex flex-col">
            <dt className="text-xs text-fg-muted">{t('players.price')}</dt>
            <dd className="text-lg font-bold tabular-nums">
              <bdi>{formatMillions(player.price, language)}</bdi>
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-fg-muted">{t('players.points')}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="player-points">
              <bdi>{points === null ? '–' : formatPoints(points, language)}</bdi>
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

function Stats({ stats }: { stats: PlayerInfoView['stats'] }) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const entries = playerStatNames.flatMap((name) => {
    const stat = stats?.[name];
    return stat ? [{ name, ...stat }] : [];
  });
  if (entries.length === 0) return <EmptyState title={t('players.info.noStats')} message={t('players.info.noStatsMessage')} headingLevel={3} className="py-6" />;
  const featured = entries.filter((entry) => entry.featured === true);
  const rest = entries.filter((entry) => entry.featured !== true);
  return (
    <div className="flex flex-col gap-4">
      {featured.length > 0 ? (
        <section aria-labelledby="player-featured-stats" className="flex flex-col gap-2">
          <h3 id="player-featured-stats" className="text-sm font-semibold text-fg-muted">
            {t('players.info.featured')}
          </h3>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="featured-stats">
            {featured.map((entry) => (
              <div key={entry.name} className="flex flex-col-reverse items-center gap-1 rounded-md bg-primary-50 p-3 text-center">
                <dt className="text-sm text-fg-muted">{t(`players.info.statNames.${entry.name}`)}</dt>
                <dd className="text-2xl font-bold text-primary-800 tabular-nums">
                  <bdi>{formatInteger(entry.value, language)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section aria-labelledby="player-all-stats" className="flex flex-col gap-2">
          <h3 id="player-all-stats" className="text-sm font-semibold text-fg-muted">
            {t('players.info.allStats')}
          </h3>
          <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
            {rest.map((entry) => (
              <div key={entry.name} className="flex items-center justify-between gap-3 border-b border-border py-2">
                <dt className="text-fg-muted">{t(`players.info.statNames.${entry.name}`)}</dt>
                <dd className="font-semibold tabular-nums">
                  <bdi>{formatInteger(entry.value, language)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

function News({ news }: { news: PlayerInfoView['latestNews'] }) {
  const { t } = useTranslation('ui');
  if (!news || news.length === 0) return <EmptyState title={t('players.info.noNews')} message={t('players.info.noNewsMessage')} headingLevel={3} className="py-6" />;
  return (
    <ul className="flex flex-col gap-4">
      {news.map((item) => (
        <li key={item.id}>
          <article className="flex gap-3 rounded-md border border-border p-3">
            {item.imageUrl ? <img src={item.imageUrl} alt="" className="size-20 shrink-0 rounded-sm object-cover" /> : null}
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="font-semibold text-fg">{item.title}</h3>
              <p className="text-sm text-fg-muted">{item.content}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * The player info dialog of team setup (competitions §2, §3): the header (photo, name, team, position, price, points)
 * and the Stats tab (featured stats first and larger) and the News tab (latest news with an optional picture), each
 * with its empty state (§8: no stats, no news). Full screen below 1224 px.
 */
export function PlayerInfo({ isOpen, onClose, player, isLoading = false, defaultTab = 'stats' }: PlayerInfoProps) {
  const { t } = useTranslation('ui');
  return (
    <SheetModal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md">
      <AriaDialog aria-label={player ? undefined : t('players.info.loading')} className="flex min-h-0 flex-1 flex-col outline-none">
        <div className="flex items-start gap-3 px-5 pt-4 pb-2">
          {player ? (
            <Heading slot="title" className="min-w-0 flex-1 pt-1 text-lg font-semibold text-fg">
              <bdi>{player.name}</bdi>
            </Heading>
          ) : (
            <span className="flex-1" />
          )}
          <CloseButton className="-me-2 -mt-1" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4">
          {isLoading || !player ? (
            <div className="flex justify-center p-6">
              <Spinner label={t('players.info.loading')} />
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              <Header player={player} />
              <Tabs defaultSelectedKey={defaultTab}>
                <TabList aria-label={t('players.info.label', { name: player.name })}>
                  <Tab id="stats">{t('players.info.stats')}</Tab>
                  <Tab id="news">{t('players.info.news')}</Tab>
                </TabList>
                <TabPanel id="stats">
                  <Stats stats={player.stats} />
                </TabPanel>
                <TabPanel id="news">
                  <News news={player.latestNews} />
                </TabPanel>
              </Tabs>
            </div>
          )}
        </div>
      </AriaDialog>
    </SheetModal>
  );
}
