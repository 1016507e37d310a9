export { SquadPitch, type SquadPitchLine, type SquadPitchProps } from './SquadPitch.tsx';
