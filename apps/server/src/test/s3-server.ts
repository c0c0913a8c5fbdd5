import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TLocalS3 {
  /** The settings that point the portal at it. */
  env: Record<string, string>;
  /** The folder the server keeps objects in, to check what is left behind. */
  dir: string;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port with one bucket, for the object-store tests. */
export async function startLocalS3(bucket = 'portal-files'): Promise<TLocalS3> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'test',
    },
    dir,
    close: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
