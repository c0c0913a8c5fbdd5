import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { KeyTables } from '../../db/schema-keys.js';
import type { TMasterKeys } from './master-keys.js';

/**
 * Envelope encryption (issue 24 point 6, ADR 0031). Each firm has a data key (AES-256-GCM), and the
 * platform one for its own secrets; a data key is stored wrapped by a master key (master-keys.ts) and
 * kept unwrapped in this process once used. A sealed value names its data key, so it opens wherever it
 * is read, and carries the field's name as authenticated data, so a value moved to another field (an
 * identity number into an address) does not open.
 *
 * A key made inside a transaction may be rolled back with it while this process keeps it: until a
 * statement outside any transaction has seen its row, every seal writes the row again (ON CONFLICT DO
 * NOTHING) through the same transaction, and gives way to a key another process stored first.
 */

/** `sealed:v1:<data key id>:<base64url of iv | ciphertext | tag>`. */
export const SEALED_PREFIX = 'sealed:v1:';
const SEALED = /^sealed:v1:([0-9a-f-]{36}):([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const PLATFORM_SCOPE = 'platform';

export interface TDataKey {
  readonly id: string;
  readonly scope: string;
  readonly key: Buffer;
  /** For keyed hashes (identity numbers), derived from the data key. */
  readonly digestKey: Buffer;
  masterVersion: number;
  /** Its row is known to be committed. */
  confirmed: boolean;
}

export class SealedValueError extends Error {}

export interface TDataKeyRow {
  id: string;
  scope: string;
  wrapped: string;
  master_version: number;
}

type TKeyDb = Kysely<KeyTables>;

function encrypt(key: Buffer, aad: string, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

function decrypt(key: Buffer, aad: string, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealedValueError('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

function wrapAad(id: string, scope: string): string {
  return `data-key:${id}:${scope}`;
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

/** The data key id a sealed value names. */
export function sealedKeyId(value: string): string {
  const match = SEALED.exec(value);
  if (!match?.[1]) throw new SealedValueError('not a sealed value');
  return match[1];
}

export class Keyring {
  #master: TMasterKeys;
  readonly #byId = new Map<string, TDataKey>();
  readonly #byScope = new Map<string, TDataKey>();
  #root: TKeyDb | undefined;

  readonly #reload: (() => TMasterKeys) | undefined;

  /**
   * `reload` reads the master keys again (the key file): a data key re-wrapped by a newer master key
   * than this process started with (`portal rotate-keys` while it runs) still opens.
   */
  constructor(master: TMasterKeys, reload?: () => TMasterKeys) {
    this.#master = master;
    this.#reload = reload;
  }

  get masterKeys(): TMasterKeys {
    return this.#master;
  }

  /** The database the keys are read from outside any transaction (set once it is open). */
  attach(root: TKeyDb): void {
    this.#root = root;
  }

  #unwrap(row: TDataKeyRow): TDataKey {
    if (!this.#master.keys.has(row.master_version) && this.#reload) this.#master = this.#reload();
    const master = this.#master.keys.get(row.master_version);
    if (!master) {
      throw new SealedValueError(
        `data key ${row.id} is wrapped by master key version ${row.master_version}, which is not configured`,
      );
    }
    const key = decrypt(master, wrapAad(row.id, row.scope), row.wrapped);
    const digestKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'identity-number-digest', 32));
    return {
      id: row.id,
      scope: row.scope,
      key,
      digestKey,
      masterVersion: row.master_version,
      confirmed: true,
    };
  }

  #remember(key: TDataKey): TDataKey {
    this.#byId.set(key.id, key);
    this.#byScope.set(key.scope, key);
    return key;
  }

  #forget(key: TDataKey): void {
    if (this.#byId.get(key.id) === key) this.#byId.delete(key.id);
    if (this.#byScope.get(key.scope) === key) this.#byScope.delete(key.scope);
  }

  /** Unwraps every stored data key into this process (at start, so no read waits for one). */
  async loadAll(db: TKeyDb = this.#requireRoot()): Promise<number> {
    const rows = await db
      .selectFrom('data_keys')
      .select(['id', 'scope', 'wrapped', 'master_version'])
      .execute();
    for (const row of rows) if (!this.#byId.has(row.id)) this.#remember(this.#unwrap(row));
    return rows.length;
  }

  #requireRoot(): TKeyDb {
    if (!this.#root) throw new Error('keyring: no database attached');
    return this.#root;
  }

  /**
   * How a key this process has not met is read while a query's connection is held (opening its rows):
   * through a connection of its own (PostgreSQL, see database.ts), since waiting for the pool there
   * could wait forever. PGlite has one connection and one process: every key is loaded at start or
   * made here, so it needs none.
   */
  #fetch: ((id: string) => Promise<TDataKeyRow | undefined>) | undefined;

  fetchWith(fetch: (id: string) => Promise<TDataKeyRow | undefined>): void {
    this.#fetch = fetch;
  }

  /** The data key a sealed value names, read from the database when this process has not met it. */
  async keyById(id: string, options: { connectionHeld?: boolean; via?: TKeyDb } = {}): Promise<TDataKey> {
    const known = this.#byId.get(id);
    if (known) return known;
    let row: TDataKeyRow | undefined;
    if (options.connectionHeld) {
      if (!this.#fetch) throw new SealedValueError(`data key ${id} is not loaded`);
      row = await this.#fetch(id);
    } else {
      // Through the caller's transaction when there is one: on PGlite the root would wait for it.
      row = await (options.via ?? this.#requireRoot())
        .selectFrom('data_keys')
        .select(['id', 'scope', 'wrapped', 'master_version'])
        .where('id', '=', id)
        .executeTakeFirst();
    }
    if (!row) throw new SealedValueError(`data key ${id} is not stored`);
    return this.#remember(this.#unwrap(row));
  }

  /** Already unwrapped in this process, else undefined. */
  knownKey(id: string): TDataKey | undefined {
    return this.#byId.get(id);
  }

  /** The scope's data key, made (and stored through `db`, in its transaction if any) on first use. */
  async keyFor(db: TKeyDb, scope: string): Promise<TDataKey> {
    let key = this.#byScope.get(scope);
    if (key?.confirmed) return key;
    if (!key) {
      const row = await db
        .selectFrom('data_keys')
        .select(['id', 'scope', 'wrapped', 'master_version'])
        .where('scope', '=', scope)
        .executeTakeFirst();
      if (row) {
        key = this.#remember(this.#unwrap(row));
        // Read inside a transaction, the row may be that transaction's own: not yet known committed.
        key.confirmed = !db.isTransaction;
        if (key.confirmed) return key;
      } else {
        const id = randomUUID();
        const raw = randomBytes(32);
        key = this.#remember({
          id,
          scope,
          key: raw,
          digestKey: Buffer.from(hkdfSync('sha256', raw, Buffer.alloc(0), 'identity-number-digest', 32)),
          masterVersion: this.#master.current,
          confirmed: false,
        });
      }
    }
    return this.#store(db, key);
  }

  /** Writes the key's row through `db` unless there; a key stored first by another process wins. */
  async #store(db: TKeyDb, key: TDataKey): Promise<TDataKey> {
    const inserted = await db
      .insertInto('data_keys')
      .values({ id: key.id, scope: key.scope, wrapped: this.wrap(key), master_version: key.masterVersion })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const row = await db
        .selectFrom('data_keys')
        .select(['id', 'scope', 'wrapped', 'master_version'])
        .where('scope', '=', key.scope)
        .executeTakeFirst();
      if (row && row.id !== key.id) {
        this.#forget(key);
        key = this.#remember(this.#unwrap(row));
      }
    }
    if (!db.isTransaction) key.confirmed = true;
    else this.#confirmLater(key);
    return key;
  }

  /** Marks the key confirmed once a read outside the transaction finds its row (after the commit). */
  #confirmLater(key: TDataKey): void {
    const root = this.#root;
    if (!root) return;
    setImmediate(() => {
      root
        .selectFrom('data_keys')
        .select('id')
        .where('id', '=', key.id)
        .executeTakeFirst()
        .then((row) => {
          if (row) key.confirmed = true;
        })
        .catch(() => undefined);
    });
  }

  /** The data key wrapped by the current master key: base64url of iv | ciphertext | tag. */
  wrap(key: TDataKey, version = this.#master.current): string {
    const master = this.#master.keys.get(version);
    if (!master) throw new SealedValueError(`master key version ${version} is not configured`);
    return encrypt(master, wrapAad(key.id, key.scope), key.key);
  }

  /** Seals a JSON value for the named field. */
  seal(key: TDataKey, field: string, value: unknown): string {
    const body = encrypt(key.key, `${key.id}:${field}`, Buffer.from(JSON.stringify(value)));
    return `${SEALED_PREFIX}${key.id}:${body}`;
  }

  /** Opens a sealed value of the named field with its (already known) key. */
  open(key: TDataKey, field: string, sealed: string): unknown {
    const match = SEALED.exec(sealed);
    if (!match?.[2] || match[1] !== key.id) throw new SealedValueError('not a value of this key');
    try {
      return JSON.parse(decrypt(key.key, `${key.id}:${field}`, match[2]).toString('utf8')) as unknown;
    } catch (error) {
      throw new SealedValueError(`the sealed ${field} does not open: ${(error as Error).message}`);
    }
  }

  /** A keyed hash (HMAC-SHA-256 under the firm's digest key), the same for the same text in one firm. */
  digest(key: TDataKey, text: string): string {
    return createHmac('sha256', key.digestKey).update(text).digest('base64url');
  }

  /**
   * Rotation: takes the new master keys and re-wraps every data key under their current version, in
   * batches, each row updated only if it still holds what was read. The data keys stay, so no sealed
   * value changes and running copies keep working with the keys they hold.
   */
  async rewrapAll(
    db: TKeyDb,
    master: TMasterKeys,
    batch = 200,
  ): Promise<{ rewrapped: number; total: number }> {
    this.#master = master;
    let rewrapped = 0;
    let total = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db
        .selectFrom('data_keys')
        .select(['id', 'scope', 'wrapped', 'master_version'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        total += 1;
        after = row.id;
        if (row.master_version === master.current) continue;
        const key = this.#remember(this.#unwrap(row));
        const updated = await db
          .updateTable('data_keys')
          .set({ wrapped: this.wrap(key), master_version: master.current, rewrapped_at: new Date() })
          .where('id', '=', row.id)
          .where('wrapped', '=', row.wrapped)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) {
          key.masterVersion = master.current;
          rewrapped += 1;
        }
      }
    }
    return { rewrapped, total };
  }
}
