import { useMemo } from 'react';
import { useCompetitions, useJoinedCompetitionIds, type components } from '@hadaf/api-client';
import { paths } from '@hadaf/domain';

type Competition = components['schemas']['Competition'];

export interface LatestCompetition {
  readonly id: number;
  readonly name: string;
  readonly state: Competition['state'];
  /** /competitions/{id} (platform.md §2). */
  readonly href: string;
}

export type LatestCompetitionsStatus = 'loading' | 'empty' | 'ready' | 'failed';

const competitionHref = (id: number) => paths.competition(id);

/** The joined competitions found in the answer to ?mine=1 (joined or created), in the order of the joined ids. */
export function latestCompetitionsOf(joinedIds: readonly number[], mine: readonly Competition[]): LatestCompetition[] {
  const byId = new Map(mine.map((competition) => [competition.id, competition]));
  return joinedIds.flatMap((id) => {
    const competition = byId.get(id);
    return competition ? [{ id, name: competition.name, state: competition.state, href: competitionHref(id) }] : [];
  });
}

/**
 * My latest joined competitions (platform.md §1, "Matches page"): GET /me/joined-competition-ids (newest joined
 * first), then — only when that list has ids — GET /v2/competitions?mine=1 for their names and states, shown in the
 * order of the ids. Off while `enabled` is false (visitors, signing out).
 */
export function useLatestCompetitions({ enabled }: { enabled: boolean }) {
  const joined = useJoinedCompetitionIds(undefined, { enabled });
  const ids = joined.data?.data;
  const hasJoined = ids !== undefined && ids.length > 0;
  const mine = useCompetitions({ query: { mine: '1' } }, { enabled: enabled && hasJoined });
  const data = mine.data;
  // The answer is a CompetitionPage here (the league list shape only comes with for-user-created-fantasy).
  const competitions = useMemo(() => (ids && data && 'meta' in data ? latestCompetitionsOf(ids, data.data) : []), [ids, data]);

  let status: LatestCompetitionsStatus;
  if (joined.isError || (hasJoined && mine.isError)) status = 'failed';
  else if (!ids || (hasJoined && !data)) status = 'loading';
  else status = competitions.length === 0 ? 'empty' : 'ready';
  return { competitions, status };
}
