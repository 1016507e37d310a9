import type { CreateCompetitionEvent, CreateCompetitionView } from '@hadaf/domain';

/** A match the creator may pick (official, allowed league, not started). */
export interface WizardMatch {
  id: number;
  home: string;
  away: string;
  /** ISO date-time of the kick-off. */
  startsAt: string;
}

/** A league user competitions may use. */
export interface WizardLeague {
  id: number;
  name: string;
}

/** The Select Matches step's filters: a league (null: every allowed league) and a date range, YYYY-MM-DD. */
export interface WizardMatchFilter {
  leagueId: number | null;
  from: string;
  to: string;
}

export interface WizardMatchList {
  status: 'loading' | 'error' | 'ready';
  items: WizardMatch[];
  onRetry: () => void;
}

export interface CompetitionWizardProps {
  /** connectCreateCompetition's view of the machine. */
  view: CreateCompetitionView;
  send: (event: CreateCompetitionEvent) => void;
  leagues: WizardLeague[];
  /** The matches under the current filter (for fantasy, the chosen league's). */
  matches: WizardMatchList;
  filter: WizardMatchFilter;
  onFilterChange: (filter: WizardMatchFilter) => void;
}

export type StepProps = Pick<CompetitionWizardProps, 'view' | 'send'>;
