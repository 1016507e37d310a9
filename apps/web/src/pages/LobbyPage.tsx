import { useLocation, useSearchParams } from 'react-router';
import { routePatterns } from '@hadaf/domain';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useSession } from '../app/session.tsx';
import { Lobby } from '../components/Lobby.tsx';
import { lobbySearchOf, lobbyTabOf } from '../hooks/lobby-queries.ts';

/** /lobby/predictions and /lobby/fantasy (competitions §2): Upcoming for everyone, Running and Past for signed-in fans. */
export default function LobbyPage({ titleKey }: { titleKey: string }) {
  const { loggedIn } = useSession();
  const pathname = useLocation().pathname;
  const type = pathname === routePatterns.lobbyFantasy ? 'fantasy' : pathname === routePatterns.lobbyEsports ? 'esports' : 'predictions';
  const [params, setParams] = useSearchParams();
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      <Lobby
        type={type}
        signedIn={loggedIn}
        tab={lobbyTabOf(params, loggedIn)}
        onTabChange={(tab) => setParams(lobbySearchOf(tab), { replace: true })}
      />
    </>
  );
}
