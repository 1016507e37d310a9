export { ProgressBar, progressBarStyles, type ProgressBarProps } from './ProgressBar.tsx';
