import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { mutations, toPanelMatch, useHadafClient, type components } from '@hadaf/api-client';
import {
  connectPredictionPanel,
  formatInteger,
  isLanguage,
  parseScore,
  predictionPanelMachine,
  type BetValue,
  type PredictionEligibility,
  type PredictionValues,
  type PreservedPredictions,
  type SavePredictionsInput,
} from '@hadaf/domain';
import { useNavigate } from 'react-router';
import { toastQueue, useTranslation } from '@hadaf/ui';
import { destinationOf } from '../app/route-table.ts';
import { useSession } from '../app/session.tsx';
import { useUserSettings } from './useUserSettings.ts';

export type MatchItem = components['schemas']['MatchItem'];
export type Bet = components['schemas']['Bet'];

const PRESERVED_KEY = 'preserved_predictions';

function readPreserved(): PreservedPredictions | null {
  try {
    const raw = localStorage.getItem(PRESERVED_KEY);
    return raw ? (JSON.parse(raw) as PreservedPredictions) : null;
  } catch {
    return null;
  }
}

/** A name kept whole and in its own direction inside a sentence of the other language (FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The saved match as the confirmation names it: "Al Ahly 2 – 1 Zamalek", or its teams without a score. */
function savedMatchText(item: MatchItem, predictions: PredictionValues, t: (key: string, values: Record<string, string>) => string, language: string) {
  const lang = isLanguage(language) ? language : 'en';
  const home = isolate(item.match.home_team.name);
  const away = isolate(item.match.away_team.name);
  const score = item.game_score_bet ? parseScore(predictions[item.game_score_bet.id]) : null;
  return score
    ? t('matches.savedScore', { home, away, homeGoals: formatInteger(score.home_goals, lang), awayGoals: formatInteger(score.away_goals, lang) })
    : t('matches.savedMatch', { home, away });
}

/**
 * The prediction-panel machine bound to the api client: savePredictions → POST /v2/predictions/multiple.
 * The caller supplies the selected match and what "next match" means on its page.
 */
export function usePredictionPanel({ item, onNextMatch }: { item: MatchItem | null; onNextMatch: (afterMatchId: number) => void }) {
  const client = useHadafClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('web');
  const { loggedIn, actor: session } = useSession();
  // The session machine decides whether the phone still needs verifying (its verifyingPhone state).
  const phonePending = useSelector(session, (state) => state.matches({ loggedIn: 'verifyingPhone' }));

  const eligibility: PredictionEligibility = !loggedIn ? 'visitor' : phonePending ? 'phoneUnverified' : 'allowed';
  const settings = useUserSettings();
  const autoNavigate = settings.values.auto_navigate_to_next_prediction;

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
  // The server's clock: the device's may be wrong or wound back to beat the lock.
  const [startedAt] = useState(() => client.serverClock.now());
  const actor = useActorRef(logic, { input: { now: startedAt, eligibility, autoNavigate, preserved: readPreserved(), match: null } });

  useEffect(() => {
    const subscriptions = [
      actor.on('preservedPredictionsChanged', ({ preserved }) => {
        if (preserved) localStorage.setItem(PRESERVED_KEY, JSON.stringify(preserved));
        else localStorage.removeItem(PRESERVED_KEY);
      }),
      actor.on('predictionBlocked', ({ reason }) => {
        const here = `${window.location.pathname}${window.location.search}`;
        const { path, state } = destinationOf(reason === 'visitor' ? { name: 'loginRequired' } : { name: 'phoneVerificationRequired', returnTo: here }, here);
        void navigate(path, { state });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate]);
  useEffect(() => {
    const subscription = actor.on('nextMatchRequested', ({ afterMatchId }) => onNextMatch(afterMatchId));
    return () => subscription.unsubscribe();
  }, [actor, onNextMatch]);
  // The save is confirmed by a toast naming the match, before the panel moves on to the next one (platform §4: the
  // saved icon shows a second first); it stays after the panel has moved.
  useEffect(() => {
    const subscription = actor.on('predictionSaved', ({ matchId }) => {
      if (item?.id !== matchId) return;
      toastQueue.add({ tone: 'success', title: t('matches.saved'), description: savedMatchText(item, actor.getSnapshot().context.predictions, t, i18n.language) }, { timeout: 5000 });
    });
    return () => subscription.unsubscribe();
  }, [actor, item, t, i18n.language]);

  // The selected match (and its fresh server copy after a save) goes to the machine.
  const itemId = item?.id ?? null;
  useEffect(() => {
    // The clock first: the lock is checked against it as the match is selected.
    actor.send({ type: 'CLOCK_TICKED', now: client.serverClock.now() });
    if (item) actor.send({ type: 'MATCH_SELECTED', match: toPanelMatch(item) });
    else actor.send({ type: 'MATCH_CLEARED' });
    // Only a different match reselects; a refetched copy of the same match must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, itemId]);
  useEffect(() => actor.send({ type: 'ELIGIBILITY_CHANGED', eligibility }), [actor, eligibility]);
  useEffect(() => actor.send({ type: 'AUTO_NAVIGATE_CHANGED', enabled: autoNavigate }), [actor, autoNavigate]);
  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'CLOCK_TICKED', now: client.serverClock.now() }), 60_000);
    return () => clearInterval(timer);
  }, [actor, client]);

  const status = useSelector(actor, (state) => connectPredictionPanel(state).status);
  const predictions = useSelector(actor, (state) => connectPredictionPanel(state).values);
  return {
    status,
    predictions,
    autoNavigate,
    showAutoNavigate: loggedIn,
    changeBet: (betId: number, value: BetValue) => actor.send({ type: 'BET_CHANGED', betId, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    setAutoNavigate: (enabled: boolean) => settings.change({ key: 'auto_navigate_to_next_prediction', value: enabled }),
  };
}
