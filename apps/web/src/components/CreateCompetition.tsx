import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAppSettings, useCompetitions, useMatches } from '@hadaf/api-client';
import { connectCreateCompetition, isFantasyForm, matchListLeague, type CompetitionType } from '@hadaf/domain';
import { CompetitionWizard, type WizardMatch, type WizardMatchFilter } from '@hadaf/ui';
import { useCreateCompetition } from '../hooks/useCreateCompetition.ts';
import { useUiArea } from '../hooks/useUiArea.ts';

/** The Select Matches step first shows the coming month. */
const FIRST_WINDOW_DAYS = 30;
const dayOf = (date: Date) => date.toLocaleDateString('en-CA');

export interface CreateCompetitionProps {
  /** Set inside a group: the competition belongs to it. */
  groupId?: number | null;
  /** The type of the lobby it was opened from. */
  type?: CompetitionType;
  /** The fan left without going anywhere. */
  onClose: () => void;
}

/**
 * The creation wizard (with its Created modal), bound to the api: the allowed leagues, the allowed matches under the
 * fan's filter (GET /v2/matches?for-user-created-competitions=1), the house share for the prize preview.
 */
export default function CreateCompetition({ groupId = null, type, onClose }: CreateCompetitionProps) {
  const ready = useUiArea('create-competition');
  const actor = useCreateCompetition({ groupId, ...(type ? { type } : {}), onClose });
  const settings = useAppSettings();
  const eksabShare = settings.data?.data.eksab_share ?? 0;
  const view = useSelector(actor, (snapshot) => connectCreateCompetition(snapshot, { eksabShare }));

  const [filter, setFilter] = useState<WizardMatchFilter>(() => {
    const today = new Date();
    return { leagueId: null, from: dayOf(today), to: dayOf(new Date(today.getTime() + FIRST_WINDOW_DAYS * 86_400_000)) };
  });
  const leagueId = matchListLeague(view.values, filter.leagueId);
  const onMatchesStep = view.step === 'matches';

  const leagueList = useCompetitions({ query: { 'for-user-created-fantasy': '1' } }, { enabled: view.isWizardOpen, staleTime: Number.POSITIVE_INFINITY });
  const leagues = leagueList.data && 'data' in leagueList.data && Array.isArray(leagueList.data.data) ? leagueList.data.data.filter((item) => 'name' in item) : [];
  const matchQuery = useMatches(
    { query: { from: filter.from, to: filter.to, 'for-user-created-competitions': '1', ...(leagueId !== null ? { competition: leagueId } : {}) } },
    { enabled: onMatchesStep && (!isFantasyForm(view.values) || leagueId !== null) },
  );
  const items: WizardMatch[] =
    matchQuery.data?.data.data.map((match) => ({ id: match.id, home: match.home_team.name, away: match.away_team.name, startsAt: match.start })) ?? [];

  if (!ready) return null;
  return (
    <CompetitionWizard
      view={view}
      send={(event) => actor.send(event)}
      leagues={leagues.map((league) => ({ id: league.id, name: league.name }))}
      matches={{ status: matchQuery.isError ? 'error' : matchQuery.isPending ? 'loading' : 'ready', items, onRetry: () => void matchQuery.refetch() }}
      filter={filter}
      onFilterChange={setFilter}
    />
  );
}
