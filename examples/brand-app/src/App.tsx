import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stepper, TextField } from '@hadaf/ui/primitives';
import { SquadPitch } from '@hadaf/ui/fantasy';
import type { Language } from '@hadaf/domain';
import { GroupWizardDemo } from './GroupWizardDemo.tsx';
import { PredictionDemo } from './PredictionDemo.tsx';
import { squadLines } from './squad.ts';

/** Goal Rush's one page: the app's own markup (its own Tailwind) around Hadaf's components. */
export function App({ language, onLanguageChange, now }: { language: Language; onLanguageChange: (language: Language) => void; now: number }) {
  const { t } = useTranslation('app');
  const [wizardOpen, setWizardOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4">
      <header className="flex items-center justify-between gap-4 rounded-lg bg-secondary-600 p-4 text-on-secondary">
        <h1 className="text-2xl font-semibold">{t('tagline')}</h1>
        <Button variant="secondary" onPress={() => onLanguageChange(language === 'ar' ? 'en' : 'ar')}>
          {t('switchLanguage')}
        </Button>
      </header>
      {/* The app's own Tailwind utilities over Hadaf's tokens. */}
      <div data-testid="swatches" className="grid grid-cols-5 gap-2">
        <span className="h-8 rounded-md bg-primary-100" />
        <span className="h-8 rounded-md bg-primary-300" />
        <span className="h-8 rounded-md bg-primary-600/20" />
        <span className="h-8 rounded-md bg-primary-600" />
        <span className="h-8 rounded-md bg-secondary-500" />
      </div>
      <section className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4 rounded-lg bg-surface p-4">
          <TextField label={t('name')} />
          <Button onPress={() => setWizardOpen(true)}>{t('createGroup')}</Button>
          <h2 className="text-lg font-semibold">{t('redemption')}</h2>
          <Stepper steps={[{ id: 'details', label: t('steps.details') }, { id: 'documents', label: t('steps.documents') }, { id: 'review', label: t('steps.review') }]} currentIndex={1} />
        </div>
        <div className="rounded-lg bg-surface p-4">
          <h2 className="mb-2 text-lg font-semibold">{t('predict')}</h2>
          <PredictionDemo now={now} />
        </div>
      </section>
      <section className="rounded-lg bg-surface p-4">
        <h2 className="mb-2 text-lg font-semibold">{t('squad')}</h2>
        <SquadPitch lines={squadLines} readOnly />
      </section>
      {wizardOpen && <GroupWizardDemo onClose={() => setWizardOpen(false)} />}
    </div>
  );
}
