import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.ts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card, CardBody } from '../../primitives/Card/Card.tsx';
import { T, useStoryText } from '../../internal/story-helpers.tsx';
import { createToastQueue } from '../../primitives/Toast/toast-queue.ts';
import { AppFrame, CommunityAdvert, type AppFrameProps } from './AppFrame.tsx';
import { preloadAppFrameOverlays } from './overlays.ts';
import { preloadToastRegion } from './toasts.tsx';

const navigate = fn();
const queue = createToastQueue();

type DemoArgs = AppFrameProps & { longName?: boolean; withCompetitions?: boolean };

function Demo({ longName = false, withCompetitions = true, user, latestCompetitions: _competitions, ...props }: DemoArgs) {
  const text = useStoryText();
  const name = longName ? text('Abdelrahman Mohamed Abdelaziz Ahmed El-Shenawy', 'عبد الرحمن محمد عبد العزيز أحمد الشناوي الكبير') : text('Mariam Adel', 'مريم عادل');
  const competitions = withCompetitions
    ? [
        { id: 11, name: text('Egyptian Premier League', 'الدوري المصري الممتاز'), href: '/competitions/11' },
        { id: 12, name: text('Friends Cup', 'كأس الأصدقاء'), href: '/competitions/12' },
        { id: 13, name: text('Champions League Fantasy', 'فانتازي دوري الأبطال'), href: '/competitions/13' },
      ]
    : [];
  return (
    <RouterProvider navigate={navigate}>
      <AppFrame
        {...props}
        user={user === undefined ? undefined : user && { ...user, name }}
        latestCompetitions={competitions}
        toastQueue={queue}
        brand={
          <span className="text-xl font-extrabold text-primary-700">
            <T en="Hadaf" ar="هدف" />
          </span>
        }
        advert={<CommunityAdvert href="https://example.com/community" />}
      >
        <Card>
          <CardBody className="flex flex-col gap-2">
            <h1 className="text-lg font-semibold text-fg">
              <T en="Matches" ar="المباريات" />
            </h1>
            <p className="text-fg-muted">
              <T en="Today's matches appear here." ar="تظهر مباريات اليوم هنا." />
            </p>
          </CardBody>
        </Card>
      </AppFrame>
    </RouterProvider>
  );
}

const signedInUser = { id: 10482, name: 'Mariam Adel', photo: null, profile_picture: null };

const meta = {
  title: 'Profile/AppFrame',
  component: AppFrame,
  parameters: { layout: 'fullscreen', visual: { viewport: true } },
  args: {
    session: 'signedIn',
    user: signedInUser,
    language: 'en',
    newNotificationCount: 3,
    balance: 1250,
    currentHref: '/matches',
    brand: null,
    onLanguageChange: fn(),
    onLogout: fn(),
    onRetry: fn(),
  },
  // The menus, the drawer and the toast region are their own chunks: the stories use the real ones, so they are here
  // before they render.
  loaders: [async () => ({ overlays: await preloadAppFrameOverlays(), toasts: await preloadToastRegion() })],
  beforeEach: () => {
    navigate.mockClear();
    queue.clear();
    return () => queue.clear();
  },
  // The frame's language follows the story language.
  render: function Render(args) {
    const { i18n } = useTranslation();
    return <Demo {...args} language={i18n.language === 'ar' ? 'ar' : 'en'} />;
  },
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);
const arabic = () => document.documentElement.lang === 'ar';

/** Waits until opened overlays finish entering and two frames have painted, so the screenshot is stable. */
async function settle() {
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The session is starting (settings, social status, the user): only the full-page loader shows. */
export const Starting: Story = {
  parameters: { machineStates: ['session.startup.loadingSettings', 'session.startup.checkingSocialStatus', 'session.startup.loadingUser'] },
  args: { session: 'starting', user: null },
  play: async () => {
    await expect(screen.getByRole('status', { name: /Loading|جارٍ التحميل/ })).toBeInTheDocument();
    await expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** Startup failed: an error with Retry. */
export const StartupFailed: Story = {
  parameters: { machineStates: ['session.startup.failed'] },
  args: { session: 'failed', user: null },
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { name: /Something went wrong|حدث خطأ ما/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^(Try again|حاول مرة أخرى)$/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A visitor: sign-in and sign-up links, no account menu or notifications. */
export const Visitor: Story = {
  parameters: { machineStates: ['session.loggedOut'] },
  args: { session: 'visitor', user: null },
  play: async () => {
    await expect(screen.getByRole('link', { name: /^(Sign in|تسجيل الدخول)$/ })).toHaveAttribute('href', '/login');
    await expect(screen.getByRole('link', { name: /^(Sign up|إنشاء حساب)$/ })).toHaveAttribute('href', '/register');
    await expect(screen.queryByRole('link', { name: /Notifications|الإشعارات/ })).not.toBeInTheDocument();
  },
};

/** Signing in (logging in, then loading the user): the sign-in button is pending. */
export const SigningIn: Story = {
  parameters: { machineStates: ['session.authenticating.loggingIn', 'session.authenticating.loadingUser'] },
  args: { session: 'signingIn', user: null },
  play: async () => {
    await expect(screen.getByRole('button', { name: /Signing in|جارٍ تسجيل الدخول/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Signed in: navigation, the balance and the notifications badge in the locale's digits, and the account menu. */
export const SignedIn: Story = {
  parameters: { machineStates: ['session.loggedIn.active'] },
  play: async () => {
    const header = within(screen.getByRole('banner'));
    // The coin balance, a link to the wallet: its digits isolated, its name a sentence.
    const balance = header.getByRole('link', { name: arabic() ? 'رصيدك: ١٬٢٥٠ عملة' : 'Your balance: 1,250 coins' });
    await expect(balance).toHaveAttribute('href', '/profile/wallet');
    await expect(balance.querySelector('bdi')).toHaveTextContent(arabic() ? '١٬٢٥٠' : '1,250');
    // The account trigger's name reads as words, not the initials run into the label.
    await expect(header.getByRole('button', { name: arabic() ? 'قائمة الحساب، مريم عادل' : 'Account menu, Mariam Adel' })).toBeVisible();
    await expect(header.queryByRole('link', { name: /^(Admin|الإدارة)$/ })).not.toBeInTheDocument();
    const notifications = screen.getByRole('link', { name: /Notifications|الإشعارات/ });
    await expect(notifications).toHaveTextContent(arabic() ? '٣' : '3');
    await expect(notifications).toHaveAttribute('href', '/profile/notifications');
    await expect(screen.getByRole('link', { name: /^(Matches|المباريات)$/ })).toHaveAttribute('aria-current', 'page');
    // Search is one click away in the header's navigation.
    const nav = screen.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });
    await expect(within(nav).getByRole('link', { name: /^(Search|البحث)$/ })).toHaveAttribute('href', '/search');
    await expect(screen.getByRole('link', { name: /Join the group|انضم إلى المجموعة/ })).toHaveAttribute('href', 'https://example.com/community');
  },
};

/** A live notification: the bell's count moves in place, its link's name saying the count in words. */
function BellGrows(args: DemoArgs) {
  const [count, setCount] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setCount(2), 300);
    return () => clearTimeout(timer);
  }, []);
  return <Demo {...args} newNotificationCount={count} />;
}

export const NotificationArrivesLive: Story = {
  parameters: { machineStates: ['session.loggedIn.active'] },
  render: function Render(args) {
    const { i18n } = useTranslation();
    return <BellGrows {...args} language={i18n.language === 'ar' ? 'ar' : 'en'} />;
  },
  play: async () => {
    const notifications = screen.getByRole('link', { name: /Notifications|الإشعارات/ });
    await expect(notifications).toHaveAccessibleName(arabic() ? /إشعار جديد واحد/ : /1 new notification/);
    await waitFor(() => expect(notifications).toHaveTextContent(arabic() ? '٢' : '2'));
    await expect(notifications).toHaveAccessibleName(arabic() ? /إشعاران جديدان/ : /2 new notifications/);
  },
};

/** Prizes won and not seen yet show as a badge on the Prizes link, whose name says so in words ("Prizes, 2 new"). */
export const NewPrizes: Story = {
  args: { newPrizeCount: 2 },
  play: async () => {
    const prizes = screen.getByRole('link', { name: arabic() ? 'الجوائز، جائزتان جديدتان' : 'Prizes, 2 new' });
    await expect(prizes).toHaveAttribute('href', '/profile/prizes');
    await expect(prizes.querySelector('bdi')).toHaveTextContent(arabic() ? '٢' : '2');
  },
};

/** An admin: the header's navigation and the account menu lead to the admin area. */
export const Admin: Story = {
  args: { user: { ...signedInUser, admin: true } },
  play: async () => {
    const nav = screen.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });
    await expect(within(nav).getByRole('link', { name: arabic() ? 'الإدارة' : 'Admin' })).toHaveAttribute('href', '/manage/competitions');
    await userEvent.click(screen.getByRole('button', { name: /Account menu|قائمة الحساب/ }));
    const menu = await screen.findByRole('menu');
    await settle();
    await expect(within(menu).getByRole('menuitem', { name: arabic() ? 'الإدارة' : 'Admin' })).toHaveAttribute('href', '/manage/competitions');
  },
};

/** Moving to another page from the header moves focus to the new page's heading, so a screen reader says where the fan is. */
export const NavigationMovesFocus: Story = {
  render: function Render(args) {
    const { i18n } = useTranslation();
    const [href, setHref] = useState('/matches');
    const groups = href === '/groups';
    return (
      <RouterProvider navigate={setHref}>
        <AppFrame {...args} language={i18n.language === 'ar' ? 'ar' : 'en'} currentHref={href} toastQueue={queue} brand={<T en="Hadaf" ar="هدف" />}>
          <h1 className="text-lg font-semibold text-fg">{groups ? <T en="Groups" ar="المجموعات" /> : <T en="Matches" ar="المباريات" />}</h1>
        </AppFrame>
      </RouterProvider>
    );
  },
  play: async () => {
    const nav = screen.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });
    await userEvent.click(within(nav).getByRole('link', { name: /^(Groups|المجموعات)$/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: /^(Groups|المجموعات)$/ })).toHaveFocus());
    await expect(within(nav).getByRole('link', { name: /^(Groups|المجموعات)$/ })).toHaveAttribute('aria-current', 'page');
  },
};

/** The language switch offers the other language. */
export const SwitchLanguage: Story = {
  play: async ({ args }) => {
    const button = screen.getByRole('button', { name: arabic() ? 'English' : 'العربية' });
    await userEvent.click(button);
    await expect(args.onLanguageChange).toHaveBeenCalledWith(arabic() ? 'en' : 'ar');
    await userEvent.unhover(button);
    await settle();
  },
};

/** The latest joined competitions open from "My competitions". */
export const CompetitionsMenu: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /My competitions|مسابقاتي/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Friends Cup|كأس الأصدقاء/ }));
    await expect(navigate).toHaveBeenCalledWith('/competitions/12', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await settle();
  },
};

/** No competitions joined yet: the menu says so. */
export const CompetitionsMenuEmpty: Story = {
  args: { withCompetitions: false },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /My competitions|مسابقاتي/ }));
    await screen.findByText(/not joined any competitions|لم تنضم إلى أي مسابقة/);
    await settle();
    await expect(screen.getByText(/not joined any competitions|لم تنضم إلى أي مسابقة/)).toBeVisible();
  },
};

/** The account menu: profile, settings and log out. */
export const AccountMenuLogout: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Account menu|قائمة الحساب/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^(Log out|تسجيل الخروج)$/ }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await settle();
  },
};

/** A first social sign-in must review the registration: a banner links to /register/review. */
export const ReviewingRegistration: Story = {
  parameters: { machineStates: ['session.loggedIn.reviewingRegistration'] },
  args: { pendingStep: 'reviewRegistration' },
  play: async () => {
    await expect(screen.getByRole('link', { name: /Finish registration|إكمال التسجيل/ })).toHaveAttribute('href', '/register/review');
  },
};

/** The phone must be verified: a banner links to /verify-phone-number. */
export const VerifyingPhone: Story = {
  parameters: { machineStates: ['session.loggedIn.verifyingPhone'] },
  args: { pendingStep: 'verifyPhone' },
  play: async () => {
    await expect(screen.getByRole('link', { name: /Verify phone|تأكيد الهاتف/ })).toHaveAttribute('href', '/verify-phone-number');
  },
};

/** Logging out: the account area shows the pending state and the page is busy. */
export const SigningOut: Story = {
  parameters: { machineStates: ['session.loggingOut'] },
  args: { session: 'signingOut' },
  play: async () => {
    await expect(screen.getByRole('status', { name: /Signing out|جارٍ تسجيل الخروج/ })).toBeInTheDocument();
    await expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Toasts show in the frame's toast region. */
export const WithToast: Story = {
  play: async () => {
    queue.add({ tone: 'success', title: arabic() ? 'تم تحديث ملفك الشخصي' : 'Your profile was updated' });
    await screen.findByRole('alertdialog');
    await settle();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** A long Arabic name wraps beside the photo in the mobile menu. */
export const LongName: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { longName: true },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Open menu|فتح القائمة/ }));
    const drawer = await screen.findByRole('dialog');
    await settle();
    await expect(within(drawer).getByText(/El-Shenawy|الشناوي/)).toBeVisible();
  },
};

/** The account menu on a wide screen: profile, settings and log out. */
export const AccountMenu: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Account menu|قائمة الحساب/ }));
    const menu = await screen.findByRole('menu');
    await settle();
    await expect(within(menu).getByRole('menuitem', { name: /^(Profile|الملف الشخصي)$/ })).toHaveAttribute('href', '/profile');
  },
};

/** Mobile width: the navigation moves into a drawer; the menu button says it opens one, and whether it is open. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    await expect(screen.queryByRole('navigation')).toBeNull();
    const open = screen.getByRole('button', { name: /Open menu|فتح القائمة/ });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The balance stays in the header at phone width.
    await expect(within(screen.getByRole('banner')).getByRole('link', { name: /Your balance|رصيدك/ })).toBeVisible();
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await settle();
    await expect(within(drawer).getByRole('link', { name: /^(Matches|المباريات)$/ })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: /^(Search|البحث)$/ })).toHaveAttribute('href', '/search');
    await expect(within(drawer).getAllByRole('link', { name: /Egyptian Premier League|الدوري المصري الممتاز/ })).toHaveLength(1);
  },
};

/** Mobile width for a visitor: the drawer holds sign-in and sign-up. */
export const MobileVisitor: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { session: 'visitor', user: null },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Open menu|فتح القائمة/ }));
    const drawer = await screen.findByRole('dialog');
    await settle();
    // Under load the drawer may still be sliding in: wait for the link to be visible rather than assume it.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: /^(Sign in|تسجيل الدخول)$/ })).toBeVisible());
    await settle();
  },
};

/** Mobile width, closed: the header and the page. */
export const MobileClosed: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** The account menu's real trigger, mounted as if its stand-in had been pressed (`by`) before the menus' code arrived. */
function AccountMenuOpenedOnMount({ by }: { by: 'pointer' | 'keyboard' }) {
  const [overlays, setOverlays] = useState<Awaited<ReturnType<typeof preloadAppFrameOverlays>>>();
  const opened = useMemo(() => fn(), []);
  useEffect(() => void preloadAppFrameOverlays().then(setOverlays), []);
  if (!overlays) return <p />;
  const { AccountMenu } = overlays;
  return (
    <div className="flex justify-end p-4">
      <AccountMenu
        trigger={<T en="Account menu" ar="قائمة الحساب" />}
        openOnMount={by}
        onOpenedOnMount={opened}
        profileHref="/profile"
        settingsHref="/profile/settings"
        onLogout={fn()}
      />
    </div>
  );
}

/** Escape closes the menu and focus returns to the trigger once it has left the page. */
async function closesBackToTheTrigger() {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: /Account menu|قائمة الحساب/ })).toHaveFocus());
  await settle();
}

/**
 * The account menu pressed before the menus' code arrived: the real trigger replaces its stand-in, takes focus and
 * opens at once; Escape closes it and focus returns to the trigger.
 */
export const AccountMenuPressedBeforeItLoads: Story = {
  render: () => <AccountMenuOpenedOnMount by="pointer" />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await closesBackToTheTrigger();
  },
};

/** The same, opened by Enter: focus goes to the first item, as when the real trigger is pressed by keyboard. */
export const AccountMenuKeyedBeforeItLoads: Story = {
  render: () => <AccountMenuOpenedOnMount by="keyboard" />,
  play: async () => {
    const [first] = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(first).toHaveFocus());
    await closesBackToTheTrigger();
  },
};
