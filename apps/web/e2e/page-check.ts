import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Response } from 'playwright';
import { routeOf } from '../src/app/route-table.ts';

/**
 * What a person sees on every page of a journey (issue 30; docs/decisions/newcomer-journeys.md): no console error, no
 * request refused that they did not cause, every link going where it says, nothing cut off, one language, and axe.
 */

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type Language = 'ar' | 'en';

/** Fails with every problem found, one a line (an assertion's diff would cut them short). */
function report(problems: readonly string[], title: string) {
  if (problems.length > 0) throw new Error(`${title}:\n  ${problems.join('\n  ')}`);
}

/** A refusal the person caused (a wrong code typed, a form sent empty): its status and where its request went. */
export interface ExpectedAnswer {
  status: number;
  path: string | RegExp;
}

/**
 * Watches a page from now on: every console error, uncaught exception and request answered 4xx or 5xx is a problem,
 * unless the journey said it would cause it (`expectAnswer`). `expectClean` fails with the list and starts over.
 */
export function watchPage(page: Page) {
  const problems: string[] = [];
  const expected: ExpectedAnswer[] = [];
  const where = () => new URL(page.url()).pathname;
  const matches = (answer: ExpectedAnswer, response: Response) =>
    answer.status === response.status() && (typeof answer.path === 'string' ? new URL(response.url()).pathname === answer.path : answer.path.test(response.url()));

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser's own line for a refused request: the response below reports it (or knows it was expected).
    if (message.text().startsWith('Failed to load resource: the server responded with a status of')) return;
    problems.push(`console error on ${where()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${where()}: ${error.message}`));
  // Requests in flight, to know when what a page asked for has arrived.
  let inFlight = 0;
  let lastChange = Date.now();
  // The live channel (an EventSource) stays open for the page's life: it is never "in flight" for this count.
  const counted = (request: { resourceType(): string }) => request.resourceType() !== 'eventsource';
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const settled = (request: { resourceType(): string }) => {
    if (!counted(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const index = expected.findIndex((answer) => matches(answer, response));
    if (index >= 0) {
      expected.splice(index, 1);
      return;
    }
    const url = new URL(response.url());
    problems.push(`${response.status()} for ${response.request().method()} ${url.pathname}${url.search} on ${where()}`);
  });

  return {
    /** Waits until no request has been in flight for a moment (shorter than Playwright's 500 ms network idle). */
    async settle(quietMs = 150, timeoutMs = 5000) {
      for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 25))) {
        if (inFlight === 0 && Date.now() - lastChange >= quietMs) return;
      }
    },
    /** The next request to `path` will be answered `status` because of what the person did: not a problem, once. */
    expectAnswer(answer: ExpectedAnswer) {
      expected.push(answer);
    },
    /** No problem since the last call. */
    expectClean(label: string) {
      const found = problems.splice(0);
      report(found, `console errors and refused requests, ${label}`);
    },
  };
}

/**
 * Every link on the page goes where it says: an in-app path is a route of the app (or a file the API serves), an
 * absolute address is left as written (never `/groups/4/https:/wa.me/…`), and nothing is a bare relative path.
 */
export async function expectLinksResolve(page: Page, label: string) {
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((link) => ({ raw: link.getAttribute('href')!, resolved: (link as HTMLAnchorElement).href, text: link.textContent?.trim().slice(0, 40) ?? '' })),
  );
  const origin = new URL(page.url()).origin;
  const wrong: string[] = [];
  for (const { raw, resolved, text } of links) {
    if (raw.startsWith('#')) continue;
    if (/^[a-z][a-z\d+.-]*:/i.test(raw)) {
      // Left as written: the browser's address is the link's own.
      if (!/^(https?|mailto|tel|data|blob):/i.test(raw) || resolved.replace(/\/$/, '') !== new URL(raw).href.replace(/\/$/, '')) wrong.push(`${text}: ${raw} → ${resolved}`);
      if (/^https?:/i.test(raw) && new URL(raw).origin !== origin && /https?:\/?[^/]/i.test(new URL(raw).pathname)) wrong.push(`${text}: ${raw}`);
      continue;
    }
    if (!raw.startsWith('/')) {
      wrong.push(`${text}: relative ${raw}`);
      continue;
    }
    const { pathname } = new URL(resolved);
    if (/https?:/i.test(pathname)) wrong.push(`${text}: ${raw} holds an address`);
    else if (pathname !== '/' && !pathname.startsWith('/api/') && !routeOf(pathname)) wrong.push(`${text}: ${raw} is no route`);
  }
  report(wrong, `links that do not go where they say, ${label}`);
}

/**
 * Nothing cut off: the document does not scroll sideways, and no visible text lies outside the viewport's width or
 * outside an ancestor that clips it (overflow hidden or clip). Text a scroller holds (a tab row, a list) can be
 * scrolled to; text ended with an ellipsis on purpose, and the visually hidden text for screen readers, are allowed.
 */
export async function expectNothingClipped(page: Page, label: string) {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.scrollingElement!.scrollWidth > width + 1) found.push(`the page scrolls sideways: ${document.scrollingElement!.scrollWidth} px in ${width} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node && found.length < 10; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, template, noscript, [hidden], [aria-hidden="true"], [inert]')) continue;
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let scrolledX = false;
      let hiddenOnPurpose = false;
      let cutBy: Element | null = null;
      for (let element: Element | null = parent; element && element !== document.documentElement; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.opacity === '0' || style.display === 'none') {
          hiddenOnPurpose = true;
          break;
        }
        const bounds = element.getBoundingClientRect();
        // Visually hidden text (the sr-only pattern: 1 px, clipped) is for screen readers.
        if (bounds.width <= 1 || bounds.height <= 1 || style.clipPath.includes('inset(50%)') || style.clip.startsWith('rect(0')) {
          hiddenOnPurpose = true;
          break;
        }
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') {
          hiddenOnPurpose = true;
          break;
        }
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        if (scrolls(style.overflowX)) scrolledX = true;
        const clipsX = !scrolls(style.overflowX) && style.overflowX !== 'visible';
        const clipsY = !scrolls(style.overflowY) && style.overflowY !== 'visible';
        if ((clipsX && (box.left < bounds.left - 1 || box.right > bounds.right + 1)) || (clipsY && (box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1))) {
          cutBy = element;
          break;
        }
        if (scrolls(style.overflowX) || scrolls(style.overflowY)) break;
      }
      if (hiddenOnPurpose) continue;
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 60)}"` : ''}>`;
      if (cutBy) found.push(`"${text.slice(0, 40)}" is cut by ${describe(cutBy)}`);
      else if (!scrolledX && (box.right > width + 1 || box.left < -1)) found.push(`"${text.slice(0, 40)}" lies outside the ${width} px viewport (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return found;
  });
  report(clipped, `clipped text, ${label}`);
}

/** Words that read the same in both languages: the brand's partners, payment networks, file formats. */
const sharedWords = ['App', 'Store', 'Google', 'Play', 'WhatsApp', 'Facebook', 'Instagram', 'Visa', 'Mastercard', 'Meeza', 'iOS', 'Android', 'eSports'];

/**
 * The page speaks one language: `lang` and `dir` on <html>, an Arabic title on an Arabic page, and the visible text
 * and accessible names (aria-label, placeholder, alt, title) in that language's script. Text marked with another
 * `lang` (a group named in Arabic on an English page) is allowed: it says what it is. On an Arabic page a Latin word
 * of three letters or more is a string left in English, unless it is one of `allowed` (people's and teams' names the
 * journey knows, codes) or a shared word; e-mail addresses and web addresses are allowed.
 */
export async function expectLanguage(page: Page, language: Language, label: string, allowed: readonly string[] = []) {
  const found = await page.evaluate(
    ({ language, allowed }) => {
      const root = document.documentElement;
      const problems: string[] = [];
      if (root.lang !== language) problems.push(`<html lang="${root.lang}">`);
      if (root.dir !== (language === 'ar' ? 'rtl' : 'ltr')) problems.push(`<html dir="${root.dir}">`);
      const arabicScript = /[\u0600-\u06FF]/;
      const allowedWords = new Set(allowed.flatMap((text) => text.split(/[^A-Za-z\d]+/)).map((word) => word.toLowerCase()));
      const strange = (text: string): string | null => {
        if (language === 'en') return arabicScript.test(text) ? text : null;
        // A name set into a sentence between first-strong isolates (isolateUserText) is marked as the person's own text.
        const cleaned = text.replace(/\u2068[^\u2069]*\u2069/g, ' ').replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|example|eg|net|org)\b/g, ' ');
        // A digit mask (01XXXXXXXXX) shows a number's shape, not a word.
        // Not words: a digit mask (01XXXXXXXXX), a code in capitals with digits or a hyphen (G-JLHVDR, A7K2Q9), an
        // abbreviation in capitals (XXL, BPA).
        const code = (word: string) => /^[A-Z\d-]+$/.test(word) && /[\d-]/.test(word);
        const words = (cleaned.match(/[A-Za-z\d][A-Za-z\d'’-]{2,}/g) ?? []).filter(
          (word) => /[A-Za-z]/.test(word) && !/^\d*X+$/i.test(word) && !code(word) && !/^[A-Z]{2,4}$/.test(word),
        );
        const foreign = words.filter((word) => !allowedWords.has(word.toLowerCase()));
        return foreign.length ? foreign.join(' ') : null;
      };
      const visible = (element: Element) => {
        if (element.closest('script, style, template, noscript, [hidden], [aria-hidden="true"]')) return false;
        const style = getComputedStyle(element);
        return style.display !== 'none' && style.visibility !== 'hidden';
      };
      const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.slice(0, 2) ?? language;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!text || !parent || languageOf(parent) !== language || !visible(parent)) continue;
        const word = strange(text);
        if (word) problems.push(`"${word.slice(0, 60)}" in <${parent.tagName.toLowerCase()}>${text === word ? '' : ` ("${text.slice(0, 60)}")`}`);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
        if (element.tagName === 'HTML' || languageOf(element) !== language || !visible(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = element.getAttribute(attribute);
          const word = value && strange(value);
          if (word) problems.push(`${attribute}="${value!.slice(0, 60)}" on <${element.tagName.toLowerCase()}>`);
        }
      }
      if (language === 'ar' && !arabicScript.test(document.title)) problems.push(`title "${document.title}"`);
      return problems;
    },
    { language, allowed: [...sharedWords, ...allowed] },
  );
  report(found.slice(0, 15), `text not in ${language === 'ar' ? 'Arabic' : 'English'}, ${label}`);
}

/** Axe (WCAG 2.2 AA rules as axe-core ships them) on the page as painted, once its animations have settled. */
export async function expectAxeClean(page: Page, label: string) {
  // Colours are checked as painted: an overlay still fading in reads as low contrast; endless animations never finish.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    // react-aria's live announcer (a visually hidden region that speaks toasts) is third-party markup, left out.
    const result = await axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3).join(' ')}`);
  });
  report(violations, `axe, ${label}`);
}

/** Everything above, for one page of a journey. */
export async function checkPage(page: Page, watch: ReturnType<typeof watchPage>, language: Language, label: string, options: { allowed?: readonly string[]; axe?: boolean } = {}) {
  // Quiet: what the page asked for has arrived (a list, a balance) before it is judged.
  await watch.settle();
  watch.expectClean(label);
  await expectLinksResolve(page, label);
  await expectNothingClipped(page, label);
  await expectLanguage(page, language, label, options.allowed);
  if (options.axe) await expectAxeClean(page, label);
}
