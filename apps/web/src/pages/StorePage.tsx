import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlaceOrder, useProducts, useProfile } from '@hadaf/api-client';
import { canAfford, paths } from '@hadaf/domain';
import { BuyProductModal, ProductGrid, toastQueue, type ProductGridItem, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { useUiArea } from '../hooks/useUiArea.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';

/** One key per purchase the fan means to make: a retried or double-sent order then places once. */
// getRandomValues, unlike randomUUID, also works on a plain-http address (a phone testing a LAN server).
const newPurchaseKey = () => `order-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** /store (platform §2 Store, §4 Purchase): products paid in coins; too few coins go to /pricing. */
export default function StorePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('web');
  const ready = useUiArea('store');
  const navigate = useNavigate();
  const products = useProducts();
  const profile = useProfile();
  const order = usePlaceOrder();
  const [buying, setBuying] = useState<{ product: ProductGridItem; key: string } | null>(null);
  const user = profile.data?.data;
  if (!ready) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4">
      <DocumentTitle titleKey={titleKey} />
      <h1 className="text-2xl font-bold">{t(`pages.${titleKey}`)}</h1>
      <ProductGrid
        products={products.data?.data ?? []}
        isLoading={products.isPending}
        buyingProductId={order.isPending ? (buying?.product.id ?? null) : null}
        onBuy={(product) => {
          if (!canAfford(user?.coins ?? 0, product.current_price)) return void navigate(paths.pricing);
          order.reset();
          setBuying({ product, key: newPurchaseKey() });
        }}
      />
      <BuyProductModal
        product={buying?.product ?? null}
        isOpen={buying !== null}
        onOpenChange={(open) => !open && setBuying(null)}
        defaultValues={{ name: user?.name ?? '', phone_number: user?.phone_number ?? '' }}
        isSubmitting={order.isPending}
        errors={order.error?.messages()}
        onSubmit={(shipping) =>
          buying &&
          order.mutate(
            { params: { header: { 'Idempotency-Key': buying.key } }, body: { product_id: buying.product.id, shipping_info: shipping } },
            {
              onSuccess: () => {
                setBuying(null);
                toastQueue.add({ tone: 'success', title: t('toast.order_placed') }, { timeout: 5000 });
              },
            },
          )
        }
      />
    </div>
  );
}
