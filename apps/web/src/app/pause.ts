/*
 * The app's code is evaluated a task after the framework's, not in the same one: on a phone, evaluating all of it at
 * once was the longest task of every page's start (docs/decisions/web.md). This module is a chunk of its own
 * (vite.config.ts) that the app's shared chunk imports (App.tsx imports it): a chunk runs once everything it imports
 * has, and this one's await holds it for a task. The framework's chunk, which needs nothing of the app's, has run by
 * then.
 */
await new Promise((resolve) => setTimeout(resolve));

export {};
