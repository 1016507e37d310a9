import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { twMerge } from '../../lib/utils.ts';
import { LoadingLine } from '../../internal/loading-line.tsx';

/** A product picture in the contract's shape. */
export interface ProductImage {
  readonly thumb?: string | null;
  readonly original?: string | null;
}

/** The parts of the contract's Product the grid reads (the API's Product satisfies it). */
export interface ProductGridItem {
  readonly id: number;
  readonly name: string;
  readonly image: ProductImage | null;
  /** The list price in coins. */
  readonly price: number;
  /** The reduced price in coins, when the product is on offer. */
  readonly discounted_price: number | null;
  /** What the product costs now, in coins. */
  readonly current_price: number;
  readonly specs: readonly string[];
}

export interface ProductGridProps<P extends ProductGridItem = ProductGridItem> {
  products: readonly P[];
  /** Buy pressed on a product (the app opens the purchase modal). */
  onBuy: (product: P) => void;
  /** The products are loading: a spinner and placeholder cards. */
  isLoading?: boolean;
  /** The product whose purchase is under way: its Buy button shows a spinner and the others wait. */
  buyingProductId?: number | null;
  /** The product names' heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The picture to show: the thumbnail, else the original. */
export function productImageUrl(image: ProductImage | null | undefined): string | null {
  return image?.thumb ?? image?.original ?? null;
}

/** The list price struck through (when the product is on offer) and the current price, in coins. */
export function ProductPrice({ product, className }: { product: Pick<ProductGridItem, 'price' | 'discounted_price' | 'current_price'>; className?: string }) {
  const { t } = useTranslation('ui');
  const price = useCoinsText();
  const discounted = product.discounted_price != null && product.current_price < product.price;
  return (
    <p className={twMerge('flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted && (
        <del className="text-sm text-fg-muted">
          <span className="sr-only">{t('store.product.originalPrice')}: </span>
          <bdi>{price(product.price)}</bdi>
        </del>
      )}
      <span className="inline-flex items-center gap-1 font-bold text-primary-700">
        <CoinIcon size={16} />
        <span className="sr-only">{t('store.product.currentPrice')}: </span>
        <bdi>{price(product.current_price)}</bdi>
      </span>
    </p>
  );
}

function ProductCard<P extends ProductGridItem>({
  product,
  onBuy,
  buyingProductId,
  headingLevel,
}: {
  product: P;
  onBuy: (product: P) => void;
  buyingProductId: number | null;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const image = productImageUrl(product.image);
  const isBuying = buyingProductId === product.id;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface text-start text-fg shadow-sm">
      <div className="flex aspect-square items-center justify-center bg-surface-muted">
        {image ? (
          <img src={image} alt={product.name} className="size-full object-contain p-4" />
        ) : (
          <CoinIcon size={48} className="text-fg-subtle" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={headingId} className="text-base font-semibold break-words">
          {product.name}
        </Heading>
        <ProductPrice product={product} />
        {product.specs.length > 0 && (
          <ul aria-label={t('store.product.specs')} className="flex list-disc flex-col gap-0.5 ps-5 text-sm text-fg-muted">
            {product.specs.map((spec, index) => (
              <li key={index}>{spec}</li>
            ))}
          </ul>
        )}
        <Button
          fullWidth
          className="mt-auto"
          aria-label={t('store.product.buyLabel', { name: product.name })}
          isPending={isBuying}
          isDisabled={buyingProductId !== null && !isBuying}
          onPress={() => onBuy(product)}
        >
          {t('store.product.buy')}
        </Button>
      </div>
    </article>
  );
}

/** The store's products in a 1, 2 (small) or 4 (medium) column grid, each with its price and a Buy button. */
export function ProductGrid<P extends ProductGridItem>({ products, onBuy, isLoading = false, buyingProductId = null, headingLevel = 2, className }: ProductGridProps<P>) {
  const { t } = useTranslation('ui');
  const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-4';
  if (isLoading) {
    return (
      <div aria-busy="true" className={twMerge('flex flex-col gap-4', className)}>
        <LoadingLine label={t('store.loading')} />
        <div aria-hidden="true" className={grid}>
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface">
              <div className="aspect-square bg-surface-sunken" />
              <div className="flex flex-col gap-3 p-4">
                <span className="h-4 w-3/4 rounded-sm bg-surface-sunken" />
                <span className="h-4 w-1/3 rounded-sm bg-surface-sunken" />
                <span className="h-10 rounded-md bg-surface-sunken" />
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<CoinIcon size={28} />}
        headingLevel={headingLevel}
        title={t('store.empty.title')}
        message={t('store.empty.message')}
        className={className}
      />
    );
  }
  return (
    <ul className={twMerge(grid, className)}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onBuy={onBuy} buyingProductId={buyingProductId} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
