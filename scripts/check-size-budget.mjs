// The size budget of the web app (run by `npm test` after the build): the JavaScript the browser downloads before
// /matches renders may not grow past the budget. Issue 12's target is 200 KB gzip; the budget starts at today's
// weight so no change makes it worse, and each change that makes it lighter lowers it here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadOfMatches } from './lib/first-load.mjs';

// 220.2: Groups joined the navigation and the admin area the route table (issue 15), a few bytes the first screen now carries.
// 220.9: the contract's new operations (issue 16: payments, store, admin orders) in the api-client's one table of
// hooks, the coins pages' entries in the route table and the Prizes link's badge; the pages themselves load on demand.
// 221.9: the admins' redemption queue and the E-Wallet transfer in the hooks' table (issue 17; the upload transport
// itself loads on demand, 0.5 KB saved), the tutorial's lazy entry on /matches, and what the app's lazy pages use of
// @hadaf/domain (the tutorial and redemption machines): the domain is one module of the first screen, so all it
// serves lands in the shared chunk. Building the domain as several entries would take that back.
// 222.0: the first screen knows which lazy strings areas a page paints with (apps/web app/ui-areas.ts) and loads them
// before the first render, so a prerendered page (/, /onboarding, /groups…) hydrates whole instead of a spinner (issue
// 18); the areas' own loader left the first load for its own chunk (0.25 KB), the table costs 0.35 KB.
// 222.1: the lists' loading line is one component (LoadingLine) instead of five copies, the match list's among them
// (+0.06 KB on the first screen for one definition and its calls).
// 221.5: issue 30 put on the first screen the header's coin balance, the admin's entry points, focus moved to the new
// page's heading, names that read, the match card's lock countdown (its ticking clock, Intl duration words for screen
// readers), the focus fallback and the fans' picks and admin queues' hooks. Its branches raised the budget to 222.8 and
// 224.0, each measured alone; merged with the language, social, competitions and fantasy branches main weighed 227.3 KB.
// Won back, 5.9 KB, by loading later what /matches does not run before its first paint: the rest of the api-client's
// table of hooks (the start-up code uses react/core.ts's coreQueries and coreMutations: 2.9 KB), the prediction-panel
// machine and its binding (their own chunk beside the list: 1.9 KB), the settings machine behind a fan's language
// choice (loaded as the frame renders: 0.8 KB) and the other cache helpers (updateProfile alone: 0.2 KB).
// 218.7: the ui's own tv runtime instead of tailwind-variants' (lib/variants.ts), the auth strings a lazy area
// (the auth pages name it in ui-areas.ts), unused icons dropped (issue 28's consumer weight, bench/consumer).
// 203.1: the web reads its strings through the ui's own instance and hook (createHadafI18nFrom, useTranslation of
// @hadaf/ui) instead of i18next and react-i18next's hook: i18next (48.6 KB minified) left the app entirely, and of
// react-i18next only its context (HadafProvider's, for a brand's own react-i18next hooks) stays: 15.7 KB gzip won.
// 203.8: live scores (issue 27), 0.7 KB: the match card's spoken goal and pulsing badge, main.tsx's deferred import
// of the live channel with its preload list (0.2 KB); the channel's own code loads after the page. Landed with the 15.6 KB above,
// in the same stop: the budget went from 218.7 to 203.8.
// 200.7: the frame's toast region on demand (issue 31 item 5): it shows nothing until a toast is queued, so its code
// (react-aria's toast region, landmark and focus scope) loads after the first paint when idle, or when a toast comes.
// 199.7: the profile's ui strings a lazy area (the profile pages, the notifications list, the referral link wait for
// it); the header's own texts are the first load's `frame` file.
// 194.8: a calendar day is plain YYYY-MM-DD text through the match filters, only the lazy date picker converts it, so
// @internationalized/date left the first load (-5.3 KB); the start-up code its own small chunk, so the strings and the
// page's chunk download with the app's code rather than after it (+0.4 KB for a file of its own).
// 194.8 (194.71): each lazy import's preload list leaves out the chunks every page has loaded (-0.2 KB); the start-up code warms
// the browser's Intl services in a task of its own (+0.1 KB).
// 194.5 (194.41): react-router's production build (-0.5 KB); the match list's card-per-task rendering (+0.2 KB).
// 194.4 (194.34): a visitor's /matches prerendered as its frame with the day's first page of games in it (issue 31,
// item 5: the page's hydration gates and main.tsx seeding the cache, +0.11 KB), won back by declaring the tutorial's
// lazy entry in a module of the shared chunk, whose list of lazy parts it joins (the page's chunk lost its own, -0.14 KB).
// 194.35 (194.31): the app's start in short tasks (a task for tailwind-merge's class map, the list's transition after
// hydration, a first visit's tutorial fetched with the app: +0.09 KB), won back by the start-up code starting the first
// screen as it runs and leaving the browser's locale to index.html's inline script (-0.12 KB).
// 194.25 (194.20): a visitor's first /matches prerendered with the tutorial's first card (its hydration and the
// seen visitor's kept HTML, +0.04 KB), won back by the web strings no page read (register, review, forgot, reset: -0.17 KB).
// 194.23 (194.22): the days around a visitor's day and a first visit's tutorial texts before hydration (main.tsx's
// seeding, startup.ts: +0.08 KB), won back by badges counting with the domain's formatters and one language hook
// (-0.06 KB).
// 193.82: the lobby's strings a lazy area, asked for by the pages that show them (-0.55 KB: 193.68), which pays for the
// app's evaluation cut in three tasks that follows (+0.14 KB).
const BUDGET_KB = 193.82;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { jsKb } = firstLoadOfMatches(path.join(root, 'apps/web/dist'));
const verdict = jsKb <= BUDGET_KB ? 'within' : 'OVER';
console.log(`First-load JavaScript of /matches: ${jsKb.toFixed(1)} KB gzip, ${verdict} the budget of ${BUDGET_KB} KB (target 200 KB).`);
if (jsKb > BUDGET_KB) process.exit(1);
