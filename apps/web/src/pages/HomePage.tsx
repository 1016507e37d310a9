import { lazy } from 'react';
import { useSession } from '../app/session.tsx';
import SplashPage from './SplashPage.tsx';

// The route table preloads the same chunk (app/pages.ts landingPageModule) for a visitor's first /.
const LandingPage = lazy(() => import('./welcome/LandingPage.tsx'));

/**
 * / (platform §2): the splash, then the landing route, for a signed-in fan; a visitor's landing is / itself — what
 * Hadaf is, the competitions and today's matches, and the way in (docs/decisions/web.md).
 */
export default function HomePage() {
  const { loggedIn, starting } = useSession();
  return starting || loggedIn ? <SplashPage /> : <LandingPage titleKey="home" />;
}
