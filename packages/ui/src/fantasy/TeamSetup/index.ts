export { TeamSetup, type TeamSetupProps, type TeamSetupViewMode } from './TeamSetup.tsx';
