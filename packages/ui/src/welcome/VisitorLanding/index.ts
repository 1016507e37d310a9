export { VisitorLanding, type VisitorLandingProps } from './VisitorLanding.tsx';
