export { CompetitionWizard } from './CompetitionWizard.tsx';
export { ParticipantsSlider, type ParticipantsSliderProps } from './ParticipantsSlider.tsx';
export type { CompetitionWizardProps, WizardLeague, WizardMatch, WizardMatchFilter, WizardMatchList } from './types.ts';
