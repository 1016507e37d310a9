export * from './GroupsList.tsx';
