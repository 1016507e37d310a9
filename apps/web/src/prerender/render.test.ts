import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedDocument } from './document.ts';
import { renderPage } from './render.tsx';
import { prerenderedPaths } from './routes.ts';

const shell = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);

describe('prerendered public pages', () => {
  it('are the fixed public routes: /login, /register, /onboarding…, never a signed-in route, a live one or one with a parameter', () => {
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/login', '/register', '/forget-password', '/onboarding', '/groups', '/creators']));
    // /matches is its frame (its day and list wait for the browser); a search's results are the visitor's own.
    expect(prerenderedPaths).toContain('/matches');
    expect(prerenderedPaths).not.toContain('/search');
    expect(prerenderedPaths).not.toContain('/profile');
    expect(prerenderedPaths.filter((path) => path.includes(':'))).toEqual([]);
  });

  it("/ is a visitor's landing, whole in both languages: what Hadaf is and the way in, titled Home", async () => {
    const english = await renderPage('/', 'en');
    expect(prerenderedPaths[0]).toBe('/');
    expect(english.title).toBe('Home | Hadaf');
    expect(english.body).toContain('href="/onboarding"');
    expect(english.body).toContain('href="/login"');
    const arabic = await renderPage('/', 'ar');
    expect(arabic.title).toBe('الرئيسية | هدف');
    expect(arabic.body).toContain('dir="rtl"');
  });

  it("paint the page's own texts, never a spinner waiting for them (/onboarding, /about-us, /groups…)", async () => {
    const landingTexts = { '/onboarding': 'Skip', '/about-us': 'About Hadaf', '/download-app': 'Download on the App Store', '/competition-types': 'Charity' };
    for (const [path, text] of Object.entries(landingTexts)) expect((await renderPage(path, 'en')).body).toContain(text);
    for (const language of ['en', 'ar'] as const) {
      for (const path of ['/', '/onboarding', '/competition-types', '/about-us', '/download-app', '/groups', '/groups/all']) {
        const { body } = await renderPage(path, language);
        // The page's loading spinner is the only thing inside <main>.
        expect({ path, language, spinnerOnly: /<main[^>]*>\s*<span role="status"[^>]*><\/span>\s*<\/main>/.test(body) }).toEqual({ path, language, spinnerOnly: false });
      }
    }
  });

  it("/matches is a visitor's frame in both languages: heading, filters and tabs, and a skeleton where the day's list comes", async () => {
    const texts = { en: ['Matches', 'Not Started', 'Finished'], ar: ['المباريات', 'لم تبدأ', 'انتهت'] };
    for (const language of ['en', 'ar'] as const) {
      const page = await renderPage('/matches', language);
      const html = prerenderedDocument(shell, { language, stylesheets: [], ...page });
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(page.title).toBe(language === 'en' ? 'Matches | Hadaf' : 'المباريات | هدف');
      for (const text of texts[language]) expect(html).toContain(text);
      // The search field and the tabs are there before any script; the list is its loading skeleton, not the loader.
      expect(html).toContain('type="search"');
      expect(html).toContain('data-testid="match-list"');
      expect(html).toContain('aria-busy="true"');
      expect(html).not.toContain('class="boot"');
    }
  });

  it('/login in English: the form a visitor sees, in a right-titled, left-to-right page', async () => {
    const page = await renderPage('/login', 'en');
    const html = prerenderedDocument(shell, { language: 'en', stylesheets: ['/assets/main.css'], ...page });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Login | Hadaf</title>');
    expect(html).toContain('<div id="root" data-prerendered="en">');
    for (const text of ['Log in', 'Email or phone number', 'Password', 'Forgot your password?', 'Create an account']) expect(html).toContain(text);
    // The visitor's header (sign-in and sign-up links), not the start-up loader.
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('class="boot"');
  });

  it('/login in Arabic: the same page right to left, in Arabic', async () => {
    const page = await renderPage('/login', 'ar');
    const html = prerenderedDocument(shell, { language: 'ar', stylesheets: [], ...page });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(page.title).toBe('تسجيل الدخول | هدف');
    expect(html).toContain('<div dir="rtl" lang="ar"');
    for (const text of ['تسجيل الدخول', 'كلمة المرور']) expect(html).toContain(text);
    expect(html).not.toContain('Forgot your password?');
  });

  it("keeps the preload of the entry's own small imports and drops the app's (they would compete with the first paint)", async () => {
    const built = shell.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/boot-1.js"><link rel="modulepreload" crossorigin href="/assets/framework-2.js"></head>');
    const html = prerenderedDocument(built, { language: 'en', stylesheets: [], entryImports: ['/assets/boot-1.js'], ...(await renderPage('/login', 'en')) });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">');
    expect(html).not.toContain('framework-2.js');
  });

  it('keeps the inline scripts of index.html byte for byte (the CSP allows them by hash) and adds none', async () => {
    const html = prerenderedDocument(shell, { language: 'ar', stylesheets: ['/assets/main.css'], ...(await renderPage('/register', 'ar')) });
    expect(inlineScripts(html)).toEqual(inlineScripts(shell));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css"></head>');
  });

  it('arrive whole: no page, however long, has a pending boundary or an inline reveal script (the CSP refuses them)', async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const path of prerenderedPaths) {
        const { body } = await renderPage(path, language);
        expect({ path, pending: body.includes('<!--$?-->'), script: body.includes('<script') }).toEqual({ path, pending: false, script: false });
      }
    }
  });
});
