import { useEffect, useRef, useState } from 'react';
import { formatInteger, type Language } from '@hadaf/domain';
import { useTranslation } from '../../i18n/react.ts';

/** How long the visible "Goal!" stays on the card. */
const FLASH_MS = 4_000;

interface GoalMatch {
  state: { code: string };
  home_goals?: number | null;
  away_goals?: number | null;
  home_team: { name: string };
  away_team: { name: string };
}

export interface Goal {
  /** What the polite status says ("Goal! Liverpool 2, Arsenal 1"); empty before the first goal seen. */
  said: string;
  /** Whether the visible flag shows (for a few seconds after the goal). */
  flashing: boolean;
}

/**
 * A goal of the fan's match (`mine`: one they predicted) scored while it is shown: what to say once, politely, and
 * whether to show it for a few seconds. A score already there when it appears is not news.
 */
export function useGoalAnnouncement(match: GoalMatch, mine: boolean, language: Language): Goal {
  const { t } = useTranslation('ui');
  const goals = (match.home_goals ?? 0) + (match.away_goals ?? 0);
  const seen = useRef(goals);
  const [said, setSaid] = useState('');
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (goals > seen.current && match.state.code === 'LIVE' && mine) {
      setSaid(
        t('matches.card.goal', {
          home: match.home_team.name,
          away: match.away_team.name,
          homeGoals: formatInteger(match.home_goals ?? 0, language),
          awayGoals: formatInteger(match.away_goals ?? 0, language),
        }),
      );
      setFlashing(true);
    }
    seen.current = goals;
  }, [goals, match, mine, t, language]);
  useEffect(() => {
    if (!flashing) return;
    const timer = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashing, said]);
  return { said, flashing };
}

/**
 * The visible "Goal!" over the card's top edge: laid over the card (absolute), so nothing moves, and hidden from
 * assistive technology (it would join the card's name); GoalStatus says the same, with the score.
 */
export function GoalFlash({ goal }: { goal: Goal }) {
  const { t } = useTranslation('ui');
  if (!goal.flashing) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="goal-flash"
      className="pointer-events-none absolute inset-x-0 top-2 mx-auto w-fit rounded-full bg-success-600 px-3 py-0.5 text-xs font-bold text-white shadow-md motion-safe:animate-pulse"
    >
      {t('matches.card.goalFlash')}
    </span>
  );
}

/**
 * Says the goal politely, once: beside the card rather than in it (it would become part of the card's name), hidden
 * from sight and out of the flow (sr-only; GoalFlash is what sighted fans see).
 */
export function GoalStatus({ goal }: { goal: Goal }) {
  return (
    <span role="status" aria-live="polite" data-testid="goal-announcement" className="sr-only">
      {goal.said}
    </span>
  );
}
