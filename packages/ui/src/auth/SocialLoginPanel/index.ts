export { SocialLoginPanel, type SocialLoginPanelProps } from './SocialLoginPanel.tsx';
