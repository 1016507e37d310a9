export { AboutUs, type AboutUsProps } from './AboutUs.tsx';
