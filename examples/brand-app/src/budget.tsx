// The smallest page the size budget measures (bench/consumer): a Button, a TextField and the PredictionPanel, in
// one language, with the precompiled stylesheet and the brand.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHadafI18n, HadafProvider } from '@hadaf/ui';
import { Button, TextField } from '@hadaf/ui/primitives';
import { PredictionPanel } from '@hadaf/ui/matches';
import '@hadaf/ui/styles.css';
import './goal-rush.css';
import { pageLanguage } from './language.ts';
import { budgetMatch } from './budget-match.ts';

const language = pageLanguage();
const i18n = await createHadafI18n(language);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HadafProvider language={language} i18n={i18n} brand="goal-rush">
      <main className="flex flex-col gap-4 p-4">
        <TextField label="Name" />
        <Button>Save</Button>
        <PredictionPanel match={budgetMatch} values={{}} status="editing" isSignedIn autoNavigate={false} onValueChange={() => undefined} onAutoNavigateChange={() => undefined} onSubmit={() => undefined} />
      </main>
    </HadafProvider>
  </StrictMode>,
);
