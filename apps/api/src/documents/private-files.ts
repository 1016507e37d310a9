import { randomUUID } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import type { Queryable } from '../platform/database/database.ts';
import type { Services } from '../platform/services.ts';

/**
 * Personal documents: national id scans and the generated redemption forms. Served only to their owner and to
 * admins, never cached, never listed (docs/decisions/private-documents.md).
 */
export const PRIVATE_PURPOSES = ['national_id_front', 'national_id_back', 'redemption_form'] as const;
export type PrivatePurpose = (typeof PRIVATE_PURPOSES)[number];
export const isPrivatePurpose = (purpose: string): purpose is PrivatePurpose => (PRIVATE_PURPOSES as readonly string[]).includes(purpose);

/** Where a stored file is read (every file URL of the API, User's pictures too): the route checks who may read it. */
export const privateFileUrl = (id: string): string => `/api/files/${id}`;

const fallbackNames: Record<PrivatePurpose, string> = {
  national_id_front: 'national-id-front',
  national_id_back: 'national-id-back',
  redemption_form: 'document',
};

/**
 * The file name a private file is offered under (Content-Disposition): its stored name, else its purpose's,
 * always ending in its extension and made of [a-z0-9._-] only, so it needs no quoting in the header.
 */
export function privateFileName(purpose: PrivatePurpose, name: string | null, extension: string): string {
  const base = (name ?? fallbackNames[purpose])
    .toLowerCase()
    .replace(new RegExp(`\\.${extension}$`), '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  return `${base || fallbackNames[purpose]}.${extension}`;
}

export interface PrivateFileInput {
  ownerId: number;
  purpose: PrivatePurpose;
  /** The name it is offered under: "receipt" or "national-id-front.jpg"; the extension is added when missing. */
  name: string;
  /** Either the bytes (a generated PDF)… */
  bytes?: Buffer;
  /** …or a received upload's temporary file (accounts/uploads.ts; already stripped of its metadata), moved in. */
  temporaryPath?: string;
  mime: string;
  extension: string;
}

/**
 * Stores a private file and its `files` row inside the caller's transaction. Kept under `private/` in the
 * storage, apart from anything that could one day be served publicly (profile pictures).
 */
export async function storePrivateFile(tx: Queryable, services: Services, input: PrivateFileInput): Promise<{ id: string; url: string }> {
  const { storage } = services.adapters;
  if ((input.bytes === undefined) === (input.temporaryPath === undefined)) throw new Error('storePrivateFile takes either bytes or a temporaryPath');
  const extension = input.extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  const id = randomUUID();
  const key = `private/${input.ownerId}/${id}.${extension}`;
  let source = input.temporaryPath;
  if (input.bytes !== undefined) {
    source = await storage.temporaryPath(`${randomUUID()}.private`);
    await writeFile(source, input.bytes);
  }
  const size = input.bytes?.length ?? (await stat(source!)).size;
  await tx.query('INSERT INTO files (id, owner_id, purpose, path, mime, size, name) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    input.ownerId,
    input.purpose,
    key,
    input.mime,
    size,
    privateFileName(input.purpose, input.name, extension),
  ]);
  await storage.adopt(source!, key);
  return { id, url: privateFileUrl(id) };
}
