// Debian's Chromium (Playwright cannot download its own browser here). CHROMIUM_PATH overrides it.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs };
}
