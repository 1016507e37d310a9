import { useTranslation } from '../../i18n/react.ts';
import { formatEgp } from '@hadaf/domain';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { CoinIcon } from '../../primitives/icons/Icon.tsx';
import { useCoinsText } from '../../lib/use-coins-text.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { twMerge } from '../../lib/utils.ts';

/** A coins package as the contract's pricing list returns it (prices in EGP; `discounted_price` when on offer). */
export interface PricingPackage {
  readonly id: number;
  readonly name: string;
  readonly coins: number;
  readonly egp: number;
  readonly discounted_price: number | null;
}

/** The price in EGP with two decimals; on offer, the original price struck through before the discounted one. */
export function PackagePrice({ pkg, className }: { pkg: Pick<PricingPackage, 'egp' | 'discounted_price'>; className?: string }) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const price = pkg.discounted_price ?? pkg.egp;
  return (
    <p className={twMerge('flex flex-wrap items-baseline gap-x-2', className)}>
      {pkg.discounted_price != null && (
        <del className="text-sm text-fg-muted">
          <span className="sr-only">{t('pricing.originalPrice')} </span>
          <bdi>{formatEgp(pkg.egp, language)}</bdi>
        </del>
      )}
      <span className="text-lg font-bold text-fg">
        <span className="sr-only">{t('pricing.price')} </span>
        <bdi>{formatEgp(price, language)}</bdi>
      </span>
    </p>
  );
}

export interface PricingPackagesProps {
  packages: readonly PricingPackage[];
  /** Buy pressed on a package. */
  onSelect: (pkg: PricingPackage) => void;
  /** The packages are loading: placeholders stand in for the cards. */
  isLoading?: boolean;
  /** The package names' heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The coins packages for sale: a card each with its coins, its price (struck through when discounted) and Buy. */
export function PricingPackages({ packages, onSelect, isLoading = false, headingLevel = 2, className }: PricingPackagesProps) {
  const { t } = useTranslation('ui');
  const coinsText = useCoinsText();
  const Heading = `h${headingLevel}` as const;

  if (isLoading) {
    return (
      <div className={twMerge('text-start', className)}>
        <p role="status" className="sr-only">
          {t('pricing.loading')}
        </p>
        <div aria-hidden="true" className={grid}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex animate-pulse flex-col gap-3 rounded-lg border border-border bg-surface p-5 motion-reduce:animate-none">
              <div className="h-5 w-1/2 rounded-sm bg-surface-sunken" />
              <div className="h-8 w-2/3 rounded-sm bg-surface-sunken" />
              <div className="h-5 w-1/3 rounded-sm bg-surface-sunken" />
              <div className="mt-2 h-10 rounded-md bg-surface-sunken" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (packages.length === 0) {
    return (
      <EmptyState
        icon={<CoinIcon size={28} />}
        headingLevel={headingLevel}
        title={t('pricing.empty.title')}
        message={t('pricing.empty.message')}
        className={className}
      />
    );
  }

  return (
    <ul className={twMerge(grid, 'text-start', className)}>
      {packages.map((pkg) => (
        <li key={pkg.id} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-fg shadow-sm">
          <Heading className="text-base font-semibold break-words text-fg">{pkg.name}</Heading>
          <p className="flex items-center gap-2 text-2xl font-bold text-primary-700">
            <CoinIcon size={24} />
            <span>{coinsText(pkg.coins)}</span>
          </p>
          <PackagePrice pkg={pkg} />
          <Button fullWidth className="mt-auto" aria-label={t('pricing.buyPackage', { name: pkg.name })} onPress={() => onSelect(pkg)}>
            {t('pricing.buy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
