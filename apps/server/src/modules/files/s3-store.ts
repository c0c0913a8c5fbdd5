import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';
import type { TS3Config } from '../../config.js';
import { checkedKey, FileMissingError, type TFileStore } from './file-store.js';

/** Parts of 8 MB: a 25 MB upload goes in four, and at most one part is in memory at a time. */
const PART_SIZE = 8 * 1024 * 1024;

interface TSdk {
  s3: typeof S3;
  Upload: typeof Upload;
  client: S3.S3Client;
}

/**
 * S3-compatible object storage (DESIGN §2, `S3_*` settings). Uploads stream through the SDK's
 * multipart upload, which aborts (leaving no parts behind) when the source fails half-way. The SDK
 * (a large part of what a start would otherwise load) is loaded by the first file operation.
 */
export function createS3Store(config: TS3Config): TFileStore {
  let loading: Promise<TSdk> | undefined;
  const sdk = (): Promise<TSdk> =>
    (loading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
      ([s3, storage]) => ({
        s3,
        Upload: storage.Upload,
        client: new s3.S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credentials,
          // Checksums only where the service requires them: many S3-compatible servers reject the
          // newer trailing-checksum encodings the SDK otherwise sends.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
      }),
    ));
  const objectKey = (key: string) =>
    config.prefix ? `${config.prefix}/${checkedKey(key)}` : checkedKey(key);
  const missing = ({ s3 }: TSdk, error: unknown) =>
    error instanceof s3.NoSuchKey ||
    error instanceof s3.NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    async write(key, source) {
      const { s3, Upload, client } = await sdk();
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: objectKey(key), Body: source },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // A small body goes up as one PutObject, which may have landed before the failure was seen.
        await client
          .send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
          .catch(() => {});
        throw error;
      }
    },
    async read(key) {
      const loaded = await sdk();
      try {
        const answer = await loaded.client.send(
          new loaded.s3.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable))
          throw new Error('object storage answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (missing(loaded, error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async exists(key) {
      const loaded = await sdk();
      try {
        await loaded.client.send(
          new loaded.s3.HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        return true;
      } catch (error) {
        if (missing(loaded, error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
