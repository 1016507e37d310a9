import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieOf } from '../platform/http/cookies.ts';
import { notFound, unauthenticated } from '../platform/http/errors.ts';
import { localeOf, message } from '../platform/http/messages.ts';
import type { Services } from '../platform/services.ts';
import { authenticate } from '../platform/sessions/tokens.ts';

/** <img> cannot send a bearer header, so the web client's `token` cookie is accepted here too. */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? cookieOf(request, 'token');
}

/**
 * Uploaded files (outside the contract: image URLs of User and Friend point here). National id scans are
 * served to their owner only; profile pictures to any signed-in user, since lists show them to others.
 * Anything else answers 404, so a file's existence is not revealed either.
 */
export async function fileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const token = tokenOf(request);
    const session = token ? await authenticate(services, token) : null;
    if (!session) throw unauthenticated();
    const missing = () => notFound(message('notFound', localeOf(request)));
    if (!/^[0-9a-f-]{36}$/i.test(request.params.id)) throw missing();
    const [file] = await services.database.query<{ owner_id: number; purpose: string; path: string; mime: string }>(
      'SELECT owner_id, purpose, path, mime FROM files WHERE id = $1',
      [request.params.id],
    );
    if (!file || (file.purpose !== 'profile_picture' && file.owner_id !== session.user.id)) throw missing();
    // An image only: never sniffed as anything else, never run as a page even if its bytes also parse as HTML.
    return reply
      .type(file.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${request.params.id}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(services.adapters.storage.read(file.path));
  });
}
