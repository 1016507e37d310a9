/** What other workspaces' tests use to run the real server in process (the web app's end-to-end harness). */
export { buildApp } from './app.ts';
export { startFootball } from './features.ts';
export { DAY_MS, utcDay } from './football/clock.ts';
export { announceRevocation } from './platform/sessions/identities.ts';
export { loadConfig } from './platform/config.ts';
