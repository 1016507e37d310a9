import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ar, useStoryText } from '../../internal/story-helpers.tsx';
import { storyDiscountedPackages, storyPackages } from './fixtures.ts';
import { PricingPackages, type PricingPackagesProps } from './PricingPackages.tsx';

type StoryArgs = Omit<PricingPackagesProps, 'packages'> & { which: 'full' | 'discounted' | 'none' };

const meta = {
  title: 'Coins/PricingPackages',
  args: { onSelect: fn(), which: 'full' },
  render: function Render({ which, ...args }: StoryArgs) {
    const say = useStoryText();
    const packages = which === 'full' ? storyPackages(say) : which === 'discounted' ? storyDiscountedPackages(say) : [];
    return <PricingPackages {...args} packages={packages} />;
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three packages at full price; Buy hands the package to the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText(ar() ? '١٠٠ عملة' : '100 coins')).toBeVisible();
    await expect(canvas.getByText(ar() ? '١٬٥٠٠ عملة' : '1,500 coins')).toBeVisible();
    await expect(canvas.getByText(ar() ? /٢٩٩٫٩٩/ : 'EGP 299.99')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'اشترِ باقة المشجع' : 'Buy Fan' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2, coins: 500 }));
  },
};

/** Two packages on offer: the original price struck through (and said to be the original), the discounted price as the price. */
export const Discounted: Story = {
  args: { which: 'discounted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const struck = canvasElement.querySelectorAll('del');
    await expect(struck).toHaveLength(2);
    await expect(struck[0]).toHaveTextContent(ar() ? /السعر الأصلي.*١١٠٫٠٠/ : /Original price.*EGP 110\.00/);
    await expect(canvas.getByText(ar() ? /٨٩٫٥٠/ : 'EGP 89.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ar() ? 'اشترِ باقة الألتراس' : 'Buy Ultras' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 3, discounted_price: 249 }));
  },
};

/** Loading: placeholders and a spoken "Loading packages…". */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(ar() ? 'جارٍ تحميل الباقات…' : 'Loading packages…');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Nothing for sale. */
export const Empty: Story = {
  args: { which: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: ar() ? 'لا توجد باقات حاليًا' : 'No packages right now' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
