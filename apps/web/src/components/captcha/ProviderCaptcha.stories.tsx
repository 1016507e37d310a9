import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm } from '@hadaf/ui';
import ProviderCaptcha from './ProviderCaptcha.tsx';

/**
 * A real captcha in the recovery form, with stand-ins for the providers' browser APIs (no network here): a fake
 * `turnstile` and `grecaptcha` whose widget is a button that solves the challenge, as the real ones call back with a
 * token. Behaviour only: the widget itself is the provider's.
 */
const solved = { turnstile: 'turnstile-token', recaptcha: 'recaptcha-token' };
function fakeWidget(container: HTMLElement, options: Record<string, unknown>, token: string) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = `Verify (${String(options.sitekey)}, ${String(options.language ?? 'default')})`;
  button.addEventListener('click', () => (options.callback as (token: string) => void)(token));
  const expire = document.createElement('button');
  expire.type = 'button';
  expire.textContent = 'Expire';
  expire.addEventListener('click', () => (options['expired-callback'] as () => void)());
  container.append(button, expire);
}

function installFakes() {
  window.turnstile = {
    render: (container, options) => {
      fakeWidget(container, options, solved.turnstile);
      return 'widget-1';
    },
    remove: () => {},
  };
  window.grecaptcha = {
    ready: (callback) => callback(),
    render: (container, options) => {
      fakeWidget(container, options, solved.recaptcha);
      return 1;
    },
    execute: () => Promise.resolve('recaptcha-v3-token'),
  };
  return () => {
    delete window.turnstile;
    delete window.grecaptcha;
  };
}

const meta = {
  title: 'Web/ProviderCaptcha',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), loginHref: '/login', captcha: <ProviderCaptcha provider="turnstile" siteKey="0x4AAAAAAA-site" action="forgot" widget="checkbox" /> },
  beforeEach: installFakes,
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const isArabic = () => document.documentElement.lang === 'ar';
const identifierField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(new RegExp(`^${isArabic() ? 'البريد الإلكتروني أو رقم الهاتف' : 'Email or phone number'}`));
const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: isArabic() ? 'إرسال' : 'Send' }));

/** Turnstile in the page's language: its token goes to the form as the captcha. */
export const TurnstileSolved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const verify = await canvas.findByRole('button', { name: `Verify (0x4AAAAAAA-site, ${isArabic() ? 'ar' : 'en'})` });
    await userEvent.type(identifierField(canvasElement), 'fan@example.com');
    await userEvent.click(verify);
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'fan@example.com', captcha: 'turnstile-token' });
  },
};

/** An expired token is withdrawn: the form asks for the check again and sends nothing. */
export const ExpiredAsksAgain: Story = {
  args: { captcha: <ProviderCaptcha provider="recaptcha" siteKey="6Le-site" action={null} widget="checkbox" /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Verify \(6Le-site/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Expire' }));
    await userEvent.type(identifierField(canvasElement), 'fan@example.com');
    await submit(canvasElement);
    await expect(await canvas.findByText(isArabic() ? 'يرجى تأكيد أنك لست روبوتًا.' : 'Please confirm that you are not a robot.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** reCAPTCHA v3 scores without a challenge: its token is there by the time the fan submits. */
export const ScoreWithoutChallenge: Story = {
  args: { captcha: <ProviderCaptcha provider="recaptcha" siteKey="6Le-v3" action="forgot" widget="score" /> },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(identifierField(canvasElement), 'fan@example.com');
    await waitFor(async () => {
      await submit(canvasElement);
      await expect(args.onSubmit).toHaveBeenCalledWith({ identifier: 'fan@example.com', captcha: 'recaptcha-v3-token' });
    });
    await expect(within(canvasElement).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  },
};

/** The provider's script cannot be loaded (blocked, offline): the form says so in the fan's language. */
export const ScriptUnavailable: Story = {
  args: { captcha: <ProviderCaptcha provider="recaptcha" siteKey="6Le-site" action={null} widget="checkbox" scriptUrl="/no-such-captcha-script.js" /> },
  beforeEach: () => {
    delete window.grecaptcha;
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(isArabic() ? 'تعذّر تحميل التحقق الأمني' : 'The security check could not load');
  },
};
