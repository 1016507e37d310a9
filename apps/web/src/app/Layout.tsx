import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import { useNewPrizeCount, useProfile } from '@hadaf/api-client';
import { connectSession, paths, type Language } from '@hadaf/domain';
import { AppFrame, Spinner, type AppFramePendingStep, useTranslation } from '@hadaf/ui';
import { useLatestCompetitions } from '../hooks/useLatestCompetitions.ts';
import { useRecentNotifications } from '../hooks/useRecentNotifications.ts';
import { AriaRouter } from './AriaRouter.tsx';
import { useLanguage } from './LanguageContext.tsx';
import { markHydrated } from './prerendered.ts';
import { rememberPage } from './previous-page.ts';
import { defaultLandingRoute } from './route-table.ts';
import { useSession } from './session.tsx';

// Not needed for the first paint: the bell (popover, list) and the unsubscribe modal load on their own.
const RecentNotifications = lazy(() => import('../components/Notifications.tsx').then((module) => ({ default: module.RecentNotifications })));
const UnsubscribeNotice = lazy(() => import('../components/UnsubscribeNotice.tsx'));
// Nor the settings machine behind a fan's language choice: it loads as the frame first renders.
const LanguageChoiceBinding = lazy(() => import('../components/LanguageChoiceBinding.tsx'));

/** The page each pending step's banner links to: no banner on that page itself. */
const pendingStepPath: Record<AppFramePendingStep, string> = { reviewRegistration: paths.registerReview, verifyPhone: paths.verifyPhone };

/** The app frame (design system AppFrame) bound to the router, the session, the language and the user's lists. */
export function Layout() {
  return (
    <AriaRouter>
      <Frame />
      <Unsubscribe />
    </AriaRouter>
  );
}

function Frame() {
  const { t } = useTranslation('web');
  const location = useLocation();
  const { actor, user } = useSession();
  const session = useSelector(actor, (snapshot) => connectSession(snapshot).status);
  const step = useSelector(actor, (snapshot) => connectSession(snapshot).pendingStep);
  const signedIn = session === 'signedIn';
  const { language, setLanguage } = useLanguage();
  // The language choice, once its chunk is there; a fan's pick made before waits for it (a visitor's needs no machine).
  const choice = useRef<{ choose: ((next: Language) => void) | null; pending: Language | null }>({ choose: null, pending: null });
  const choiceReady = useCallback((choose: (next: Language) => void) => {
    const { pending } = choice.current;
    choice.current = { choose, pending: null };
    if (pending) choose(pending);
  }, []);
  const changeLanguage = (next: Language) => {
    if (choice.current.choose) choice.current.choose(next);
    else if (signedIn) choice.current.pending = next;
    else setLanguage(next);
  };
  const recent = useRecentNotifications({ enabled: signedIn });
  const newPrizes = useNewPrizeCount(undefined, { enabled: signedIn });
  // The balance as the api client keeps it: a join, a withdrawal, a purchase or a payment moves it at once.
  const profile = useProfile(undefined, { enabled: signedIn });
  const { competitions } = useLatestCompetitions({ enabled: signedIn });
  useEffect(() => rememberPage(location.pathname, location.search), [location.pathname, location.search]);

  return (
    <>
      <AppFrame
        session={session}
        user={user}
        pendingStep={step && pendingStepPath[step] !== location.pathname ? step : null}
        language={language}
        onLanguageChange={changeLanguage}
        newNotificationCount={recent.data?.new_count ?? 0}
        newPrizeCount={newPrizes.data?.count ?? 0}
        balance={signedIn ? (profile.data?.data.coins ?? null) : null}
        notificationsMenu={
          // Only while signed in: signing out clears the cache, and the popover's list must not fetch again.
          signedIn ? (
            <Suspense fallback={null}>
              <RecentNotifications />
            </Suspense>
          ) : undefined
        }
        latestCompetitions={competitions}
        currentHref={location.pathname}
        // A visitor's home is the landing at /; a fan's, the landing route.
        hrefs={{ home: signedIn ? defaultLandingRoute : paths.home }}
        brand={<span className="text-xl font-extrabold text-primary-700">{t('brand')}</span>}
        onLogout={() => actor.send({ type: 'LOG_OUT' })}
        onRetry={() => actor.send({ type: 'RETRY' })}
      >
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner size="lg" />
            </div>
          }
        >
          <Outlet />
          <PageMounted />
        </Suspense>
      </AppFrame>
      <Suspense fallback={null}>
        <LanguageChoiceBinding onReady={choiceReady} />
      </Suspense>
    </>
  );
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

/** Mounted beside the page, in its Suspense boundary: once it runs, a prerendered page has fully hydrated. */
function PageMounted() {
  useEffect(markHydrated, []);
  return null;
}
