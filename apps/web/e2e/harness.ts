import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright';
import { buildApp } from '../../api/src/app.ts';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The real server (serving the built web app) on a free port, and a Chromium to drive it. */
export async function startJourney() {
  const app = await buildApp({ webRoot });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  return {
    baseUrl: address,
    newPage: async (options: BrowserContextOptions = {}) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 }, ...options });
      return context.newPage();
    },
    stop: async () => {
      await browser.close();
      await app.close();
    },
  };
}
