import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, toPanelMatch, useGames, useHadafClient } from '@hadaf/api-client';
import { connectPredictionPanel, predictionPanelMachine, type SavePredictionsInput } from '@hadaf/domain';
import { PredictionPanel } from '@hadaf/ui/matches';
import { Spinner } from '@hadaf/ui/primitives';

/**
 * The prediction panel on the domain's real machine, its save bound to the api-client (answered by the contract's
 * mocks). The mocks' world stands still at `now` (their fixtures' clock), so its upcoming match stays open.
 */
export function PredictionDemo({ now }: { now: number }) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const games = useGames({ query: { state: 'not-started' } });
  const item = games.data?.data[0] ?? null;

  const logic = useMemo(
    () =>
      predictionPanelMachine.provide({
        actors: {
          savePredictions: fromPromise<void, SavePredictionsInput>(async ({ input }) => {
            await mutations.savePredictions.run(client, queryClient, { body: { game_id: input.game_id, bets: [...input.bets] } });
          }),
        },
      }),
    [client, queryClient],
  );
  const actor = useActorRef(logic, { input: { now, eligibility: 'allowed', autoNavigate: false, preserved: null, match: null } });
  const itemId = item?.id;
  useEffect(() => {
    if (item) actor.send({ type: 'MATCH_SELECTED', match: toPanelMatch(item) });
    // A refetched copy of the same match must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, itemId]);
  const view = useSelector(actor, connectPredictionPanel);

  if (!item) return <Spinner aria-label="…" />;
  return (
    <PredictionPanel
      match={item}
      values={view.values}
      status={view.status}
      isSignedIn
      autoNavigate={false}
      onValueChange={(betId, value) => actor.send({ type: 'BET_CHANGED', betId, value })}
      onAutoNavigateChange={() => undefined}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      timeZone="Africa/Cairo"
    />
  );
}
