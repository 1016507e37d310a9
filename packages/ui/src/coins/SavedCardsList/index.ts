export { SavedCardsList, type SavedCardsListProps, type SavedCard, type CardBrand } from './SavedCardsList.tsx';
