// Finds a Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium, installing
// Debian's package when running as root on Debian (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    return 1;
  }
  const found = chromiumPath();
  if (found) {
    console.log(`Chromium: ${found}`);
    return 0;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && chromiumPath()) {
      console.log(`Chromium: ${chromiumPath()}`);
      return 0;
    }
  }
  console.error(
    'No Chromium found for the browser tests. Install Debian\'s chromium (apt-get install chromium) ' +
      'or set CHROMIUM_PATH to a Chromium executable.',
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium());
