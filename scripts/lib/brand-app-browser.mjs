// Drives the built brand app in Chromium: serves its dist/ on loopback and measures or checks pages.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** A static server of the app's dist/ on a free loopback port. */
export async function serveDist(app) {
  const dist = path.join(app, 'dist');
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export async function launchBrowser() {
  return chromium.launch(chromiumLaunchOptions());
}

/** The JavaScript a page loads until the network is quiet, as the sum of each file's gzip (level 9). */
export async function javaScriptLoaded(browser, url, ready) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), kb: gzipSync(body, { level: 9 }).length / 1024 })).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  const files = (await Promise.all(bodies)).filter(Boolean);
  await page.close();
  return { kb: files.reduce((total, file) => total + file.kb, 0), files };
}
