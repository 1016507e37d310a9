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
}

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
export function contentSecurityPolicy({ inline, https, nonce, frames = [], captcha }: PolicyInput): string {
  const allFrames = [...frames, ...(captcha?.frames ?? [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts, ...(captcha?.scripts ?? [])],
    ['style-src-elem', "'self'", ...inline.styles, ...(nonce ? [`'nonce-${nonce}'`] : []), ...(captcha?.styles ?? [])],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
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
 * no sniffing, HSTS on https. The CSP is set by the server itself (app.ts, web.ts), as the page needs a nonce.
 */
export function securityHeaders(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app loads nothing from other origins; COEP would only get in the way of images served by a CDN later.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** Features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
