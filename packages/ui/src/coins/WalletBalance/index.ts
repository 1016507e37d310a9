export * from './WalletBalance.tsx';
