import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
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

/** An S3 service's answer (the SDK's S3ServiceException and its subclasses carry the HTTP status in $metadata). */
const serviceError = (error: unknown): S3ServiceException | undefined =>
  error instanceof Error && '$metadata' in error && typeof error.$metadata === 'object' ? (error as S3ServiceException) : undefined;

const objectMissing = (error: unknown) => {
  const answer = serviceError(error);
  return answer !== undefined && (answer.name === 'NoSuchKey' || answer.name === 'NotFound' || answer.$metadata.httpStatusCode === 404);
};

/** The provider's code only: S3's messages and the SDK's may quote the request (bucket, key). */
function unavailable(action: string, error: unknown): ProviderError {
  const answer = serviceError(error);
  const code = answer ? `${answer.name} (${answer.$metadata.httpStatusCode ?? '?'})` : error instanceof Error ? error.name : 'unknown';
  return new ProviderError('storage', 'provider', `file storage could not ${action}: ${code}`);
}

/** The SDK is loaded by a server that chose S3 only: a quarter of a second of start-up nobody else pays. */
async function connect(settings: S3Settings) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
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
  return { sdk, client };
}

/**
 * Files in an S3-compatible bucket through the AWS SDK v3, so API processes on several machines share them without a
 * common volume. Uploads are still received on this machine's disk (checked, stripped of metadata) and put in the
 * bucket whole when accepted; reads are streamed back through the API after its own authorisation
 * (docs/decisions/operations.md: no signed URLs).
 */
export function s3Storage(settings: S3Settings, scratch: string, log: StorageLog): FileStorage {
  const connected = connect(settings);
  // Awaited by each call (which reports a failure); never an unhandled rejection before the first one.
  connected.catch(() => {});
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    temporaryPath: scratchDirectory(scratch),
    async adopt(temporaryFile, key) {
      try {
        // Whole: uploads are at most a 50 MB scan, already read whole once to strip their metadata.
        const body = await readFile(temporaryFile);
        const { sdk, client } = await connected;
        await client.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(key), Body: body, ContentLength: body.length }));
      } catch (error) {
        throw unavailable('store a file', error);
      } finally {
        await rm(temporaryFile, { force: true });
      }
    },
    async open(key) {
      try {
        const { sdk, client } = await connected;
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
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
        const { sdk, client } = await connected;
        await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
      } catch (error) {
        log.warn({ provider: 'storage', reason: unavailable('remove a file', error).message }, 'a replaced file stays in the bucket');
      }
    },
  };
}
