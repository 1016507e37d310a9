import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** The CSP source of each inline `<script>` (executable ones only) and `<style>` of a page: its SHA-256. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body = '']) => body.trim() !== '' && !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes))
    .map(([, , body = '']) => hash(body));
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, body = '']) => hash(body));
  return { scripts, styles };
}

interface PolicyInput {
  inline: { scripts: string[]; styles: string[] };
  https: boolean;
  /** A per-response nonce for the <style> react-aria adds at run time (it reads <meta name="csp-nonce">). */
  nonce?: string;
  /** Origins whose pages the app frames besides its own: a real card gateway's hosted add-card page. */
  frames?: readonly string[];
  /** A real captcha's widget (its script, frames and styles): CAPTCHA_SOURCES. */
  captcha?: CaptchaSources;
  /** A real social login's SDK (its script, frames and calls): SOCIAL_SOURCES. */
  social?: SocialSources;
}

export interface SocialSources {
  scripts: readonly string[];
  frames: readonly string[];
  connects: readonly string[];
}

/**
 * What Facebook's JavaScript SDK loads for Facebook Login. Facebook publishes no CSP list; its documentation loads the
 * SDK from connect.facebook.net (which then loads the rest of itself from there) and shows the login dialog at
 * www.facebook.com in a popup (a window, which frame-src does not govern). The SDK's own frames (its cross-domain
 * channel) come from www.facebook.com and staticxx.facebook.com, and it asks www.facebook.com for the login status:
 * the lists the community keeps for the SDK agree on these. FB.api is not used, so graph.facebook.com is not allowed.
 */
export const SOCIAL_SOURCES: Record<'facebook', SocialSources> = {
  facebook: {
    scripts: ['https://connect.facebook.net'],
    frames: ['https://www.facebook.com', 'https://staticxx.facebook.com'],
    connects: ['https://www.facebook.com'],
  },
};

export interface CaptchaSources {
  scripts: readonly string[];
  frames: readonly string[];
  styles: readonly string[];
}

/**
 * What each captcha widget loads, as its provider documents for a CSP: Turnstile's script and frame from
 * challenges.cloudflare.com; reCAPTCHA's script from www.google.com/recaptcha/ and www.gstatic.com/recaptcha/ (which
 * also serves its stylesheet) and its frames from www.google.com/recaptcha/ and recaptcha.google.com/recaptcha/.
 */
export const CAPTCHA_SOURCES: Record<'recaptcha' | 'turnstile', CaptchaSources> = {
  turnstile: { scripts: ['https://challenges.cloudflare.com'], frames: ['https://challenges.cloudflare.com'], styles: [] },
  recaptcha: {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    styles: ['https://www.gstatic.com/recaptcha/'],
  },
};

/**
 * The Content-Security-Policy: the app's own files, exactly its inline boot script and style (by hash), the
 * nonce'd style react-aria injects, images also as data:/blob: URLs (generated crests, previews), no plugins,
 * no framing, forms and base URL on this origin. Style attributes stay allowed: react-aria positions overlays
 * with them.
 */
export function contentSecurityPolicy({ inline, https, nonce, frames = [], captcha, social }: PolicyInput): string {
  const allFrames = [...frames, ...(captcha?.frames ?? []), ...(social?.frames ?? [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts, ...(captcha?.scripts ?? []), ...(social?.scripts ?? [])],
    ['style-src-elem', "'self'", ...inline.styles, ...(nonce ? [`'nonce-${nonce}'`] : []), ...(captcha?.styles ?? [])],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(social?.connects ?? [])],
    ...(allFrames.length > 0 ? [['frame-src', "'self'", ...allFrames] as [string, ...string[]]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The other browser-side defences on every answer (@fastify/helmet): no framing, no referrer beyond the origin,
 * no sniffing, HSTS on https, a browsing context of its own (COOP). The CSP is set by the server itself (app.ts,
 * web.ts), as the page needs a nonce. `popups`: a social login's SDK opens its login dialog in a popup and waits for
 * it to answer; `same-origin` would cut the popup off from the page (the login would never return), so the pages
 * then keep only their popups in their browsing context group (`same-origin-allow-popups`).
 */
export function securityHeaders(https: boolean, { popups = false }: { popups?: boolean } = {}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: { policy: popups ? 'same-origin-allow-popups' : 'same-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app loads nothing from other origins; COEP would only get in the way of images served by a CDN later.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** Features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
