/**
 * A local S3-compatible server (s3rver, in this process, on loopback) for the tests of MEDIA_STORAGE=s3.
 * Started once per test process and unreferenced, so it never keeps a finished run alive; each test
 * app gets a bucket of its own.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

let started: Promise<string> | null = null;
let buckets = 0;

/** The endpoint of the shared local S3 server. */
export function s3Endpoint(): Promise<string> {
  started ??= (async () => {
    const directory = mkdtempSync(join(tmpdir(), 'nametag-s3-'));
    process.once('exit', () => rmSync(directory, { recursive: true, force: true }));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const address = (await server.run()) as { port: number };
    (server as unknown as { httpServer: { unref(): void } }).httpServer.unref();
    return `http://127.0.0.1:${address.port}`;
  })();
  return started;
}

/** The environment of an app whose media is in a new bucket of the local S3 server. */
export async function s3MediaEnv(): Promise<Record<string, string>> {
  const endpoint = await s3Endpoint();
  const bucket = `media-${process.pid}-${++buckets}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}
