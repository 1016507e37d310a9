import type { FastifyReply, FastifyRequest } from 'fastify';

/** A cookie of the request, decoded, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const prefix = `${name}=`;
  const found = (request.headers.cookie ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(prefix));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  path: string;
  httpOnly: boolean;
  /** Only over https (the public URL's scheme decides, so a local http server still works). */
  secure: boolean;
}

/** Appends a Set-Cookie (SameSite=Strict: never sent from another site's page). */
export function setCookie(reply: FastifyReply, name: string, value: string, { maxAge, path, httpOnly, secure }: CookieOptions) {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `Max-Age=${maxAge}`, 'SameSite=Strict'];
  if (httpOnly) attributes.push('HttpOnly');
  if (secure) attributes.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  void reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}
