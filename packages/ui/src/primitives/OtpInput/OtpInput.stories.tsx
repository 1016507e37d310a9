import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, longArabic, longEnglish } from '../../internal/story-helpers.tsx';
import { OtpInput } from './OtpInput.tsx';

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];
const box = (canvasElement: HTMLElement, index: number) => boxes(canvasElement)[index]!;
const values = (canvasElement: HTMLElement) => boxes(canvasElement).map((box) => box.value);

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  args: {
    description: <T en="We sent a 6-digit code to your phone." ar="أرسلنا رمزًا من ٦ أرقام إلى هاتفك." />,
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing moves from box to box; the sixth digit calls onComplete with the whole code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 0));
    await userEvent.keyboard('12345');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await userEvent.tab();
  },
};

/** Each box has its own label ("Digit 1 of 6"), inside a group named by the visible label. */
export const AccessibleLabels: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const ar = globals.locale === 'ar';
    await expect(canvas.getByRole('group', { name: ar ? 'رمز التحقق' : 'Verification code' })).toHaveAccessibleDescription(/6-digit|٦ أرقام/);
    for (let index = 1; index <= 6; index++) {
      await expect(canvas.getByRole('textbox', { name: ar ? `الرقم ${index} من 6` : `Digit ${index} of 6` })).toBeInTheDocument();
    }
  },
};

/** Pasting a whole code into any box fills every box. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 2));
    await userEvent.paste('123456');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(box(canvasElement, 5)).toHaveFocus();
    await userEvent.tab();
  },
};

/** Arabic-Indic digits (typed or pasted) become ASCII digits. */
export const ArabicIndicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 0));
    await userEvent.keyboard('١٢٣');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await userEvent.paste('٤٥٦');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.tab();
  },
};

/** Backspace deletes the digit before the caret and moves back; letters are ignored. */
export const Backspace: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 0));
    await userEvent.keyboard('12a3');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await expect(box(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(values(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(box(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(box(canvasElement, 1)).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('789');
    await expect(values(canvasElement)).toEqual(['1', '7', '8', '9', '', '']);
    await userEvent.tab();
  },
};

/** The boxes read left to right in Arabic too, while the label follows the page direction. */
export const LeftToRightDigits: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAttribute('dir', 'ltr');
    const [first, second] = [box(canvasElement, 0), box(canvasElement, 1)];
    await expect(first.getBoundingClientRect().left).toBeLessThan(second.getBoundingClientRect().left);
    await expect(first).toHaveValue('1');
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(box(canvasElement, 0));
    await expect(box(canvasElement, 0)).toHaveValue('');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(box(canvasElement, 0)).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '482' },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['4', '8', '2', '', '', '']);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '482', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    for (const digit of boxes(canvasElement)) await expect(digit).toBeDisabled();
    await userEvent.type(box(canvasElement, 3), '9', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '123456',
    isInvalid: true,
    errorMessage: <T en="This code is incorrect. Check the SMS and try again." ar="هذا الرمز غير صحيح. راجع الرسالة وحاول مرة أخرى." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/code is incorrect|غير صحيح/)).toBeVisible();
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(/code is incorrect|غير صحيح/);
    for (const digit of boxes(canvasElement)) await expect(digit).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    for (const digit of boxes(canvasElement)) await expect(digit).toHaveAttribute('aria-required', 'true');
  },
};

export const LongArabicText: Story = {
  args: {
    label: <T en={longEnglish} ar={longArabic} />,
    description: <T en={longEnglish} ar={longArabic} />,
    defaultValue: '12',
    isInvalid: true,
    errorMessage: <T en={longEnglish} ar={longArabic} />,
    className: 'max-w-96',
  },
};
