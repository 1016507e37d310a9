import { LatestCompetitions as LatestCompetitionsView } from '@hadaf/ui';
import { useSession } from '../app/session.tsx';
import { useLatestCompetitions } from '../hooks/useLatestCompetitions.ts';
import { paths } from '@hadaf/domain';

/**
 * The lobby, where competitions are joined. Not /lobby itself: that route redirects to the default landing route
 * (platform.md §2), which is the matches page this column sits on.
 */
const lobbyHref = paths.lobbyPredictions;

/** The matches page's left column, fed by the user's joined competitions. A failed list is left out (§8). */
export function LatestCompetitions() {
  const { loggedIn } = useSession();
  const { competitions, status } = useLatestCompetitions({ enabled: loggedIn });
  if (status === 'failed') return null;
  // A visitor (issue 30: /matches is open to them) has joined nothing: the way to the competitions, not a spinner.
  return <LatestCompetitionsView status={loggedIn ? status : 'empty'} competitions={competitions} exploreHref={lobbyHref} />;
}
