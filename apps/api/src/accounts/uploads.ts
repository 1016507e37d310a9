import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { MalformedImageError, stripImageMetadata } from '../documents/image-metadata.ts';
import { ApiError, validationFailed } from '../platform/http/errors.ts';
import type { Services } from '../platform/services.ts';

export const INVALID_FILE_SIZE = 'invalid-file-size';
export const INVALID_FILE_FORMAT = 'invalid-file-format';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

/** What the bytes are, whatever the client claims: JPEG, PNG or GIF signatures. */
export function sniffImage(head: Buffer): ImageMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  return null;
}

const allowedExtension = /\.(jpe?g|gif|png)$/i;
const extensionFor: Record<ImageMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

export interface ReceivedFile {
  field: string;
  temporaryPath: string;
  mime: ImageMime;
  size: number;
  extension: string;
}

/** The contract's 413 body for an oversize file (the client knows the key). */
export const fileTooLarge = () => new ApiError(413, { message: INVALID_FILE_SIZE }, { connection: 'close' });
const badFormat = (field: string, message: string) => validationFailed(message, { [field]: [INVALID_FILE_FORMAT] });

/**
 * The picture as stored: without its metadata (a phone photo's place, device and time; see
 * docs/decisions/private-documents.md). A file that does not follow its format is refused like a non-image.
 */
function stripped(bytes: Buffer, mime: ImageMime, field: string, invalidMessage: string): Buffer {
  try {
    return stripImageMetadata(bytes, mime);
  } catch (error) {
    if (error instanceof MalformedImageError) throw badFormat(field, invalidMessage);
    throw error;
  }
}

/**
 * Streams one upload to a temporary file, checking the signature on the first bytes and the size on every
 * chunk: an oversize or non-image upload is cut off there, never held in memory.
 */
export async function receiveImage(services: Services, { field, filename, stream, maxBytes, invalidMessage }: { field: string; filename: string; stream: Readable; maxBytes: number; invalidMessage: string }): Promise<ReceivedFile> {
  if (!allowedExtension.test(filename)) {
    stream.resume();
    throw badFormat(field, invalidMessage);
  }
  const temporaryPath = await services.adapters.storage.temporaryPath(`${randomUUID()}.upload`);
  let size = 0;
  let head = Buffer.alloc(0);
  let mime: ImageMime | null = null;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(fileTooLarge());
      if (mime === null) {
        head = Buffer.concat([head, chunk]).subarray(0, 8);
        if (head.length >= 8 || size >= 8) {
          mime = sniffImage(head);
          if (mime === null) return callback(badFormat(field, invalidMessage));
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      // Files shorter than a PNG signature are checked at the end.
      if (mime === null) mime = sniffImage(head);
      callback(mime === null ? badFormat(field, invalidMessage) : null);
    },
  });
  try {
    await pipeline(stream, guard, createWriteStream(temporaryPath));
  } catch (error) {
    await rm(temporaryPath, { force: true });
    stream.resume();
    throw error;
  }
  // Received whole within the limit: rewritten without its metadata before anything keeps it.
  try {
    const clean = stripped(await readFile(temporaryPath), mime!, field, invalidMessage);
    await writeFile(temporaryPath, clean);
    return { field, temporaryPath, mime: mime!, size: clean.length, extension: extensionFor[mime!] };
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

/** The JSON variant's base64 files: decoded, then the same checks and the same stripping. */
export async function receiveBase64Image(services: Services, { field, filename, data, maxBytes, invalidMessage }: { field: string; filename: string; data: string; maxBytes: number; invalidMessage: string }): Promise<ReceivedFile> {
  if (!allowedExtension.test(filename)) throw badFormat(field, invalidMessage);
  // Decoded size is 3/4 of the text: refuse before decoding anything oversize.
  if (Math.floor((data.length * 3) / 4) - 2 > maxBytes) throw fileTooLarge();
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > maxBytes) throw fileTooLarge();
  const mime = sniffImage(bytes.subarray(0, 8));
  if (!mime) throw badFormat(field, invalidMessage);
  const clean = stripped(bytes, mime, field, invalidMessage);
  const temporaryPath = await services.adapters.storage.temporaryPath(`${randomUUID()}.upload`);
  await writeFile(temporaryPath, clean);
  return { field, temporaryPath, mime, size: clean.length, extension: extensionFor[mime] };
}

export async function discard(files: Iterable<ReceivedFile>) {
  for (const file of files) await rm(file.temporaryPath, { force: true });
}
