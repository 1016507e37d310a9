import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivatePurpose, privateFileName, type PrivatePurpose } from '../documents/private-files.ts';
import { cookieOf } from '../platform/http/cookies.ts';
import { notFound, unauthenticated } from '../platform/http/errors.ts';
import { localeOf, message } from '../platform/http/messages.ts';
import type { StoredFile } from '../platform/adapters/storage.ts';
import type { Services } from '../platform/services.ts';
import { authenticate } from '../platform/sessions/tokens.ts';

/** <img> cannot send a bearer header, so the web client's `token` cookie is accepted here too. */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? cookieOf(request, 'token');
}

interface FileRow {
  owner_id: number;
  purpose: string;
  path: string;
  mime: string;
  name: string | null;
}

const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/**
 * A personal document (docs/decisions/private-documents.md): kept by no cache, offered under a readable name.
 * An image never runs as a page (sandbox). A PDF is our own generated file and browsers' PDF viewers refuse to
 * start in a sandboxed document (Safari, Firefox, older Chromium), so it gets no sandbox, and nothing to load.
 */
function sendPrivate(reply: FastifyReply, stored: StoredFile, file: FileRow & { purpose: PrivatePurpose }) {
  const pdf = file.mime === 'application/pdf';
  return withLength(reply, stored)
    .type(file.mime)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${privateFileName(file.purpose, file.name, extensionOf[file.mime] ?? 'bin')}"`)
    .header('content-security-policy', pdf ? "default-src 'none'; object-src 'self'" : "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(stored.stream);
}

/** The size when the storage knows it, so a browser shows a download's progress. */
function withLength(reply: FastifyReply, stored: StoredFile) {
  return stored.size === undefined ? reply : reply.header('content-length', stored.size);
}

/**
 * Stored files (outside the contract: image URLs of User and Friend, the redemption forms and scans point here).
 * Private documents (national id scans, redemption forms) are served to their owner and to admins; profile
 * pictures to any signed-in user, since lists show them to others; anything else to its owner. Everyone else
 * gets 404, so a file's existence is not revealed either.
 */
export async function fileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const token = tokenOf(request);
    const session = token ? await authenticate(services, token) : null;
    if (!session) throw unauthenticated();
    const missing = () => notFound(message('notFound', localeOf(request)));
    if (!/^[0-9a-f-]{36}$/i.test(request.params.id)) throw missing();
    const [file] = await services.database.query<FileRow>('SELECT owner_id, purpose, path, mime, name FROM files WHERE id = $1', [request.params.id]);
    if (!file) throw missing();
    const own = file.owner_id === session.user.id;
    const allowed = isPrivatePurpose(file.purpose) ? own || session.user.role === 'admin' : own || file.purpose === 'profile_picture';
    if (!allowed) throw missing();
    // Read only once the caller may see it. A row whose bytes are gone (removed by hand, a bucket restored from an
    // older copy) is as missing as an unknown id; a storage that cannot answer is a 503 (ProviderError).
    const stored = await services.adapters.storage.open(file.path);
    if (!stored) {
      request.log.warn({ file: request.params.id }, 'a stored file has a row but no bytes');
      throw missing();
    }
    if (isPrivatePurpose(file.purpose)) return sendPrivate(reply, stored, { ...file, purpose: file.purpose });
    // An image only: never sniffed as anything else, never run as a page even if its bytes also parse as HTML.
    return withLength(reply, stored)
      .type(file.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${request.params.id}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(stored.stream);
  });
}
