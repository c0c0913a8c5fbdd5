import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files' bytes live. One interface, two stores (DESIGN §2): a folder on disk (the default) and
 * S3-compatible object storage (`s3-store.ts`). Metadata and ownership live in the database, never here.
 */
export interface TFileStore {
  /** Streams the bytes in; nothing is left behind when the stream fails half-way. */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes as a stream; FileMissingError when the key holds nothing. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/** The database names a file the store does not hold (lost or removed behind the portal's back). */
export class FileMissingError extends Error {
  constructor(key: string) {
    super(`no stored bytes for ${key}`);
  }
}

/** Keys are made by the server (uuid-based); anything else is refused before touching the store. */
const KEY = /^[a-z0-9][a-z0-9/-]{10,100}$/;

export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error('bad storage key');
  return key;
}

export function createDiskStore(root: string): TFileStore {
  const full = (key: string) => path.join(root, checkedKey(key));
  return {
    async write(key, source) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      const target = full(key);
      try {
        await fs.access(target);
      } catch {
        throw new FileMissingError(key);
      }
      return createReadStream(target);
    },
    async exists(key) {
      return fs.access(full(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
