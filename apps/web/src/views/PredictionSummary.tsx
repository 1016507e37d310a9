import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@hadaf/domain';
import { MatchScore } from '@hadaf/ui';
import { useLanguage } from '../app/LanguageContext.tsx';
import type { MatchItem } from '../hooks/usePredictionPanel.ts';

/** One predicted match: teams, kick-off, my predicted score (home goals first in reading order, like the teams) and my bonus answers. */
export function PredictionSummary({ item }: { item: MatchItem }) {
  const { t } = useTranslation('web');
  const { language } = useLanguage();
  const { match } = item;
  const score = item.game_score_bet?.current_user_prediction?.value;
  const answered = item.bets.filter((bet) => bet.current_user_prediction);
  return (
    <article className="flex flex-col gap-2 rounded-lg bg-surface p-4 shadow-sm" data-testid="prediction-item" data-match-id={item.id}>
      <h2 className="font-bold">
        {match.home_team.name} – {match.away_team.name}
      </h2>
      <p className="text-sm text-fg-muted">
        {item.season.competition.name} · {formatDate(match.start, language)} · {formatTime(match.start, language)}
      </p>
      {score && typeof score === 'object' && (
        <p className="text-sm" data-testid="predicted-score">
          {t('predictions.myScore')}{' '}
          <MatchScore homeGoals={score.home_goals} awayGoals={score.away_goals} />
        </p>
      )}
      {answered.length > 0 && (
        <ul className="text-sm text-fg-muted">
          {answered.map((bet) => {
            const value = bet.current_user_prediction!.value;
            const label = bet.question?.answers.find((answer) => answer.value === value)?.label ?? String(value);
            return (
              <li key={bet.id}>
                {bet.question?.body}: <bdi className="font-semibold text-fg">{label}</bdi>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
