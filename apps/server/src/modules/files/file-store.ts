import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files' bytes live. One interface; the disk store is the default (DESIGN §2), object storage
 * comes with the files issue. Metadata and ownership live in the database, never here.
 */
export interface TFileStore {
  /** Streams the bytes in; nothing is left behind when the stream fails half-way. */
  write(key: string, source: Readable): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Keys are made by the server (uuid-based); anything else is refused before touching the disk. */
const KEY = /^[a-z0-9][a-z0-9/-]{10,100}$/;

export function createDiskStore(root: string): TFileStore {
  const full = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error('bad storage key');
    return path.join(root, key);
  };
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
      await fs.access(target);
      return createReadStream(target);
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
