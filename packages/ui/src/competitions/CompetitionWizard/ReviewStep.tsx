import { useTranslation } from '../../i18n/react.ts';
import { COMPETITION_TYPE, formatCoins, formatDate, formatInteger, formatMillions, formatTime, isFantasyForm, squadBudget, type Language } from '@hadaf/domain';
import { PrizePreview } from './PrizeStep.tsx';
import type { CompetitionWizardProps } from './types.ts';

/** The last step: everything the fan chose, the prizes, and what happens after Submit (review, joins, the minimum). */
export function ReviewStep({ view, leagues }: Pick<CompetitionWizardProps, 'view' | 'leagues'>) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  const { values } = view;
  const fantasy = isFantasyForm(values);
  const league = leagues.find((item) => item.id === values.fantasy_competition_id);
  const rows: { label: string; value: string }[] = [
    { label: t('lobby.wizard.name'), value: values.name.trim() },
    { label: t('lobby.wizard.type'), value: t(`lobby.wizard.types.${values.type === COMPETITION_TYPE.fantasy ? 'fantasy' : 'prediction'}`) },
    ...(fantasy
      ? [
          { label: t('lobby.wizard.league'), value: league?.name ?? '' },
          { label: t('lobby.wizard.budget'), value: formatMillions(squadBudget(values.budget), language) },
        ]
      : []),
    { label: t('lobby.wizard.matches'), value: formatInteger(view.selectedMatchCount, language) },
    { label: t('lobby.wizard.entryFee'), value: values.entry_fee === null ? '' : formatCoins(values.entry_fee, language) },
    {
      label: t('lobby.wizard.participants'),
      value: t('lobby.wizard.participantsValue', { min: formatInteger(values.participants.min, language), max: formatInteger(values.participants.max, language) }),
    },
    { label: t('lobby.wizard.strategy'), value: values.winning_strategy ? t(`lobby.wizard.strategies.${values.winning_strategy}`) : '' },
  ];
  return (
    <section aria-labelledby="competition-summary" className="flex flex-col gap-4">
      <h3 id="competition-summary" className="font-semibold text-fg">
        {t('lobby.wizard.summary')}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-fg-muted">{row.label}</dt>
            <dd className="break-words text-fg">
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <PrizePreview view={view} />
      {values.group_id !== null && <p className="text-sm text-fg-muted">{t('lobby.wizard.groupNote')}</p>}
      <WhatHappensNext view={view} language={language} />
    </section>
  );
}

/** The competition's life after Submit, true to the rules: an admin's review, joins until kick-off, the minimum an hour before. */
function WhatHappensNext({ view, language }: Pick<CompetitionWizardProps, 'view'> & { language: Language }) {
  const { t } = useTranslation('ui');
  const when = (iso: string) => ({ date: formatDate(iso, language), time: formatTime(iso, language) });
  const min = view.values.participants.min;
  return (
    <section aria-labelledby="competition-next" className="flex flex-col gap-2 rounded-md bg-surface-sunken p-3 text-sm">
      <h4 id="competition-next" className="font-semibold text-fg">
        {t('lobby.wizard.whatNext.title')}
      </h4>
      <ol className="flex list-decimal flex-col gap-1 ps-5 text-fg-muted">
        <li>{t('lobby.wizard.whatNext.review')}</li>
        {view.timeline ? (
          <>
            <li>{t('lobby.wizard.whatNext.join', when(view.timeline.joinUntil))}</li>
            <li>{t('lobby.wizard.whatNext.cancel', { ...when(view.timeline.cancelCheckAt), count: min, n: formatInteger(min, language) })}</li>
          </>
        ) : null}
      </ol>
    </section>
  );
}
