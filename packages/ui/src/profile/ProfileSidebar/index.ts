export { ProfileSidebar, type ProfileSidebarProps, type ProfileSidebarSettings, type ProfileSidebarUser } from './ProfileSidebar.tsx';
