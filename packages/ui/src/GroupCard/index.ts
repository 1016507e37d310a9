export * from './GroupCard.tsx';
