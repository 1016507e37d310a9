import { holdSubmitsUntilHydrated } from './app/prerendered.ts';
import { startFirstScreen } from './app/startup.ts';

holdSubmitsUntilHydrated();

// The entry is a one-frame trampoline: the start-up loader in index.html paints first; then the app's code, the
// language's strings and the landing page's chunk are fetched together rather than one after the other.
requestAnimationFrame(() => {
  setTimeout(() => {
    startFirstScreen();
    void import('./main.tsx');
  });
});
