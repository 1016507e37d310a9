import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, isLanguage } from '@hadaf/domain';
import { twMerge } from '../../lib/utils.ts';

export interface MatchScoreProps {
  /** The home team's goals (none yet counts as 0). */
  homeGoals: number | null | undefined;
  /** The away team's goals (none yet counts as 0). */
  awayGoals: number | null | undefined;
  className?: string;
}

/**
 * A score in reading order: the home goals at the inline start (left in English, right in Arabic), the
 * separator, then the away goals. Laid out between the home team (start) and the away team (end), each
 * team's goals stand beside that team in both languages. Each number is bidi-isolated on its own, so its
 * digits never mirror and the numbers never swap sides. Screen readers hear "Home 2, Away 1".
 */
export function MatchScore({ homeGoals, awayGoals, className }: MatchScoreProps) {
  const { t, i18n } = useTranslation('ui');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const home = formatInteger(homeGoals ?? 0, language);
  const away = formatInteger(awayGoals ?? 0, language);
  return (
    <span data-testid="match-score" className={twMerge('inline-flex items-center gap-[0.3em] font-bold whitespace-nowrap tabular-nums', className)}>
      <span className="sr-only">{t('matches.score.label', { home, away })}</span>
      <bdi dir="ltr" aria-hidden="true" data-testid="match-score-home">
        {home}
      </bdi>
      <span aria-hidden="true">-</span>
      <bdi dir="ltr" aria-hidden="true" data-testid="match-score-away">
        {away}
      </bdi>
    </span>
  );
}
