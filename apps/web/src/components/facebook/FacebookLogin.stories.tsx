import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type SocialLoginProblem } from '@hadaf/ui';
import type { FacebookLoginResponse, FacebookSdk } from './facebook-sdk.ts';
import { useFacebookLogin } from './useFacebookLogin.ts';

/**
 * The web binding of Facebook Login (useFacebookLogin) in the login form, with a stand-in for Facebook's SDK (no
 * network here): a fake `FB` whose login dialog answers as the fan would, and a fake sdk.js served from a blob URL
 * that defines it and calls fbAsyncInit, as the real script does. The form's looks are the ui's stories'.
 */

interface FakeFacebook extends FacebookSdk {
  inits: unknown[];
  logins: unknown[];
}

declare global {
  interface Window {
    /** What the fake sdk.js installs as FB. */
    fakeFacebook?: FakeFacebook;
  }
}

/** A fake FB whose dialog gives each answer in turn (the last one again after that). */
function fakeFacebook(...answers: FacebookLoginResponse[]): FakeFacebook {
  const fake: FakeFacebook = {
    inits: [],
    logins: [],
    init: (options) => void fake.inits.push(options),
    login: (callback, options) => {
      fake.logins.push(options);
      const answer = answers[Math.min(fake.logins.length, answers.length) - 1]!;
      // The dialog answers after the fan has acted, never within the press.
      setTimeout(() => callback(answer), 10);
    },
  };
  return fake;
}

const connected: FacebookLoginResponse = { status: 'connected', authResponse: { accessToken: 'EAA-fan-token', userID: '1001', expiresIn: 5183 } };
const closed: FacebookLoginResponse = { status: 'unknown', authResponse: null };

/** A fake sdk.js: what the real one does once loaded (defines FB, then calls the page's fbAsyncInit). One address. */
let fakeSdkUrl: string | undefined;
const fakeSdkScript = () =>
  (fakeSdkUrl ??= URL.createObjectURL(new Blob(['window.FB = window.fakeFacebook; window.fbAsyncInit && window.fbAsyncInit();'], { type: 'text/javascript' })));

function cleanUp() {
  delete window.FB;
  delete window.fakeFacebook;
  delete window.fbAsyncInit;
  document.getElementById('facebook-jssdk')?.remove();
}

interface HarnessProps {
  onToken: (token: string) => void;
  onSubmit: () => void;
  sdkUrl: string;
  /** A token the server refused, as the session would report it after the grant. */
  serverProblem?: SocialLoginProblem | null;
}

/** The login form bound to Facebook as the login pages bind it (useSocialLogin adds the session and settings). */
function FacebookLoginForm({ onToken, onSubmit, sdkUrl, serverProblem = null }: HarnessProps) {
  const language = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const facebook = useFacebookLogin({ appId: '1234567890', version: 'v25.0' }, language, onToken, sdkUrl);
  const problem = facebook.status === 'unavailable' ? 'unavailable' : facebook.cancelled ? null : serverProblem;
  return <LoginForm onSubmit={onSubmit} onSocialLogin={facebook.open} isSocialPending={facebook.status === 'loading'} socialProblem={problem} />;
}

const meta = {
  title: 'Web/FacebookLogin',
  component: FacebookLoginForm,
  args: { onToken: fn(), onSubmit: fn(), sdkUrl: '/facebook-sdk-is-already-on-the-page.js' },
  beforeEach: () => {
    window.FB = fakeFacebook(connected);
    return cleanUp;
  },
  parameters: { visual: { disable: true } },
} satisfies Meta<typeof FacebookLoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const isArabic = () => document.documentElement.lang === 'ar';
const facebookButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: isArabic() ? 'المتابعة باستخدام فيسبوك' : 'Continue with Facebook' });

/** The fan grants access: FB.init with our app and version, FB.login asking for the profile and e-mail, the token passed on. */
export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await facebookButton(canvasElement));
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith('EAA-fan-token'));
    const sdk = window.FB as FakeFacebook;
    await expect(sdk.inits).toEqual([{ appId: '1234567890', version: 'v25.0', xfbml: false, status: false, cookie: false, autoLogAppEvents: false }]);
    await expect(sdk.logins).toEqual([{ scope: 'public_profile,email' }]);
  },
};

/** The fan closes the dialog: no token, no error, and the button works again (the second time they sign in). */
export const ClosesTheDialog: Story = {
  beforeEach: () => {
    window.FB = fakeFacebook(closed, connected);
  },
  play: async ({ canvasElement, args }) => {
    const button = await facebookButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect((window.FB as FakeFacebook).logins).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onToken).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith('EAA-fan-token'));
  },
};

/** A refusal the server reported earlier is not current once the fan has closed a later dialog. */
export const ClosingClearsAnOlderRefusal: Story = {
  args: { serverProblem: 'refused' },
  beforeEach: () => {
    window.FB = fakeFacebook(closed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(isArabic() ? 'تعذّر على فيسبوك تأكيد هويتك' : 'Facebook could not confirm that it is you');
    await userEvent.click(await facebookButton(canvasElement));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The real loading path: the SDK's script is injected, defines FB and calls fbAsyncInit; the button then works. */
export const LoadsTheScript: Story = {
  beforeEach: () => {
    delete window.FB;
    window.fakeFacebook = fakeFacebook(connected);
  },
  render: (args) => <FacebookLoginForm {...args} sdkUrl={fakeSdkScript()} />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(window.FB).toBe(window.fakeFacebook));
    await expect(document.getElementById('facebook-jssdk')).toHaveAttribute('crossorigin', 'anonymous');
    await userEvent.click(await facebookButton(canvasElement));
    await waitFor(() => expect(args.onToken).toHaveBeenCalledWith('EAA-fan-token'));
  },
};

/** Facebook cannot be reached (offline, blocked): the page says so, the button is off, the password login works. */
export const FacebookUnreachable: Story = {
  args: { sdkUrl: '/no-such-facebook-sdk.js' },
  beforeEach: () => {
    delete window.FB;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(isArabic() ? 'تعذّر الوصول إلى فيسبوك' : 'Facebook could not be reached');
    await expect(await facebookButton(canvasElement)).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${isArabic() ? 'البريد الإلكتروني أو رقم الهاتف' : 'Email or phone number'}`)), 'salah@example.com');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${isArabic() ? 'كلمة المرور' : 'Password'}`)), 'goal2026');
    await userEvent.click(canvas.getByRole('button', { name: isArabic() ? 'تسجيل الدخول' : 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
