export * from './GroupCreationWizard.tsx';
