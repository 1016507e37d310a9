import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentResult } from './PaymentResult.tsx';
import { ar } from '../../internal/story-helpers.tsx';

const meta = {
  title: 'Coins/PaymentResult',
  component: PaymentResult,
  args: { kind: 'payment', outcome: 'success', exploreHref: '/competitions', retryHref: '/coins' },
} satisfies Meta<typeof PaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** cc-payment-succeeded, and a way on to the competitions. */
export const PaymentSucceeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      ar() ? 'تمت عملية الدفع بنجاح. العملات في محفظتك الآن.' : 'Your payment succeeded. The coins are in your wallet.',
    );
    await expect(canvas.getByRole('img', { name: ar() ? 'تم بنجاح' : 'Success' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: ar() ? 'استكشف مسابقاتنا' : 'Explore our competitions' })).toHaveAttribute('href', '/competitions');
  },
};

/** cc-payment-failed, and Try again back to the checkout. */
export const PaymentFailed: Story = {
  args: { outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ar() ? 'فشلت عملية الدفع.' : 'Your payment failed.');
    await expect(canvas.getByRole('link', { name: ar() ? 'حاول مرة أخرى' : 'Try again' })).toHaveAttribute('href', '/coins');
  },
};

/** add-cc-succeeded (inside the Add card dialog): no link, the user closes the dialog. */
export const CardAdded: Story = {
  args: { kind: 'add-card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ar() ? 'تمت إضافة بطاقتك. يمكنك إغلاق هذه النافذة.' : 'Your card was added. You can close this window.');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** add-cc-failed. */
export const CardNotAdded: Story = {
  args: { kind: 'add-card', outcome: 'failure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      ar() ? 'تعذّرت إضافة هذه البطاقة الائتمانية. من فضلك أغلق هذه النافذة وحاول مرة أخرى.' : 'Cannot add this credit card. Please close this modal and try again.',
    );
    await expect(canvas.getByRole('img', { name: ar() ? 'خطأ' : 'Error' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
