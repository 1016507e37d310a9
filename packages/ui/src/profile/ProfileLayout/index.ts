export { ProfileLayout, type ProfileLayoutProps } from './ProfileLayout.tsx';
