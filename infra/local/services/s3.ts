import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startChild, type Child } from './child';
import { freePort, waitFor } from './ports';
import { startS3Front } from './s3-front';

// s3rver in its own Node process: it needs --openssl-legacy-provider for its list cursors. It
// listens on a port of its own; the twin's S3 endpoint is the front before it (s3-front.ts), which
// checks browser POST uploads against their signed policy as Amazon S3 does (s3rver does not).
const require = createRequire(import.meta.url);

/** The one key pair s3rver accepts; the twin's handlers sign with it. */
export const TWIN_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  /** The S3 endpoint handlers, presigned links and browsers use (the front). */
  endpoint: string;
  child: Child;
  stop(): Promise<void>;
}

export async function startS3(options: { port: number; dataDir: string; allowedOrigins: () => readonly string[] }): Promise<LocalS3> {
  const upstream = await startS3rver({ port: await freePort(), dataDir: options.dataDir });
  const front = await startS3Front(options.port, { upstream: upstream.endpoint, credentials: TWIN_S3_CREDENTIALS, allowedOrigins: options.allowedOrigins });
  return {
    endpoint: front.endpoint,
    child: upstream.child,
    stop: async () => {
      await front.close();
      await upstream.child.stop();
    },
  };
}

async function startS3rver(options: { port: number; dataDir: string }): Promise<{ endpoint: string; child: Child }> {
  mkdirSync(options.dataDir, { recursive: true });
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = startChild('s3', process.execPath, [
    '--openssl-legacy-provider',
    bin,
    '--directory',
    options.dataDir,
    '--address',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--silent',
  ]);
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitFor('s3rver', async () => {
    if (child.process.exitCode !== null) throw new Error(`s3rver exited: ${child.output()}`);
    const res = await fetch(endpoint);
    return res.status < 500;
  });
  return { endpoint, child };
}

/** Every S3 client of the twin: path style, and checksums only when required (see the notes). */
export function localS3(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: TWIN_S3_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function ensureBuckets(endpoint: string, buckets: string[], allowedOrigins: string[]): Promise<void> {
  const s3 = localS3(endpoint);
  for (const Bucket of buckets) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket }));
    }
    await s3.send(
      new PutBucketCorsCommand({
        Bucket,
        CORSConfiguration: {
          // POST: the browser sends uploads to the bucket itself (a presigned POST, DESIGN §7).
          CORSRules: [
            {
              AllowedOrigins: allowedOrigins,
              AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  }
}
