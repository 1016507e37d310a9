export { Switch, switchTrackStyles, type SwitchProps } from './Switch.tsx';
