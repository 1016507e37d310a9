import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inAuthLayout, pick } from '../AuthLayout/auth-story-helpers.tsx';
import { SocialLoginPanel } from './SocialLoginPanel.tsx';

const meta = {
  title: 'Auth/SocialLoginPanel',
  component: SocialLoginPanel,
  args: { onLogin: fn(), loginHref: '/login' },
  decorators: [inAuthLayout],
} satisfies Meta<typeof SocialLoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Facebook button (a busy button's name also carries the spinner's label). */
const facebookButton = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('button', { name: new RegExp(pick(globals)('Continue with Facebook', 'المتابعة باستخدام فيسبوك')) });

/** Ready: what the fan shares, the button, and the password login beside it. */
export const Ready: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text('Log in with Facebook', 'تسجيل الدخول باستخدام فيسبوك'));
    await expect(canvas.getByText(text('Facebook shares your name and email address with us.', 'يشارك فيسبوك معنا اسمك وبريدك الإلكتروني.'), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('Log in', 'تسجيل الدخول') })).toHaveAttribute('href', '/login');
    await userEvent.click(facebookButton(canvasElement, globals));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The SDK is loading, the popup is open or the server is checking the token: presses are ignored. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = facebookButton(canvasElement, globals);
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** The server refused the token (401): a clear message; the button works again. */
export const Refused: Story = {
  args: { problem: 'refused' },
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text('Facebook could not confirm that it is you.', 'تعذّر على فيسبوك تأكيد هويتك.'));
    await userEvent.click(facebookButton(canvasElement, globals));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

/** Anything else failed (Facebook's Graph API down behind our server, a lost connection): try again. */
export const Failed: Story = {
  args: { problem: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text('Logging in with Facebook failed.', 'تعذّر تسجيل الدخول باستخدام فيسبوك.'));
  },
};

/** The SDK could not load (offline, blocked): said so, the button is off, the password login is one link away. */
export const Unavailable: Story = {
  args: { problem: 'unavailable' },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('Facebook could not be reached.', 'تعذّر الوصول إلى فيسبوك.'));
    await expect(facebookButton(canvasElement, globals)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: text('Log in', 'تسجيل الدخول') })).toHaveAttribute('href', '/login');
  },
};

/** The server offers no social login (HADAF_SOCIAL=none): no button, a note and the password login. */
export const Off: Story = {
  args: { onLogin: undefined },
  play: async ({ canvasElement, globals }) => {
    const text = pick(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('Logging in with Facebook is not available.', 'تسجيل الدخول باستخدام فيسبوك غير متاح.'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
