export { AdminRedemptions, type AdminRedemptionItem, type AdminRedemptionsProps, type RedemptionRequestStatus } from './AdminRedemptions.tsx';
