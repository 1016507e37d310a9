export { LoadMore, type LoadMoreProps } from './LoadMore.tsx';
