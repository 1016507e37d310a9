export { MobileCashPayment, type MobileCashPaymentProps } from './MobileCashPayment.tsx';
