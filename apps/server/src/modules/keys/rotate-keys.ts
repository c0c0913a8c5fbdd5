import type { TDatabase } from '../../db/database.js';
import {
  loadMasterKeys,
  MasterKeyError,
  saveMasterKeyFile,
  withNewMasterKey,
  type TMasterKeySource,
} from './master-keys.js';

export interface TRotation {
  /** The master key version that wraps every data key now. */
  version: number;
  rewrapped: number;
  total: number;
  /** Master key versions still wrapping a data key (only `version` once the rotation is through). */
  inUse: number[];
  /** Configured versions no data key needs any more: they may be removed from the keys. */
  retirable: number[];
}

/**
 * `portal rotate-keys [--add-key]` (ADR 0031): re-wraps every data key under the newest master key.
 * With the key file, --add-key first adds a new version to it; with ENCRYPTION_KEYS the new version is
 * added there on every copy first (then run this). Data keys stay, so no sealed value is rewritten and
 * running copies go on: those that meet a data key wrapped by a version they have not seen read the
 * key file again (keyring.ts). On PostgreSQL it runs beside the servers; PGlite has one process, so
 * there the server is stopped for the moment it takes.
 */
export async function rotateKeys(
  database: TDatabase,
  source: TMasterKeySource,
  options: { addKey: boolean },
): Promise<TRotation> {
  let master = loadMasterKeys(source);
  if (options.addKey) {
    if (source.inline) {
      throw new MasterKeyError(
        `ENCRYPTION_KEYS is set: add the new key there as version ${master.current + 1} on every server copy, then run rotate-keys without --add-key`,
      );
    }
    master = withNewMasterKey(master);
    saveMasterKeyFile(source.file, master);
  }
  const { rewrapped, total } = await database.keyring.rewrapAll(database.db, master);
  const rows = await database.db
    .selectFrom('data_keys')
    .select('master_version')
    .distinct()
    .orderBy('master_version')
    .execute();
  const inUse = rows.map((r) => r.master_version);
  const retirable = [...master.keys.keys()].filter((v) => !inUse.includes(v)).sort((a, b) => a - b);
  return { version: master.current, rewrapped, total, inUse, retirable };
}
