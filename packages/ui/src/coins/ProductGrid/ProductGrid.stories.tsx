import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { imagesDecoded, storyProducts } from './fixtures.ts';
import { ProductGrid, type ProductGridProps } from './ProductGrid.tsx';

type DemoArgs = Omit<ProductGridProps, 'products'> & { empty?: boolean };

function Demo({ empty = false, ...props }: DemoArgs) {
  const say = useStoryText();
  return <ProductGrid {...props} products={empty ? [] : storyProducts(say)} />;
}

const meta = {
  title: 'Store/ProductGrid',
  component: Demo,
  args: { onBuy: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four products, four across on medium screens; the jersey is on offer (its list price struck through). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: ar() ? 'وشاح الفريق' : 'Team scarf' })).toBeVisible();
    const jersey = canvas.getByRole('article', { name: ar() ? 'قميص الفريق الأساسي ٢٠٢٦/٢٧' : 'Home jersey 2026/27' });
    const struck = jersey.querySelector('del');
    await expect(struck).toHaveTextContent(ar() ? 'السعر الأصلي: ١٬٢٠٠ عملة' : 'Original price: 1,200 coins');
    await expect(within(jersey).getByText(ar() ? '٩٥٠ عملة' : '950 coins')).toBeVisible();
    await expect(canvas.getAllByRole('article').filter((card) => card.querySelector('del'))).toHaveLength(1);
    await expect(within(jersey).getByRole('list', { name: ar() ? 'المواصفات' : 'Specifications' }).children).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'شراء وشاح الفريق' : 'Buy Team scarf' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await expect(args.onBuy).toHaveBeenCalledWith(expect.objectContaining({ id: 1, current_price: 150 }));
    await imagesDecoded(canvasElement);
  },
};

/** The products are loading: a spinner and placeholder cards. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: ar() ? 'جارٍ تحميل المنتجات…' : 'Loading products…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The store has no products. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: ar() ? 'لا توجد منتجات بعد' : 'No products yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The jersey's purchase is under way: its Buy shows a spinner and the other products wait. */
export const Buying: Story = {
  args: { buyingProductId: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ar() ? 'شراء قميص الفريق الأساسي ٢٠٢٦/٢٧' : 'Buy Home jersey 2026/27' })).toHaveAttribute('aria-disabled', 'true');
    const ball = canvas.getByRole('button', { name: ar() ? 'شراء كرة المباريات' : 'Buy Match ball' });
    await expect(ball).toBeDisabled();
    await userEvent.click(ball);
    await expect(args.onBuy).not.toHaveBeenCalled();
    await imagesDecoded(canvasElement);
  },
};
