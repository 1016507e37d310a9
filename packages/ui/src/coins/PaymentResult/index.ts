export { PaymentResult, type PaymentResultProps, type PaymentResultKind, type PaymentResultOutcome } from './PaymentResult.tsx';
