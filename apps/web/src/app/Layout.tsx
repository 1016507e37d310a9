import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { Button, Loader, ToastRegion } from '@hadaf/ui';
import { useUserSettings } from '../hooks/useUserSettings.ts';
import { useLanguage } from './LanguageContext.tsx';
import { rememberPage } from './previous-page.ts';
import { useSession } from './session.tsx';

// Not needed for the first paint: the bell (popover, list) and the unsubscribe modal load on their own.
const RecentNotifications = lazy(() => import('../components/Notifications.tsx').then((module) => ({ default: module.RecentNotifications })));
const UnsubscribeNotice = lazy(() => import('../components/UnsubscribeNotice.tsx'));

const navigation = [
  { to: '/matches', key: 'matches' },
  { to: '/lobby/predictions', key: 'lobby' },
  { to: '/groups', key: 'groups' },
  { to: '/profile/prizes', key: 'prizes' },
  { to: '/profile/notifications', key: 'notifications' },
  { to: '/profile', key: 'profile' },
] as const;

/** The app frame: header navigation, language switch, notifications, toasts, the start-up loader, the unsubscribe modal. */
export function Layout() {
  const { t } = useTranslation('web');
  const location = useLocation();
  const { starting, startupFailed, loggedIn, actor } = useSession();
  useEffect(() => rememberPage(location.pathname, location.search), [location.pathname, location.search]);
  return (
    <div className="min-h-dvh bg-surface-muted text-fg">
      <header className="sticky top-0 z-20 border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <NavLink to="/matches" className="text-xl font-bold text-primary-700">
            {t('brand')}
          </NavLink>
          <nav aria-label={t('nav.main')} className="flex min-w-0 flex-1 flex-wrap gap-1">
            {navigation.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/profile'}
                className={({ isActive }) =>
                  `rounded-md px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-primary-50 text-primary-700' : 'text-fg-muted hover:bg-surface-sunken'}`
                }
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          {loggedIn && (
            <Suspense fallback={null}>
              <RecentNotifications />
            </Suspense>
          )}
          {loggedIn ? <SignedInLanguageSwitch /> : <LanguageSwitch />}
          {!loggedIn && !starting && (
            <NavLink to="/login" className="text-sm font-semibold text-primary-700">
              {t('nav.login')}
            </NavLink>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        {starting ? (
          <div className="fixed inset-0 z-30 flex items-center justify-center bg-surface" data-testid="app-loader">
            <Loader label={t('app.starting')} />
          </div>
        ) : startupFailed ? (
          <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg bg-surface p-6 text-center shadow-sm">
            <p>{t('app.startFailed')}</p>
            <Button onPress={() => actor.send({ type: 'RETRY' })}>{t('app.retry')}</Button>
          </div>
        ) : (
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <ToastRegion />
      <Unsubscribe />
    </div>
  );
}

function LanguageSwitchButton({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation('web');
  const { language } = useLanguage();
  return (
    <Button variant="ghost" size="sm" onPress={onSwitch}>
      {/* The visible name stays part of the accessible one (label in name). */}
      <span lang={language === 'ar' ? 'en' : 'ar'}>{t('nav.language')}</span>
      <span className="sr-only">{t('nav.languageLabel')}</span>
    </Button>
  );
}

function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  return <LanguageSwitchButton onSwitch={() => setLanguage(language === 'ar' ? 'en' : 'ar')} />;
}

/** A signed-in user's language is a setting: the settings machine applies it at once and saves it. */
function SignedInLanguageSwitch() {
  const { language } = useLanguage();
  const settings = useUserSettings();
  return <LanguageSwitchButton onSwitch={() => settings.change({ key: 'language', value: language === 'ar' ? 'en' : 'ar' })} />;
}

/** The unsubscribe modal (its own chunk): opens on ?unsubscribe, removes the parameter on close. */
function Unsubscribe() {
  const [params] = useSearchParams();
  if (!params.has('unsubscribe')) return null;
  return (
    <Suspense fallback={null}>
      <UnsubscribeNotice />
    </Suspense>
  );
}
