import type { Feature } from '../platform/feature.ts';
import { localeOf, message } from '../platform/http/messages.ts';
import { notFound } from '../platform/http/errors.ts';
import { EMBLEM_PATH, MIME_OF_EXTENSION } from './emblems.ts';

/**
 * Public images by content hash (outside the contract: the Picture URLs of teams, leagues and prizes point here).
 * A hash names its bytes forever, so browsers and proxies may keep them for a year.
 */
export const imagesFeature: Feature = {
  name: 'images',
  routes: async (api, services) => {
    api.get<{ Params: { name: string } }>('/emblems/:name', async (request, reply) => {
      const parts = EMBLEM_PATH.exec(request.params.name);
      const [row] = parts
        ? await services.database.query<{ mime: string; body: Uint8Array }>('SELECT mime, body FROM emblems WHERE hash = $1', [parts[1]])
        : [];
      if (!parts || !row || MIME_OF_EXTENSION[parts[2]!] !== row.mime) throw notFound(message('notFound', localeOf(request)));
      // An image only: an SVG opened on its own runs no script and is never sniffed as anything else.
      return reply
        .type(row.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(row.body));
    });
  },
};

export { publicImageUrl } from './emblems.ts';
