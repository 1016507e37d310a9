import { initialLanguage } from './locale.ts';
import { prerenderedLanguage } from './prerendered.ts';

/**
 * The first screen's language: a prerendered page hydrates in the language it was rendered in (the server chose it
 * by the same rule), any other page starts in the visitor's (locale cookie, else the browser's preference).
 */
export const firstLanguage = prerenderedLanguage() ?? initialLanguage();
