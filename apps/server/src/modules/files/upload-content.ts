import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TFileStore } from './file-store.js';
import { inspectUpload, needsInspection } from './inspection/upload-inspection.js';

/** Counts and hashes the bytes as they pass. */
export function meter(): Transform & { size: () => number; digest: () => string } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  }) as Transform & { size: () => number; digest: () => string };
  stream.size = () => size;
  stream.digest = () => hash.digest('hex');
  return stream;
}

/**
 * Writes the upload's bytes to the store: the types that can carry more than they show are read
 * whole (within the upload limit) and looked at (inspection/upload-inspection.ts), perhaps made
 * anew; the rest stream through. Nothing is left in the store when the upload is refused.
 */
export async function storeContent(
  store: TFileStore,
  key: string,
  detected: Readable & { fileType?: { mime: string; ext: string } },
  counted: ReturnType<typeof meter>,
  part: MultipartFile,
): Promise<{ size: number; sha256: string; mimeType: string; extension: string }> {
  const mime = detected.fileType?.mime ?? 'application/octet-stream';
  const ext = detected.fileType?.ext ?? '';
  if (!needsInspection(mime)) {
    await store.write(key, detected);
    if (part.file.truncated) {
      await store.remove(key);
      throw new AppError('PAYLOAD_TOO_LARGE');
    }
    return { size: counted.size(), sha256: counted.digest(), mimeType: mime, extension: ext };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of detected) chunks.push(chunk as Buffer);
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
  const inspected = await inspectUpload(mime, ext, Buffer.concat(chunks));
  if (!inspected.ok) throw fieldError('file', inspected.reason);
  await store.write(key, Readable.from([inspected.bytes]));
  return {
    size: inspected.bytes.length,
    sha256: createHash('sha256').update(inspected.bytes).digest('hex'),
    mimeType: inspected.mime,
    extension: inspected.ext,
  };
}
