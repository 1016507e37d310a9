export { TutorialOverlay, type TutorialOverlayProps, type TutorialTargets } from './TutorialOverlay.tsx';
