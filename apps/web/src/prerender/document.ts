import { directionOf, type Language } from '@hadaf/domain';
import { prerenderedAttribute } from '../app/prerendered.ts';

export interface PrerenderedPage {
  language: Language;
  title: string;
  /** The app's markup for the root element. */
  body: string;
  /** The app's stylesheets (in the shell they arrive with the app's code; a prerendered page paints with them). */
  stylesheets: string[];
  /** The chunks the entry script imports statically (its small boot chunk): their preloads stay, the app's go. */
  entryImports?: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The app's index.html has no ${pattern}: the prerender cannot place the page.`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html (the shell) with a page in it: <html lang dir> and the title of the page's language, its
 * stylesheets in the head (so it paints styled before any script), and the page's markup instead of the start-up
 * loader. Everything else of the shell stays byte for byte: the inline scripts keep the hashes the CSP allows.
 */
export function prerenderedDocument(shell: string, { language, title, body, stylesheets, entryImports = [] }: PrerenderedPage): string {
  let html = replaceOnce(shell, /<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const links = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  html = replaceOnce(html, /<\/head>/, `${links}</head>`);
  // The shell preloads the app's big chunks to paint sooner; here they would only compete with the stylesheet for
  // the first paint (the page is already there), so they load when the entry asks for them. The entry's own static
  // imports (2 KB) stay preloaded: found only once the entry has arrived, they were a second round trip before it ran.
  html = html.replace(/\s*<link rel="modulepreload"[^>]*href="([^"]*)"[^>]*>/g, (link, href: string) => (entryImports.includes(href) ? link : ''));
  // The root holds the start-up loader (one <div class="boot"> with a spinner and a line of text).
  return replaceOnce(html, /<div id="root">[\s\S]*?<\/div>\s*<\/div>/, `<div id="root" ${prerenderedAttribute}="${language}">${body}</div>`);
}
