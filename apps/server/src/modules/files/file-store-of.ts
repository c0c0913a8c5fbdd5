import type { TConfig } from '../../config.js';
import { createDiskStore, type TFileStore } from './file-store.js';
import { createS3Store } from './s3-store.js';

/** The store the configuration names: object storage when S3_BUCKET is set, else the disk. */
export function createFileStore(config: Pick<TConfig, 's3' | 'filesDir'>): TFileStore {
  return config.s3 ? createS3Store(config.s3) : createDiskStore(config.filesDir);
}
