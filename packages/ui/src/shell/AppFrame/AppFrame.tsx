import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { formatCoins, formatInteger, isLanguage, type Language, paths, type SessionPendingStep, type SessionStatus } from '@hadaf/domain';
import { focusRing, twMerge } from '../../lib/utils.ts';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { UserText } from '../../primitives/UserText/UserText.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card, CardBody } from '../../primitives/Card/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { AlertIcon, ArrowEndIcon, BellIcon, ChevronDownIcon, CoinIcon, MenuIcon, SearchIcon, UserIcon } from '../../primitives/icons/Icon.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { Loader, Spinner } from '../../primitives/Spinner/Spinner.tsx';
import type { ToastQueue } from '../../primitives/Toast/toast-queue.ts';
import { preloadAppFrameOverlays, useOverlayModule } from './overlays.ts';
import { accountTriggerStyles, NavLink, navLinkStyles } from './parts.tsx';
import { useFocusOnNavigation } from './route-focus.ts';
import { ToastRegionOnDemand } from './toasts.tsx';

/**
 * The session as the frame shows it (from the session machine):
 * starting = startup.loadingSettings / checkingSocialStatus / loadingUser; failed = startup.failed;
 * visitor = loggedOut; signingIn = authenticating.*; signedIn = loggedIn.*; signingOut = loggingOut.
 */
export type AppFrameSession = SessionStatus;

/** A step the signed-in user still has to finish (loggedIn.reviewingRegistration / loggedIn.verifyingPhone). */
export type AppFramePendingStep = SessionPendingStep;

type Picture = { readonly thumb?: string | null } | null;

/** The parts of the contract's User the frame reads (the API's User satisfies it). */
export interface AppFrameUser {
  readonly id: number;
  readonly name: string;
  readonly photo?: Picture;
  readonly profile_picture?: Picture;
  /** An admin: the header and the account menu lead to the admin area. */
  readonly admin?: boolean;
}

/** One of the user's latest joined competitions. */
export interface AppFrameCompetition {
  readonly id: number | string;
  readonly name: string;
  readonly href: string;
}

export interface AppFrameHrefs {
  home: string;
  /** The competitions lobby (competitions §2: linked from the navigation). */
  lobby: string;
  /** The groups list (competitions §2). */
  groups: string;
  matches: string;
  search: string;
  prizes: string;
  /** The creators section (platform §1: users with the creator flag and their competitions). */
  creators: string;
  notifications: string;
  profile: string;
  settings: string;
  signIn: string;
  signUp: string;
  reviewRegistration: string;
  verifyPhone: string;
  /** The signed-in user's wallet (the header's balance links there). */
  wallet: string;
  /** The admin area (admins only). */
  admin: string;
}

/** The spec's routes. */
export const defaultAppFrameHrefs: Readonly<AppFrameHrefs> = {
  home: '/',
  lobby: paths.lobbyPredictions,
  groups: paths.groups,
  matches: paths.matches,
  search: paths.search,
  prizes: paths.profilePrizes,
  creators: paths.creators,
  notifications: paths.profileNotifications,
  profile: paths.profile,
  settings: paths.profileSettings,
  signIn: paths.login,
  signUp: paths.register,
  reviewRegistration: paths.registerReview,
  verifyPhone: paths.verifyPhone,
  wallet: paths.profileWallet,
  admin: paths.adminCompetitions,
};

export interface AppFrameProps {
  session: AppFrameSession;
  /** The signed-in user (signedIn, signingOut). */
  user?: AppFrameUser | null;
  /** Shows the "finish your registration" or "verify your phone" banner. */
  pendingStep?: AppFramePendingStep | null;
  /** The UI language; the switch offers the other one. */
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** New notifications, shown as a badge on the notifications link. */
  newNotificationCount?: number;
  /** Prizes won and not seen yet (platform §4), shown as a badge on the prizes link. */
  newPrizeCount?: number;
  /**
   * The signed-in user's coins, shown in the header (a link to the wallet). Pass the live balance (the profile as
   * the api client keeps it), so a join or a purchase shows at once; hidden while unknown.
   */
  balance?: number | null;
  /** Replaces the notifications link in the header (e.g. a NotificationsPopover with the recent list). */
  notificationsMenu?: ReactNode;
  /** The user's latest joined competitions (the "My competitions" menu). */
  latestCompetitions?: readonly AppFrameCompetition[];
  /** The current route, to mark the matching link as the current page. */
  currentHref?: string;
  hrefs?: Partial<AppFrameHrefs>;
  /** The brand logo (a link to home is added around it). */
  brand: ReactNode;
  /** The advert column (e.g. a CommunityAdvert). */
  advert?: ReactNode;
  onLogout: () => void;
  /** Startup failed: tries again (session RETRY). */
  onRetry: () => void;
  /** Defaults to the app-wide toast queue. */
  toastQueue?: ToastQueue;
  /** The page. */
  children?: ReactNode;
}

/**
 * A menu's trigger until the menus' code arrives: the same look and name, announced as a menu button. Reaching for
 * it (hover, focus) starts the load; pressing it opens the real menu as soon as it is here.
 */
function MenuStandIn({
  onOpen,
  onWanted,
  onFocused,
  onHeld,
  ...props
}: Omit<AriaButtonProps, 'onPress'> & { onOpen: (by: 'pointer' | 'keyboard') => void; onWanted: () => void; onFocused: (focused: boolean) => void; onHeld: (held: boolean) => void }) {
  return (
    <AriaButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      onPress={(press) => onOpen(press.pointerType === 'keyboard' || press.pointerType === 'virtual' ? 'keyboard' : 'pointer')}
      onPressStart={() => onHeld(true)}
      onPressEnd={() => onHeld(false)}
      onHoverStart={onWanted}
      onFocus={onWanted}
      onFocusChange={onFocused}
    />
  );
}

function useLanguageName(language: Language) {
  const { t } = useTranslation('ui');
  return t('frame.otherLanguage', { lng: language });
}

/** A card linking to the social-network community group (the advert slot). */
export function CommunityAdvert({ href, className }: { href: string; className?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Card href={href} target="_blank" className={twMerge('bg-secondary-700 text-on-secondary hover:bg-secondary-800', className)}>
      <CardBody className="flex flex-col gap-2">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-on-secondary/15">
          <UserIcon size={22} />
        </span>
        <span className="text-lg font-semibold">{t('frame.advertTitle')}</span>
        <span className="text-sm opacity-90">{t('frame.advertBody')}</span>
        <span className="mt-1 inline-flex items-center gap-1 font-semibold underline underline-offset-2">
          {t('frame.advertAction')}
          <ArrowEndIcon size={16} />
        </span>
      </CardBody>
    </Card>
  );
}

/**
 * The app shell: the header (brand, navigation, language switch, sign-in/sign-up or the user's menu), a mobile
 * menu drawer below the md breakpoint, the registration/phone banner, the page, the advert column and the toast
 * region. While the session starts it shows only the full-page loader; a failed startup shows Retry.
 */
export function AppFrame({
  session,
  user,
  pendingStep,
  language,
  onLanguageChange,
  newNotificationCount = 0,
  newPrizeCount = 0,
  balance = null,
  notificationsMenu,
  latestCompetitions = [],
  currentHref,
  hrefs: hrefOverrides,
  brand,
  advert,
  onLogout,
  onRetry,
  toastQueue,
  children,
}: AppFrameProps) {
  const { t } = useTranslation('ui');
  // A menu whose stand-in was pressed: it opens as soon as it mounts.
  const [pendingMenu, setPendingMenu] = useState<{ menu: 'account' | 'competitions'; by: 'pointer' | 'keyboard' } | null>(null);
  // A stand-in that has focus when the real trigger replaces it: the real one takes focus (it never falls to <body>).
  const [focusedStandIn, setFocusedStandIn] = useState<'account' | 'competitions' | null>(null);
  const standInFocus = (menu: 'account' | 'competitions') => (focused: boolean) => setFocusedStandIn((current) => (focused ? menu : current === menu ? null : current));
  // A stand-in being pressed stays until the press ends: replaced under the finger, its press would be lost.
  const [standInHeld, setStandInHeld] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menus and drawer: their chunk is asked for after the first paint, or at once by a press.
  const loadedOverlays = useOverlayModule(pendingMenu !== null || menuOpen);
  const overlays = standInHeld ? undefined : loadedOverlays;
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef, currentHref);
  const hrefs = { ...defaultAppFrameHrefs, ...hrefOverrides };
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const otherName = useLanguageName(language);
  const uiLanguage = isLanguage(language) ? language : 'en';
  const signedIn = (session === 'signedIn' || session === 'signingOut') && user != null;
  const picture = user?.profile_picture ?? user?.photo;
  const newCountLabel = t('frame.newNotifications', { count: newNotificationCount, n: formatInteger(newNotificationCount, uiLanguage) });
  const isAdmin = signedIn && user.admin === true;

  if (session === 'starting') return <Loader />;

  const closeMenu = () => setMenuOpen(false);
  const preloadOverlays = () => void preloadAppFrameOverlays();
  const menuOpened = () => setPendingMenu(null);

  const languageSwitch = (block?: boolean) => (
    <Button variant="ghost" size="sm" onPress={() => onLanguageChange(other)} className={block ? 'w-full justify-start' : undefined}>
      <span lang={other}>{otherName}</span>
    </Button>
  );

  const authArea = (() => {
    if (session === 'failed') return null;
    if (session === 'signingOut') {
      return (
        <span className="inline-flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" label={t('frame.signingOut')} />
          <span aria-hidden="true">{t('frame.signingOut')}</span>
        </span>
      );
    }
    if (signedIn) {
      // The trigger's name reads as words ("Account menu, Karim Fan"), not the avatar's initials run into the label;
      // the name is the person's own text, with its own language (sentence.tsx stays out of the first load).
      const accountOf = t('frame.accountOf', { name: '\u0000' }).split('\u0000');
      const trigger = (
        <>
          <Avatar name={user.name} src={picture?.thumb ?? undefined} size="sm" decorative />
          <span className="sr-only">{accountOf[0]}<UserText>{user.name}</UserText>{accountOf[1]}</span>
          <ChevronDownIcon size={16} className="text-fg-muted" />
        </>
      );
      const standIn = (
        <MenuStandIn
          className={({ isFocusVisible }) => accountTriggerStyles(isFocusVisible)}
          onOpen={(by) => setPendingMenu({ menu: 'account', by })}
          onWanted={preloadOverlays}
          onFocused={standInFocus('account')}
          onHeld={setStandInHeld}
        >
          {trigger}
        </MenuStandIn>
      );
      if (!overlays) return standIn;
      return (
        <overlays.AccountMenu
          trigger={trigger}
          openOnMount={pendingMenu?.menu === 'account' ? pendingMenu.by : undefined}
          focusOnMount={focusedStandIn === 'account'}
          onOpenedOnMount={menuOpened}
          profileHref={hrefs.profile}
          settingsHref={hrefs.settings}
          adminHref={isAdmin ? hrefs.admin : undefined}
          onLogout={onLogout}
        />
      );
    }
    return (
      <div className="flex items-center gap-2">
        {session === 'signingIn' ? (
          <Button size="sm" variant="outline" isPending>
            {t('frame.signingIn')}
          </Button>
        ) : (
          <Link href={hrefs.signIn} variant="button" buttonVariant="outline" size="sm">
            {t('frame.signIn')}
          </Link>
        )}
        <Link href={hrefs.signUp} variant="button" size="sm" isDisabled={session === 'signingIn'}>
          {t('frame.signUp')}
        </Link>
      </div>
    );
  })();

  const competitionsTrigger = (
    <>
      {t('frame.myCompetitions')}
      <ChevronDownIcon size={16} />
    </>
  );
  const competitionsStandIn = (
    <MenuStandIn
      className={({ isFocusVisible }) => navLinkStyles({ isFocusVisible })}
      onOpen={(by) => setPendingMenu({ menu: 'competitions', by })}
      onWanted={preloadOverlays}
      onFocused={standInFocus('competitions')}
      onHeld={setStandInHeld}
    >
      {competitionsTrigger}
    </MenuStandIn>
  );
  const competitionsMenu =
    signedIn &&
    (overlays ? (
      <overlays.CompetitionsMenu
        trigger={competitionsTrigger}
        openOnMount={pendingMenu?.menu === 'competitions' ? pendingMenu.by : undefined}
        focusOnMount={focusedStandIn === 'competitions'}
        onOpenedOnMount={menuOpened}
        competitions={latestCompetitions}
      />
    ) : (
      competitionsStandIn
    ));

  // The app's sections, the same in the header and in the mobile menu; an admin's also lead to the admin area.
  // Below 2xl the header keeps its width by showing Search and Notifications as icons (their names stay).
  // A badge's count is part of the link's name, as words: "Prizes, 4 new", not "Prizes4" (the visible word and
  // badge are hidden from the name, which a visually hidden sentence gives).
  const prizes =
    newPrizeCount > 0 ? (
      <>
        <span aria-hidden="true" className="inline-flex items-center gap-2">
          {t('frame.prizes')}
          <Badge count={newPrizeCount} />
        </span>
        <span className="sr-only">{t('frame.prizesWithNew', { count: newPrizeCount, n: formatInteger(newPrizeCount, uiLanguage) })}</span>
      </>
    ) : (
      t('frame.prizes')
    );
  const sectionLinks = (block = false) =>
    ([...(['lobby', 'matches', 'groups', 'creators', 'prizes'] as const), ...(isAdmin ? (['admin'] as const) : [])] as const).map((section) => (
      <NavLink
        key={section}
        href={hrefs[section]}
        currentHref={currentHref}
        block={block}
        onPress={block ? closeMenu : undefined}
        // Where the header has room; the account menu (in the header too) and the mobile menu always have it.
        className={section === 'admin' && !block ? 'hidden xl:inline-flex' : undefined}
      >
        {section === 'prizes' ? prizes : t(section === 'lobby' ? 'frame.competitions' : `frame.${section}`)}
      </NavLink>
    ));
  const balanceLink = signedIn && balance !== null && (
    <AriaLink
      href={hrefs.wallet}
      aria-label={t('frame.balance', { coins: t('display.coins', { count: balance, n: formatCoins(balance, uiLanguage) }) })}
      aria-current={currentHref === hrefs.wallet ? 'page' : undefined}
      className={({ isFocusVisible }) =>
        focusRing({
          isFocusVisible,
          className: 'inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full bg-primary-50 px-3 text-sm font-semibold text-primary-800 no-underline hover:bg-primary-100',
        })
      }
    >
      <CoinIcon size={16} />
      <bdi className="tabular-nums">{formatCoins(balance, uiLanguage)}</bdi>
    </AriaLink>
  );
  const notificationsLink = (block?: boolean) => (
    <NavLink href={hrefs.notifications} currentHref={currentHref} block={block} onPress={block ? closeMenu : undefined}>
      <BellIcon size={18} />
      <span className={block ? undefined : 'sr-only 2xl:not-sr-only'}>{t('frame.notifications')}</span>
      <Badge count={newNotificationCount} aria-label={newCountLabel} />
    </NavLink>
  );

  return (
    <div className="flex min-h-screen flex-col bg-surface-muted text-fg">
      <a
        href={`#${mainId}`}
        className="sr-only rounded-md bg-surface px-3 py-2 font-semibold text-primary-700 focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50"
      >
        {t('frame.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-surface">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4">
          <AriaLink href={hrefs.home} className={({ isFocusVisible }) => focusRing({ isFocusVisible, className: 'me-2 flex shrink-0 items-center rounded-sm' })}>
            {brand}
          </AriaLink>
          {session !== 'failed' && (
            <nav aria-label={t('frame.nav')} className="hidden min-w-0 flex-1 items-center gap-1 md:flex">
              {competitionsMenu}
              {sectionLinks()}
              <NavLink href={hrefs.search} currentHref={currentHref} className="inline-flex items-center gap-1.5">
                <SearchIcon size={16} />
                <span className="sr-only 2xl:not-sr-only">{t('frame.search')}</span>
              </NavLink>
            </nav>
          )}
          <div className="ms-auto flex items-center gap-2">
            {balanceLink}
            {signedIn && (notificationsMenu ?? notificationsLink())}
            <div className="hidden items-center gap-2 md:flex">
              {languageSwitch()}
              {authArea}
            </div>
            {session !== 'failed' && (
              <IconButton
                label={t('frame.openMenu')}
                icon={<MenuIcon />}
                onPress={() => setMenuOpen(true)}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                className="md:hidden"
              />
            )}
          </div>
        </div>
      </header>

      {loadedOverlays && (
        <loadedOverlays.Drawer isOpen={menuOpen} onOpenChange={setMenuOpen} title={t('frame.menu')}>
          {signedIn && (
            <div className="mb-3 flex items-center gap-3 border-b border-border px-3 pb-3">
              <Avatar name={user.name} src={picture?.thumb ?? undefined} size="md" decorative />
              <UserText className="min-w-0 flex-1 font-semibold break-words text-fg">{user.name}</UserText>
            </div>
          )}
          <nav aria-label={t('frame.nav')} className="flex flex-col gap-1">
            {sectionLinks(true)}
            <NavLink href={hrefs.search} currentHref={currentHref} block onPress={closeMenu} className="flex items-center gap-2">
              <SearchIcon size={18} />
              {t('frame.search')}
            </NavLink>
            {signedIn && notificationsLink(true)}
            {signedIn && (
              <NavLink href={hrefs.profile} currentHref={currentHref} block onPress={closeMenu}>
                {t('frame.profile')}
              </NavLink>
            )}
          </nav>
          {signedIn && (
            <section className="mt-4 border-t border-border pt-3">
              <h3 className="px-3 pb-1 text-sm font-semibold text-fg-muted">{t('frame.myCompetitions')}</h3>
              {latestCompetitions.length === 0 ? (
                <p className="px-3 py-2 text-sm text-fg-muted">{t('frame.noCompetitions')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {latestCompetitions.map((competition) => (
                    <li key={competition.id}>
                      <NavLink href={competition.href} currentHref={currentHref} block onPress={closeMenu}>
                        {competition.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <div className="mt-4 flex flex-col gap-3 border-t border-border pt-3">
            {languageSwitch(true)}
            {signedIn ? (
              session === 'signingOut' ? (
                authArea
              ) : (
                <Button
                  variant="outline"
                  onPress={() => {
                    closeMenu();
                    onLogout();
                  }}
                >
                  {t('frame.logout')}
                </Button>
              )
            ) : (
              authArea
            )}
          </div>
        </loadedOverlays.Drawer>
      )}

      {signedIn && pendingStep && (
        <div role="status" className="border-b border-warning-700/20 bg-warning-50 text-warning-700">
          <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 text-sm">
            <AlertIcon size={18} className="shrink-0" />
            <p className="min-w-0 flex-1 font-semibold">
              {pendingStep === 'reviewRegistration' ? t('frame.reviewRegistration') : t('frame.verifyPhone')}
            </p>
            <Link
              href={pendingStep === 'reviewRegistration' ? hrefs.reviewRegistration : hrefs.verifyPhone}
              variant="button"
              size="sm"
            >
              {pendingStep === 'reviewRegistration' ? t('frame.reviewRegistrationAction') : t('frame.verifyPhoneAction')}
            </Link>
          </div>
        </div>
      )}

      <div className={twMerge('mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6', advert && session !== 'failed' && 'lg:grid-cols-[16rem_minmax(0,1fr)]')}>
        <main
          ref={mainRef}
          id={mainId}
          tabIndex={-1}
          aria-busy={session === 'signingOut' || session === 'signingIn' || undefined}
          className={twMerge('min-w-0 outline-none lg:col-start-2', !(advert && session !== 'failed') && 'lg:col-start-1')}
        >
          {session === 'failed' ? (
            <Card className="mx-auto max-w-lg">
              <EmptyState
                icon={<AlertIcon size={28} className="text-error-600" />}
                headingLevel={2}
                title={t('frame.failedTitle')}
                message={t('frame.failedMessage')}
                action={<Button onPress={onRetry}>{t('frame.retry')}</Button>}
              />
            </Card>
          ) : (
            children
          )}
        </main>
        {advert && session !== 'failed' && <aside className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">{advert}</aside>}
      </div>
      <ToastRegionOnDemand queue={toastQueue} />
    </div>
  );
}
