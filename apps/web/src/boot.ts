import { holdSubmitsUntilHydrated, keepTypingUntilHydrated, prerenderedLanguage } from './app/prerendered.ts';

holdSubmitsUntilHydrated();
if (prerenderedLanguage()) keepTypingUntilHydrated();

/** Where a visit remembers that the brand's faces have been loaded (so the browser has them in its cache). */
const webFontsKey = 'web-fonts';

/**
 * The brand's faces, asked for once the page has painted (web-fonts.css); remembered, so later visits paint with them
 * from the start (index.html's inline script reads the mark).
 */
function letWebFontsIn() {
  document.documentElement.setAttribute('data-web-fonts', '');
  try {
    localStorage.setItem(webFontsKey, '1');
  } catch {
    // Storage refused (a private window): the next visit paints with the system's faces first again.
  }
}

// The entry imports nothing else up front (index.html's shell preloads the app; a prerendered page must not).
function startApp() {
  letWebFontsIn();
  // Its first screen's strings and page chunk start loading as it runs (startup.ts), beside the app's code.
  void import('./app/startup.ts');
  void import('./main.tsx');
}

/**
 * A prerendered page is already whole: the app's code waits until the browser has painted it, so its downloads
 * and its start never compete with the first paint (the paint entry, else a few seconds, e.g. in a hidden tab).
 */
function afterFirstContentfulPaint(start: () => void) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length > 0 && startOnce()) : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 3000);
}

// Otherwise the entry is a one-frame trampoline: the start-up loader in index.html paints first; then the app's
// code, the language's strings and the landing page's chunk are fetched together rather than one after the other.
if (prerenderedLanguage()) afterFirstContentfulPaint(startApp);
else requestAnimationFrame(() => setTimeout(startApp));
