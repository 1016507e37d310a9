export { ReferralLink, type ReferralLinkProps } from './ReferralLink.tsx';
