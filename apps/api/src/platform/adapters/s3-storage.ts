import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ProviderError } from '../http/provider-error.ts';
import { scratchDirectory, type FileStorage } from './storage.ts';

/** HADAF_STORAGE=s3: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), docs/deployment.md "Files". */
export interface S3Settings {
  bucket: string;
  /** AWS's region, or what the compatible service asks for (R2: auto; MinIO: us-east-1 unless configured). */
  region: string;
  /** The service's address; absent for AWS S3 itself. */
  endpoint: string | undefined;
  /** Addresses as https://host/bucket/key rather than https://bucket.host/key (MinIO, most self-hosted services). */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key (e.g. `hadaf-production/`), so environments can share a bucket; '' for none. */
  prefix: string;
}

/** Where a writer needs only logging (a replaced file that could not be removed). */
export interface StorageLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const objectMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The provider's code only: S3's messages and the SDK's may quote the request (bucket, key). */
function unavailable(action: string, error: unknown): ProviderError {
  const code = error instanceof S3ServiceException ? `${error.name} (${error.$metadata.httpStatusCode ?? '?'})` : error instanceof Error ? error.name : 'unknown';
  return new ProviderError('storage', 'provider', `file storage could not ${action}: ${code}`);
}

/**
 * Files in an S3-compatible bucket through the AWS SDK v3, so API processes on several machines share them without a
 * common volume. Uploads are still received on this machine's disk (checked, stripped of metadata) and put in the
 * bucket whole when accepted; reads are streamed back through the API after its own authorisation
 * (docs/decisions/operations.md: no signed URLs).
 */
export function s3Storage(settings: S3Settings, scratch: string, log: StorageLog): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default integrity checks send aws-chunked bodies with checksum trailers, which several S3-compatible
    // services refuse. Bodies are sent whole instead, so the signature covers their SHA-256 (the same guarantee).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // requestTimeout is the socket's idle time: a download paused by a slow reader may wait that long.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    temporaryPath: scratchDirectory(scratch),
    async adopt(temporaryFile, key) {
      try {
        // Whole: uploads are at most a 50 MB scan, already read whole once to strip their metadata.
        const body = await readFile(temporaryFile);
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(key), Body: body, ContentLength: body.length }));
      } catch (error) {
        throw unavailable('store a file', error);
      } finally {
        await rm(temporaryFile, { force: true });
      }
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        // In Node the SDK's body is the HTTP response itself, a Readable.
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (objectMissing(error)) return null;
        throw unavailable('read a file', error);
      }
    },
    async remove(key) {
      // Called once the change that dropped the file has committed: failing the fan's request then would say it failed.
      try {
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
      } catch (error) {
        log.warn({ provider: 'storage', reason: unavailable('remove a file', error).message }, 'a replaced file stays in the bucket');
      }
    },
  };
}
