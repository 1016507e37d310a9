// Groups: cards, list, group page and the creation wizard.
export * from './GroupCard/index.ts';
export * from './GroupCreationWizard/index.ts';
export * from './GroupPage/index.ts';
export * from './GroupsList/index.ts';
