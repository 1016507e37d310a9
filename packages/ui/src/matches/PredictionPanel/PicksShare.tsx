import { useId } from 'react';
import { Label, Meter } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@hadaf/domain';
import { useLanguage } from '../../lib/use-language.ts';

/** How the fans who predicted a closed match split between its outcomes (the contract's MatchPicks), in percent. */
export interface PredictionPanelPicks {
  /** Fans who predicted the score. */
  total: number;
  home_win: number;
  draw: number;
  away_win: number;
}

/**
 * Fans' picks of a match once predictions have closed: each outcome (home win, draw, away win) as a bar with its share
 * in the language's digits; the three add up to 100 %. Each bar is a meter (its value read out), the section a region.
 */
export function PicksShare({ picks, homeTeam, awayTeam }: { picks: PredictionPanelPicks; homeTeam: string; awayTeam: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const headingId = useId();
  const outcomes = [
    { key: 'home', label: t('matches.picks.homeWin', { team: homeTeam }), share: picks.home_win },
    { key: 'draw', label: t('matches.picks.draw'), share: picks.draw },
    { key: 'away', label: t('matches.picks.awayWin', { team: awayTeam }), share: picks.away_win },
  ];
  return (
    <section aria-labelledby={headingId} data-testid="prediction-picks" className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-fg">
          {t('matches.picks.title')}
        </h3>
        <span className="text-xs text-fg-muted">{t('matches.picks.count', { count: picks.total, n: formatInteger(picks.total, language) })}</span>
      </div>
      {picks.total === 0 ? (
        <p className="text-sm text-fg-muted">{t('matches.picks.none')}</p>
      ) : (
        outcomes.map((outcome) => (
          <Meter key={outcome.key} value={outcome.share} minValue={0} maxValue={100} className="flex flex-col gap-1">
            {({ percentage, valueText }) => (
              <>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <Label className="min-w-0 break-words text-fg">{outcome.label}</Label>
                  <span className="shrink-0 font-semibold text-fg tabular-nums">{valueText}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-surface-sunken">
                  <div className="h-full rounded-full bg-secondary-600" style={{ width: `${percentage}%` }} />
                </div>
              </>
            )}
          </Meter>
        ))
      )}
    </section>
  );
}
