import { lazy, Suspense, useState } from 'react';
import { CompetitionLobby, defaultLobbyFilters, type LobbyFilters, type LobbyTab, type LobbyType, useTranslation } from '@hadaf/ui';
import { COMPETITION_TYPE, paths } from '@hadaf/domain';
import { lobbyQuery, withFilters } from '../hooks/lobby-queries.ts';
import { useCompetitionList } from '../hooks/useCompetitionList.ts';
import { ReferralCard } from './ReferralCard.tsx';

// The wizard's code and strings arrive when a fan opens it.
const CreateCompetition = lazy(() => import('./CreateCompetition.tsx'));

const typeHrefs: Record<LobbyType, string> = { predictions: paths.lobbyPredictions, fantasy: paths.lobbyFantasy, esports: paths.lobbyEsports };
const headings: Record<LobbyType, string> = { predictions: 'pages.lobbyPredictions', fantasy: 'pages.lobbyFantasy', esports: 'pages.lobbyEsports' };

export interface LobbyProps {
  type: LobbyType;
  signedIn: boolean;
  tab: LobbyTab;
  onTabChange: (tab: LobbyTab) => void;
}

/** The lobby bound to GET /v2/competitions: the selected tab's list, the featured ones above Upcoming, the invitation card for fans. */
export function Lobby({ type, signedIn, tab, onTabChange }: LobbyProps) {
  const { t } = useTranslation('web');
  const [filters, setFilters] = useState<LobbyFilters>(defaultLobbyFilters);
  const selected: LobbyTab = signedIn ? tab : 'upcoming';
  const featured = useCompetitionList(lobbyQuery('featured', type), { enabled: selected === 'upcoming' });
  const list = useCompetitionList(withFilters(lobbyQuery(selected, type), filters), { withoutFeatured: selected === 'upcoming' });
  const [creating, setCreating] = useState(false);
  // Any signed-in fan may create (docs/decisions/competition-creation.md); eSports competitions are the house's.
  const canCreate = signedIn && type !== 'esports';
  return (
    <>
      <CompetitionLobby
        heading={t(headings[type])}
        types={{ current: type, hrefs: typeHrefs }}
        signedIn={signedIn}
        tab={selected}
        onTabChange={onTabChange}
        featured={featured.items}
        list={list}
        filters={filters}
        onFiltersChange={setFilters}
        referral={signedIn ? <ReferralCard /> : null}
        {...(canCreate ? { onCreateCompetition: () => setCreating(true) } : {})}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateCompetition type={type === 'fantasy' ? COMPETITION_TYPE.fantasy : COMPETITION_TYPE.prediction} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
