import { createHash } from 'node:crypto';
import type { Database } from '../platform/database/database.ts';

/** Image types a data URI may carry, by the extension their URL gets. */
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
export const MIME_OF_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXTENSIONS).map(([mime, ext]) => [ext, mime]));

const DATA_URI = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=]+)$/;
export const EMBLEM_PATH = /^([0-9a-f]{32})\.([a-z]+)$/;

/** Already stored emblems per database: a data URI is hashed and written once per process. */
const known = new WeakMap<Database, Map<string, string>>();

/**
 * The URL that serves an image column's value: a data URI is stored once as an emblem (content-addressed, so any
 * process may store it again harmlessly) and answered as /api/emblems/<hash>.<ext>; a URL is returned as it is.
 */
export async function publicImageUrl(database: Database, value: string | null): Promise<string | null> {
  const parts = value ? DATA_URI.exec(value) : null;
  const extension = parts ? EXTENSIONS[parts[1]!] : undefined;
  if (!value || !parts || !extension) return value;
  let urls = known.get(database);
  if (!urls) known.set(database, (urls = new Map()));
  const cached = urls.get(value);
  if (cached) return cached;
  const body = Buffer.from(parts[2]!, 'base64');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
  await database.query('INSERT INTO emblems (hash, mime, body) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [hash, parts[1], body]);
  const url = `/api/emblems/${hash}.${extension}`;
  urls.set(value, url);
  return url;
}
