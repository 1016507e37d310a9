import { useLocation, useSearchParams } from 'react-router';
import { routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { Lobby } from '../components/Lobby.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useUiArea } from '../hooks/useUiArea.ts';
import { lobbySearchOf, lobbyTabOf } from '../hooks/lobby-queries.ts';

/** /lobby/predictions and /lobby/fantasy (competitions §2): Upcoming for everyone, Running and Past for signed-in fans. */
export default function LobbyPage({ titleKey }: { titleKey: string }) {
  const { loggedIn } = useSession();
  const pathname = useLocation().pathname;
  const type = pathname === routePatterns.lobbyFantasy ? 'fantasy' : pathname === routePatterns.lobbyEsports ? 'esports' : 'predictions';
  const [params, setParams] = useSearchParams();
  // The lists' texts: with the page's on a first visit (ui-areas.ts), asked for on the way in from another page.
  const ready = useUiArea('lobby');
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      {ready ? (
        <Lobby
          type={type}
          signedIn={loggedIn}
          tab={lobbyTabOf(params, loggedIn)}
          onTabChange={(tab) => setParams(lobbySearchOf(tab), { replace: true })}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
