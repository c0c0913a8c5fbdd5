import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Master keys (issue 24 point 6, ADR 0031): 32-byte AES keys, each with a version, that wrap the data
 * keys. They never reach the database. Written as `version:base64` entries, separated by commas or
 * new lines, in ENCRYPTION_KEYS or in a key file (ENCRYPTION_KEY_FILE, else DATA_DIR/keys/master.keys,
 * made on first start with mode 0600). The highest version wraps new and re-wrapped data keys; the
 * older ones stay to unwrap what they wrapped until `portal rotate-keys` has re-wrapped it all.
 */
export interface TMasterKeys {
  /** The version that wraps. */
  readonly current: number;
  readonly keys: ReadonlyMap<number, Buffer>;
}

export class MasterKeyError extends Error {}

const ENTRY = /^(\d{1,6}):([A-Za-z0-9+/_-]{43}=?)$/;

/** Reads `version:base64` entries; throws a MasterKeyError saying what is wrong. */
export function parseMasterKeys(text: string, source: string): TMasterKeys {
  const keys = new Map<number, Buffer>();
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(entry);
    const version = Number(match?.[1]);
    const key = match?.[2] ? Buffer.from(match[2], 'base64') : undefined;
    if (!match || !key || key.length !== 32 || version < 1) {
      throw new MasterKeyError(
        `${source}: each key must be version:base64 of 32 bytes (e.g. 1:${'A'.repeat(43)}=)`,
      );
    }
    if (keys.has(version)) throw new MasterKeyError(`${source}: version ${version} is given twice`);
    keys.set(version, key);
  }
  if (keys.size === 0) throw new MasterKeyError(`${source}: no key`);
  return { current: Math.max(...keys.keys()), keys };
}

export function writeMasterKeys(keys: TMasterKeys): string {
  return [...keys.keys.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, key]) => `${version}:${key.toString('base64')}`)
    .join('\n');
}

/** A fresh set of one key, version 1 (tests and a first start). */
export function newMasterKeys(): TMasterKeys {
  return { current: 1, keys: new Map([[1, randomBytes(32)]]) };
}

/** The keys plus a new version, which then wraps. */
export function withNewMasterKey(keys: TMasterKeys): TMasterKeys {
  const current = keys.current + 1;
  return { current, keys: new Map([...keys.keys, [current, randomBytes(32)]]) };
}

export interface TMasterKeySource {
  /** ENCRYPTION_KEYS, when set. */
  inline: string | undefined;
  /** The key file: ENCRYPTION_KEY_FILE, else DATA_DIR/keys/master.keys. */
  file: string;
}

/** The master keys the configuration names; a missing key file is made with one new key. */
export function loadMasterKeys(source: TMasterKeySource): TMasterKeys {
  if (source.inline) return parseMasterKeys(source.inline, 'ENCRYPTION_KEYS');
  try {
    return parseMasterKeys(fs.readFileSync(source.file, 'utf8'), source.file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  saveMasterKeyFile(source.file, newMasterKeys(), 'wx');
  // Read back: another process starting at the same moment may have written the file first.
  return parseMasterKeys(fs.readFileSync(source.file, 'utf8'), source.file);
}

/** Writes the key file (0600), by a temporary file and a rename so a reader never sees half of it. */
export function saveMasterKeyFile(file: string, keys: TMasterKeys, flag: 'wx' | 'w' = 'w'): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const text = `${writeMasterKeys(keys)}\n`;
  if (flag === 'wx') {
    try {
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text, { mode: 0o600 });
  fs.renameSync(temporary, file);
}
