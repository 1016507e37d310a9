export { BuyProductModal, type BuyProductModalProduct, type BuyProductModalProps, type BuyProductValues } from './BuyProductModal.tsx';
