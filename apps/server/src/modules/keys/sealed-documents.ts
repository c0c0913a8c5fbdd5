import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { KeyTables } from '../../db/schema-keys.js';
import { isSealed, sealedKeyId, type Keyring, type TDataKey } from './keyring.js';

/**
 * Which parts of a stored document are sealed (issue 24 point 6): a person's full identity number,
 * usual residential address and date of birth, wherever they sit in a case's information, a company's
 * records and history, an amendment, a holder's particulars or a compliance record (the identity
 * document's number); what a records diff says a protected field was and became; the searched date of
 * birth or number a screening reason repeats. Beside each identity number goes its keyed hash,
 * `idNumDigest`, so the same person can be found without opening anything; readers never see it.
 *
 * Writes seal through sealDocument; reads open in SealedFieldsPlugin, for every query, so no reader can
 * forget to. Only these fields are opened, and only values in the sealed form: anything else a user
 * typed stays as it is.
 */
const SEALED_KEYS: ReadonlySet<string> = new Set(['idNum', 'resAddress', 'dateOfBirth']);
const SEALED_UNDER: Readonly<Record<string, ReadonlySet<string>>> = { identityDocument: new Set(['number']) };
export const ID_DIGEST_KEY = 'idNumDigest';

/** JSON text whose protected fields are sealed: the only thing a document column takes. */
export type TSealedJson = string & { readonly __sealed: unique symbol };

/** Screening reasons (name_search_matches.reasons) that repeat the searched date of birth or number. */
const PERSONAL_REASONS: ReadonlySet<string> = new Set(['DOB_AGREES', 'DOB_CONFLICTS', 'DOCUMENT_AGREES']);

function sealedField(key: string, parent: string, holder: Record<string, unknown>): boolean {
  if (SEALED_KEYS.has(key) || (SEALED_UNDER[parent]?.has(key) ?? false)) return true;
  // A line of a records diff about a protected field (records-diff.ts): what it was and became.
  if (holder.protected === true && (key === 'before' || key === 'after')) return true;
  return key === 'query' && typeof holder.rule === 'string' && PERSONAL_REASONS.has(holder.rule);
}

/** An identity number as its hash sees it: letters and digits, upper case (`A123456(3)` = `a1234563`). */
export function normaliseIdNumber(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A JSON object as the drivers parse it (not a Date, a Buffer or an array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The document with its protected fields sealed. What the app writes is always plain (reads open
 * everything), so a value is sealed whatever it looks like; only the sweep of data stored before
 * sealing (`keepSealed`) passes over values already sealed, and their digests.
 */
function sealTree(
  value: unknown,
  parent: string,
  key: TDataKey,
  keyring: Keyring,
  keepSealed: boolean,
): unknown {
  if (Array.isArray(value)) return value.map((item) => sealTree(item, parent, key, keyring, keepSealed));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (name === ID_DIGEST_KEY) {
      if (keepSealed && out[name] === undefined) out[name] = item;
      continue;
    }
    if (keepSealed && isSealed(item)) {
      out[name] = item;
    } else if (sealedField(name, parent, value) && item !== null && item !== undefined && item !== '') {
      out[name] = keyring.seal(key, name, item);
      if (name === 'idNum' && typeof item === 'string' && normaliseIdNumber(item) !== '') {
        out[ID_DIGEST_KEY] = keyring.digest(key, normaliseIdNumber(item));
      }
    } else {
      out[name] = sealTree(item, name, key, keyring, keepSealed);
    }
  }
  return out;
}

/** True when a parsed document holds a protected value not yet sealed (stored before sealing). */
export function holdsPlainProtected(value: unknown, parent = ''): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsPlainProtected(item, parent));
  if (!isPlainObject(value)) return false;
  for (const [name, item] of Object.entries(value)) {
    if (sealedField(name, parent, value)) {
      if (item !== null && item !== undefined && item !== '' && !isSealed(item)) return true;
    } else if (typeof item === 'object' && item !== null && holdsPlainProtected(item, name)) {
      return true;
    }
  }
  return false;
}

class MissingKey extends Error {
  constructor(readonly keyId: string) {
    super(`data key ${keyId} not yet loaded`);
  }
}

/** Opens the sealed fields of a parsed document in place; drops the digests. */
function openTree(value: unknown, parent: string, keyring: Keyring): void {
  if (Array.isArray(value)) {
    for (const item of value) openTree(item, parent, keyring);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const name of Object.keys(value)) {
    const item = value[name];
    if (name === ID_DIGEST_KEY) {
      delete value[name];
    } else if (isSealed(item)) {
      if (!sealedField(name, parent, value)) continue;
      const id = sealedKeyId(item);
      const key = keyring.knownKey(id);
      if (!key) throw new MissingKey(id);
      value[name] = keyring.open(key, name, item);
    } else if (typeof item === 'object' && item !== null) {
      openTree(item, name, keyring);
    }
  }
}

/** Opens the sealed fields of every JSON column of every row a query returns. */
export class SealedFieldsPlugin implements KyselyPlugin {
  constructor(readonly keyring: Keyring) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    for (;;) {
      try {
        for (const row of rows) {
          for (const column in row) {
            const value = row[column];
            if (typeof value === 'object' && value !== null) openTree(value, column, this.keyring);
          }
        }
        return args.result;
      } catch (error) {
        if (!(error instanceof MissingKey)) throw error;
        // Stored by another server copy since this one started: read it, then go on (values already
        // opened are plain now and are passed over).
        await this.keyring.keyById(error.keyId, { connectionHeld: true });
      }
    }
  }
}

type TAnyDb = Pick<Kysely<KeyTables>, 'getExecutor'>;

/** The keyring of the database `db` works on (a transaction's is its database's). */
export function keyringOf(db: TAnyDb): Keyring {
  const plugin = db
    .getExecutor()
    .plugins.find((p): p is SealedFieldsPlugin => p instanceof SealedFieldsPlugin);
  if (!plugin) throw new Error('this database has no keyring');
  return plugin.keyring;
}

function keyDb(db: TAnyDb): Kysely<KeyTables> {
  return db as unknown as Kysely<KeyTables>;
}

/** A document as JSON text with its protected fields sealed under the scope's (firm's) data key. */
export async function sealDocument(
  db: TAnyDb,
  scope: string,
  document: unknown,
  options: { keepSealed?: boolean } = {},
): Promise<TSealedJson> {
  const keyring = keyringOf(db);
  const key = await keyring.keyFor(keyDb(db), scope);
  return JSON.stringify(sealTree(document, '', key, keyring, options.keepSealed ?? false)) as TSealedJson;
}

/** One value sealed as the named field (a column of its own: a secret, a date of birth). */
export async function sealValue(db: TAnyDb, scope: string, field: string, value: unknown): Promise<string> {
  const keyring = keyringOf(db);
  return keyring.seal(await keyring.keyFor(keyDb(db), scope), field, value);
}

/** Opens a value sealValue made; a value stored before sealing (plain) is given back as it is. */
export async function openValue(db: TAnyDb, field: string, stored: string): Promise<unknown> {
  if (!isSealed(stored)) return stored;
  const keyring = keyringOf(db);
  return keyring.open(await keyring.keyById(sealedKeyId(stored), { via: keyDb(db) }), field, stored);
}

/** A column's text sealed as the named field; null and empty stay null. */
export async function sealText(
  db: TAnyDb,
  scope: string,
  field: string,
  value: string | null | undefined,
): Promise<string | null> {
  return value ? sealValue(db, scope, field, value) : null;
}

/** A column's text as sealText stored it (or as stored before sealing); null stays null. */
export async function openText(db: TAnyDb, field: string, stored: string | null): Promise<string | null> {
  if (stored === null) return null;
  const value = await openValue(db, field, stored);
  return typeof value === 'string' ? value : null;
}

/** The keyed hash stored beside an identity number in the scope's documents, to find the same person. */
export async function identityNumberDigest(db: TAnyDb, scope: string, idNumber: string): Promise<string> {
  const keyring = keyringOf(db);
  return keyring.digest(await keyring.keyFor(keyDb(db), scope), normaliseIdNumber(idNumber));
}
