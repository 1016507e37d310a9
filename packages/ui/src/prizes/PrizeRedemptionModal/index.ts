export { PrizeRedemptionModal, type PrizeRedemptionModalProps } from './PrizeRedemptionModal.tsx';
