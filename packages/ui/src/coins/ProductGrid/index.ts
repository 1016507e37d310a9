export { ProductGrid, type ProductGridItem, type ProductGridProps, type ProductImage } from './ProductGrid.tsx';
