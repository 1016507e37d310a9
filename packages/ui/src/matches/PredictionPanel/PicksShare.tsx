import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger, intlLocale } from '@hadaf/domain';
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
 * The meters are plain ARIA markup (what react-aria's Meter renders), so the panel does not ship its number formatter.
 */
export function PicksShare({ picks, homeTeam, awayTeam }: { picks: PredictionPanelPicks; homeTeam: string; awayTeam: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const headingId = useId();
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent' });
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
          <ShareMeter key={outcome.key} label={outcome.label} share={outcome.share} percent={percent} />
        ))
      )}
    </section>
  );
}

/** One outcome's share: a meter from 0 to 100, labelled by the outcome and read out as a percentage. */
function ShareMeter({ label, share, percent }: { label: string; share: number; percent: Intl.NumberFormat }) {
  const labelId = useId();
  const valueText = percent.format(share / 100);
  return (
    <div role="meter" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100} aria-valuetext={valueText} aria-labelledby={labelId} className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="min-w-0 break-words text-fg">
          {label}
        </span>
        <span className="shrink-0 font-semibold text-fg tabular-nums">{valueText}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-surface-sunken">
        <div className="h-full rounded-full bg-secondary-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
