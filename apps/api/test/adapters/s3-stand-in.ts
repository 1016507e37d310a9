import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import AWSAccount from '@20minutes/s3rver/lib/models/account.js';

// The SDK's notice that its releases after January 2027 need Node 22 (production runs Node 22, docs/decisions/jobs.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface S3StandIn {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The HADAF_* variables that point the server at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process: s3rver (the @20minutes fork, maintained), which speaks S3's REST protocol
 * and checks every request's Signature V4 against the key pair registered here (a wrong secret is refused with
 * SignatureDoesNotMatch, as AWS, R2 and MinIO do). Objects live in a temporary directory.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'hadaf-s3-'));
  const bucket = 'hadaf-files';
  const accessKeyId = `HADAFTEST${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(20).toString('base64');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      HADAF_STORAGE: 's3',
      HADAF_S3_ENDPOINT: endpoint,
      HADAF_S3_REGION: 'us-east-1',
      HADAF_S3_BUCKET: bucket,
      HADAF_S3_PATH_STYLE: 'true',
      HADAF_S3_ACCESS_KEY_ID: accessKeyId,
      HADAF_S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      await server.close();
      AWSAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
