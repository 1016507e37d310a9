import { useEffect, useRef, useState } from 'react';
import { formatInteger, type Language } from '@hadaf/domain';
import { useTranslation } from '../../i18n/react.ts';

interface GoalMatch {
  state: { code: string };
  home_goals?: number | null;
  away_goals?: number | null;
  home_team: { name: string };
  away_team: { name: string };
}

/**
 * A goal of the fan's match (`mine`: one they predicted) scored while it is shown: what to say once, politely ("Goal!
 * Liverpool 2, Arsenal 1"); empty before the first goal seen. A score already there when it appears is not news.
 */
export function useGoalAnnouncement(match: GoalMatch, mine: boolean, language: Language): string {
  const { t } = useTranslation('ui');
  const goals = (match.home_goals ?? 0) + (match.away_goals ?? 0);
  const seen = useRef(goals);
  const [said, setSaid] = useState('');
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
    }
    seen.current = goals;
  }, [goals, match, mine, t, language]);
  return said;
}
