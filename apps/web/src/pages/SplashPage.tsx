import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner, useTranslation } from '@hadaf/ui';
import { DocumentTitle } from '../app/DocumentTitle.tsx';
import { defaultLandingRoute } from '../app/route-table.ts';

/** Splash at /: redirects to the landing route after 1 second (platform.md §9). */
export const splashDelayMs = 1000;

export default function SplashPage() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(defaultLandingRoute, { replace: true }), splashDelayMs);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-primary-700 text-on-primary">
      <DocumentTitle titleKey="splash" />
      <h1 className="text-3xl font-bold">{t('brand')}</h1>
      <p className="text-lg">{t('splash.tagline')}</p>
      <Spinner />
    </div>
  );
}
