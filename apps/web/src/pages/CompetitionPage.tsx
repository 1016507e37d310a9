import { useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { useCompetition, useHadafClient, useMyRanking, type components } from '@hadaf/api-client';
import { ClockProvider, CompetitionHeader, CompetitionOverview, CompetitionRules, Loader, secondsClock, Tab, TabList, TabPanel, Tabs, useTranslation } from '@hadaf/ui';
import { paths, routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { routeOf } from '../app/route-table.ts';
import { useJoinCompetition } from '../hooks/useJoinCompetition.ts';
import { useUiArea } from '../hooks/useUiArea.ts';
import { CompetitionMatches } from './competition/CompetitionMatches.tsx';
import { CompetitionRanking } from './competition/CompetitionRanking.tsx';
import { CompetitionTeamSetup } from './competition/CompetitionTeamSetup.tsx';
import NotFoundPage from './NotFoundPage.tsx';

type Competition = components['schemas']['Competition'];
type CompetitionTabId = 'overview' | 'teamSetup' | 'matches' | 'ranking' | 'rules';

/** The tab a competition route shows (competitions §2: /competitions/{id} is the Overview, exactly). */
const tabOfRoute: Record<string, CompetitionTabId> = {
  [routePatterns.competition]: 'overview',
  [routePatterns.teamSetup]: 'teamSetup',
  [routePatterns.competitionMatches]: 'matches',
  [routePatterns.competitionMatch]: 'matches',
  [routePatterns.ranking]: 'ranking',
  [routePatterns.rules]: 'rules',
};

/** /competitions/{id}[/team-setup|/matches[/{gameId}]|/ranking|/rules]: the header with the join flow, and the tabs. */
export default function CompetitionPage({ titleKey }: { titleKey: string }) {
  const { id } = useParams();
  const competitionId = Number(id);
  const valid = Number.isInteger(competitionId) && competitionId > 0;
  const query = useCompetition({ path: { id: valid ? competitionId : 0 } }, { enabled: valid });
  const stringsReady = useUiArea('competition', 'lobby');
  // The squad views' strings: fantasy competitions only, but asked for at once so they arrive with the page.
  const fantasyStrings = useUiArea('fantasy');
  if (!valid || query.isError) return <NotFoundPage />;
  if (!query.data || !stringsReady || (query.data.data.type === 2 && !fantasyStrings)) return <Loader />;
  return <CompetitionView key={competitionId} competition={query.data.data} titleKey={titleKey} />;
}

function CompetitionView({ competition, titleKey }: { competition: Competition; titleKey: string }) {
  const { t } = useTranslation('ui');
  const tab = tabOfRoute[routeOf(useLocation().pathname)?.path ?? ''] ?? 'overview';
  const join = useJoinCompetition(competition);
  const joined = join.view.isMember;
  const { loggedIn } = useSession();
  // The fan's place, shown in the header and moved in place by live re-ranks (the live channel updates this answer).
  const mine = useMyRanking({ query: { 'season-id': competition.season.id } }, { enabled: loggedIn && joined });
  const ranked = joined ? mine.data?.data : null;
  const client = useHadafClient();
  // "Updated 3 seconds ago" moves each second on the server's clock.
  const clock = useMemo(() => secondsClock(() => client.serverClock.now()), [client]);
  const panels: Record<CompetitionTabId, () => ReactNode> = {
    overview: () => (
      <CompetitionOverview
        competition={{
          start: competition.season.start,
          end: competition.season.end,
          creatorName: competition.creator?.name ?? null,
          matchCount: competition.season.game_count,
          entryFee: competition.entry_fee,
          reward: competition.reward,
          calculateReward: competition.calculate_reward,
          rewardMax: competition.reward_max,
          prizeDistribution: competition.prize_distribution?.map((place) => place.amount) ?? [],
          winningStrategy: competition.winning_strategy,
          participants: competition.participants,
          prizes: competition.prizes.map((prize) => ({ name: prize.name, imageUrl: prize.image?.original ?? null })),
          sponsors: competition.sponsors.map((sponsor) => ({ name: sponsor.name, logoUrl: sponsor.logo?.original ?? null })),
          status: competition.status,
        }}
      />
    ),
    teamSetup: () => <CompetitionTeamSetup competition={competition} joined={joined} onJoin={() => join.send({ type: 'JOIN' })} />,
    matches: () => <CompetitionMatches competitionId={competition.id} fantasy={competition.type === 2} />,
    ranking: () => <CompetitionRanking seasonId={competition.season.id} fantasy={competition.type === 2} joined={joined} />,
    rules: () => <CompetitionRules type={competition.type} />,
  };
  const tabs: { id: CompetitionTabId; href: string }[] = [
    { id: 'overview', href: paths.competition(competition.id) },
    // Team Setup: fantasy competitions only (competitions §2); fans who have not joined see the Join Now overlay.
    ...(competition.type === 2 ? [{ id: 'teamSetup' as const, href: paths.competitionTab(competition.id, 'team-setup') }] : []),
    { id: 'matches', href: paths.competitionTab(competition.id, 'matches') },
    { id: 'ranking', href: paths.competitionTab(competition.id, 'ranking') },
    { id: 'rules', href: paths.competitionTab(competition.id, 'rules') },
  ];
  return (
    <ClockProvider clock={clock}>
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <DocumentTitle titleKey={titleKey} />
      <CompetitionHeader
        competition={{ name: competition.name, state: competition.state, status: competition.status, coverUrl: competition.cover?.original ?? null }}
        standing={ranked ? { ranking: ranked.ranking, points: ranked.points, updatedAt: mine.data?.updated_at ?? null } : null}
        join={join.view}
        send={join.send}
        playHref={join.playPath}
      />
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('competition.tabs.label')}>
          {tabs.map((entry) => (
            <Tab key={entry.id} id={entry.id} href={entry.href}>
              {t(`competition.tabs.${entry.id}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((entry) => (
          <TabPanel key={entry.id} id={entry.id} className="pt-4">
            {entry.id === tab ? panels[entry.id]() : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
    </ClockProvider>
  );
}
