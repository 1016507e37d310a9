import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Button, Loader } from '@hadaf/ui';
import { useLanguage } from './LanguageContext.tsx';

const navigation = [
  { to: '/matches', key: 'matches' },
  { to: '/lobby/predictions', key: 'lobby' },
  { to: '/groups', key: 'groups' },
  { to: '/profile/prizes', key: 'prizes' },
  { to: '/profile/notifications', key: 'notifications' },
  { to: '/profile', key: 'profile' },
] as const;

/** The app frame: header navigation and language switch around every page. */
export function Layout() {
  const { t } = useTranslation('web');
  const { language, setLanguage } = useLanguage();
  return (
    <div className="min-h-dvh bg-surface-muted text-fg">
      <header className="sticky top-0 z-10 border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <NavLink to="/matches" className="text-xl font-bold text-primary-700">
            {t('brand')}
          </NavLink>
          <nav aria-label={t('nav.main')} className="flex flex-1 flex-wrap gap-1">
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
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('nav.languageLabel')}
            onPress={() => setLanguage(language === 'ar' ? 'en' : 'ar')}
          >
            <span lang={language === 'ar' ? 'en' : 'ar'}>{t('nav.language')}</span>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
