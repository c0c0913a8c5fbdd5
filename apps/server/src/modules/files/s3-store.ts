import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { TS3Config } from '../../config.js';
import { checkedKey, FileMissingError, type TFileStore } from './file-store.js';

/** Parts of 8 MB: a 25 MB upload goes in four, and at most one part is in memory at a time. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * S3-compatible object storage (DESIGN §2, `S3_*` settings). Uploads stream through the SDK's
 * multipart upload, which aborts (leaving no parts behind) when the source fails half-way.
 */
export function createS3Store(config: TS3Config): TFileStore & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the service requires them: many S3-compatible servers reject the
    // newer trailing-checksum encodings the SDK otherwise sends.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) =>
    config.prefix ? `${config.prefix}/${checkedKey(key)}` : checkedKey(key);
  const missing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    client,
    async write(key, source) {
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
          .send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
          .catch(() => {});
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        if (!(answer.Body instanceof Readable))
          throw new Error('object storage answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (missing(error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },
  };
}
