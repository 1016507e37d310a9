import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@hadaf/domain';
import { AboutUs, CompetitionTypes, DownloadApp, OnboardingSlides } from '@hadaf/ui';
import { DocumentTitle } from '../../app/DocumentTitle.tsx';
import { useLanguage } from '../../app/LanguageContext.tsx';
import { defaultLandingRoute } from '../../app/route-table.ts';
import { useSession } from '../../app/session.tsx';
import { useUiArea } from '../../hooks/useUiArea.ts';
import { appDownloads } from './app-downloads.ts';
import { ONBOARDING_SEEN_KEY } from './onboarding-seen.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

type PageProps = { titleKey: string };

/** The public pages share one chunk and the lazy 'welcome' strings. */
function WelcomeArea({ titleKey, children }: PageProps & { children: React.ReactNode }) {
  const ready = useUiArea('welcome');
  return (
    <>
      <DocumentTitle titleKey={titleKey} />
      {ready ? children : <PageSpinner />}
    </>
  );
}

/**
 * /onboarding (platform §2): three slides, the language switch, Play & Win → /login. Viewing is remembered (the local
 * key 'onboarding', docs/decisions/web.md); signed-in users are sent to the landing route.
 */
export function OnboardingPage({ titleKey }: PageProps) {
  const { loggedIn } = useSession();
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (!loggedIn) localStorage.setItem(ONBOARDING_SEEN_KEY, '1');
  }, [loggedIn]);
  if (loggedIn) return <Navigate to={defaultLandingRoute} replace />;
  return (
    <WelcomeArea titleKey={titleKey}>
      <OnboardingSlides skipHref={paths.login} playHref={paths.login} language={language} onLanguageChange={setLanguage} />
    </WelcomeArea>
  );
}

/** /competition-types: every kind of competition (Prediction, Fantasy, eSports, Charity), each with Play Now → /onboarding. */
export function CompetitionTypesPage({ titleKey }: PageProps) {
  return (
    <WelcomeArea titleKey={titleKey}>
      <CompetitionTypes headingLevel={1} hrefs={{ prediction: paths.onboarding, fantasy: paths.onboarding, esports: paths.onboarding, charity: paths.onboarding }} />
    </WelcomeArea>
  );
}

/** /about-us. */
export function AboutUsPage({ titleKey }: PageProps) {
  const { loggedIn } = useSession();
  return (
    <WelcomeArea titleKey={titleKey}>
      <AboutUs headingLevel={1} playHref={loggedIn ? paths.lobbyPredictions : paths.onboarding} downloadHref={paths.downloadApp} />
    </WelcomeArea>
  );
}

/** /download-app: the store listing and the Android package (their addresses are build settings). */
export function DownloadAppPage({ titleKey }: PageProps) {
  return (
    <WelcomeArea titleKey={titleKey}>
      <DownloadApp headingLevel={1} appStoreHref={appDownloads.appStore} androidPackageHref={appDownloads.androidPackage} />
    </WelcomeArea>
  );
}
