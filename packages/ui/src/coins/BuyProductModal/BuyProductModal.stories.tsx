import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ar, findOverlay, useStoryText } from '../../internal/story-helpers.tsx';
import { imagesDecoded, productPictures } from '../ProductGrid/fixtures.ts';
import { BuyProductModal, type BuyProductModalProps } from './BuyProductModal.tsx';

type DemoArgs = Omit<BuyProductModalProps, 'product' | 'defaultValues' | 'errors'> & { prefilled?: boolean; serverErrors?: boolean };

function Demo({ prefilled = false, serverErrors = false, isOpen, onOpenChange, ...props }: DemoArgs) {
  const say = useStoryText();
  const [open, setOpen] = useState(isOpen);
  const product = { name: say('Home jersey 2026/27', 'قميص الفريق الأساسي ٢٠٢٦/٢٧'), current_price: 950, image: { thumb: productPictures.jersey } };
  const defaultValues = prefilled ? { name: say('Mariam Adel', 'مريم عادل'), phone_number: '01012345678' } : { name: '', phone_number: '' };
  const errors = serverErrors
    ? [say('This product is out of stock.', 'نفد هذا المنتج من المخزون.'), say('You do not have enough coins.', 'ليس لديك عملات كافية.')]
    : undefined;
  return (
    <BuyProductModal
      {...props}
      product={product}
      defaultValues={defaultValues}
      errors={errors}
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Store/BuyProductModal',
  component: Demo,
  parameters: { visual: { viewport: true } },
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const found = await findOverlay();
  await imagesDecoded(found);
  return found;
}

const field = (dialogElement: HTMLElement, en: RegExp, arabic: RegExp) => within(dialogElement).getByRole('textbox', { name: ar() ? arabic : en });
const nameField = (found: HTMLElement) => field(found, /^Name/, /^الاسم/);
const phoneField = (found: HTMLElement) => field(found, /^Phone number/, /^رقم الموبايل/);
const addressField = (found: HTMLElement) => field(found, /^Street address/, /^عنوان الشارع/);
const confirm = (found: HTMLElement) => within(found).getByRole('button', { name: ar() ? /تأكيد/ : /Confirm/ });

/** The product and its price in coins above empty delivery fields. */
export const Open: Story = {
  play: async () => {
    const found = await dialog();
    await expect(found).toHaveAccessibleName(ar() ? 'شراء المنتج' : 'Buy product');
    await expect(within(found).getByText(ar() ? 'قميص الفريق الأساسي ٢٠٢٦/٢٧' : 'Home jersey 2026/27')).toBeVisible();
    await expect(within(found).getByText(ar() ? '٩٥٠ عملة' : '950 coins')).toBeVisible();
    await expect(nameField(found)).toHaveValue('');
    await expect(phoneField(found)).toHaveAttribute('dir', 'ltr');
    await expect(addressField(found)).toHaveAttribute('maxlength', '300');
  },
};

/** The user's name and phone number filled in: with an address, Confirm submits the values. */
export const Prefilled: Story = {
  args: { prefilled: true },
  play: async ({ args }) => {
    const found = await dialog();
    await expect(nameField(found)).toHaveValue(ar() ? 'مريم عادل' : 'Mariam Adel');
    await expect(phoneField(found)).toHaveValue('01012345678');
    await userEvent.type(addressField(found), ar() ? '١٢ شارع التحرير، الدقي، الجيزة' : '12 Tahrir Street, Dokki, Giza');
    await userEvent.click(confirm(found));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: ar() ? 'مريم عادل' : 'Mariam Adel',
      phone_number: '01012345678',
      street_address: ar() ? '١٢ شارع التحرير، الدقي، الجيزة' : '12 Tahrir Street, Dokki, Giza',
    });
  },
};

/** A required field left empty: Confirm shows the field's error and does not submit. */
export const InvalidSubmit: Story = {
  args: { prefilled: true },
  play: async ({ args }) => {
    const found = await dialog();
    await userEvent.clear(nameField(found));
    await userEvent.type(addressField(found), ar() ? '١٢ شارع التحرير' : '12 Tahrir Street');
    await userEvent.click(confirm(found));
    await waitFor(() => expect(nameField(found)).toHaveAttribute('aria-invalid', 'true'));
    await expect(nameField(found)).toHaveAccessibleDescription(ar() ? 'هذا الحقل مطلوب.' : 'This field is required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A phone number that is not 11 digits starting with 01 is refused too. */
export const InvalidPhone: Story = {
  args: { prefilled: true },
  play: async ({ args }) => {
    const found = await dialog();
    await userEvent.clear(phoneField(found));
    await userEvent.type(phoneField(found), '0201234');
    await userEvent.type(addressField(found), ar() ? '١٢ شارع التحرير' : '12 Tahrir Street');
    await userEvent.click(confirm(found));
    await waitFor(() => expect(phoneField(found)).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(found).getByText(ar() ? 'أدخل رقم موبايل من ١١ رقمًا يبدأ بـ ٠١.' : 'Enter an 11-digit mobile number starting with 01.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The order is being placed: Confirm shows a spinner and ignores presses; the fields are read-only. */
export const Submitting: Story = {
  args: { prefilled: true, isSubmitting: true },
  play: async ({ args }) => {
    const found = await dialog();
    await expect(confirm(found)).toHaveAttribute('aria-disabled', 'true');
    await expect(nameField(found)).toHaveAttribute('readonly');
    await expect(within(found).getByRole('button', { name: ar() ? 'إلغاء' : 'Cancel' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the order: its messages in a red alert above the form. */
export const ServerError: Story = {
  args: { prefilled: true, serverErrors: true },
  play: async () => {
    const found = await dialog();
    const alert = within(found).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent(ar() ? 'ليس لديك عملات كافية.' : 'You do not have enough coins.');
  },
};

/** Cancel closes the modal without submitting. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const found = await dialog();
    await userEvent.click(within(found).getByRole('button', { name: ar() ? 'إلغاء' : 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
