export * from './AdminArea.tsx';
