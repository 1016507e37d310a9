// Coins and the store: packages, payments, cards, wallet, products and orders.
export * from './BuyProductModal/index.ts';
export * from './CardPaymentForm/index.ts';
export * from './CodeRedeemForm/index.ts';
export * from './MobileCashPayment/index.ts';
export * from './OrdersList/index.ts';
export * from './PaymentMethodChoice/index.ts';
export * from './PaymentResult/index.ts';
export * from './PricingPackages/index.ts';
export * from './ProductGrid/index.ts';
export * from './SavedCardsList/index.ts';
export * from './TransactionsList/index.ts';
export * from './WalletBalance/index.ts';
