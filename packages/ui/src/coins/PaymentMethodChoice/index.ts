export { PaymentMethodChoice, type PaymentMethodChoiceProps, type PaymentMethod } from './PaymentMethodChoice.tsx';
