import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatInteger } from '@hadaf/domain';
import { useMatchLanguage } from '../../matches/MatchCard/MatchCard.tsx';
import { twMerge } from '../../lib/utils.ts';

/** Each type's rule sections, in reading order (their text is in the competition strings, per language). */
const sections = {
  prediction: ['entry', 'scoring', 'deadlines', 'ties', 'prizes', 'cancellation'],
  fantasy: ['entry', 'squad', 'scoring', 'substitutes', 'ties', 'prizes', 'cancellation'],
} as const;

export interface CompetitionRulesProps {
  /** 1 prediction, 2 fantasy. */
  type: 1 | 2;
  className?: string;
}

/** The Rules tab (competitions §2): four variants, the active language × the competition's type. */
export function CompetitionRules({ type, className }: CompetitionRulesProps) {
  const { t } = useTranslation('ui');
  const language = useMatchLanguage();
  const headingId = useId();
  const kind = type === 2 ? 'fantasy' : 'prediction';
  return (
    <article aria-labelledby={headingId} className={twMerge('flex max-w-prose flex-col gap-5 rounded-lg border border-border bg-surface p-4', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('competition.rules.title')}
      </h2>
      {sections[kind].map((section, index) => (
        <section key={section} className="flex flex-col gap-1">
          <h3 className="font-semibold">
            <bdi>{formatInteger(index + 1, language)}</bdi>. {t(`competition.rules.${kind}.${section}.title`)}
          </h3>
          <p className="leading-relaxed text-fg-muted">{t(`competition.rules.${kind}.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
