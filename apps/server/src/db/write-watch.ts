import {
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Tells this process, as its own statements run, which tables they change (issue 23). The session
 * cache forgets before and after each update or delete of the tables a signed-in request is checked
 * against (users, sessions, firms), so this copy never answers from what it held before its own
 * change; other copies, and changes written as raw SQL, are told by the database's triggers at commit
 * (migration 20261126130000). The lists' counts (count-cache.ts) forget on any write that can change
 * what a list holds.
 */
export const WATCHED_TABLES: ReadonlySet<string> = new Set(['users', 'sessions', 'firms']);

export type TWriteKind = 'insert' | 'update' | 'delete';
/** A statement's writes: the tables it names and how it changes them. */
export interface TWrite {
  kind: TWriteKind;
  tables: string[];
}
export type TWriteListener = (write: TWrite) => void;
/** Which writes a listener is told of. */
export type TWriteFilter = (table: string, kind: TWriteKind) => boolean;

/** The session cache's: updates and deletes of users, sessions and firms. */
const SESSION_WRITES: TWriteFilter = (table, kind) => kind !== 'insert' && WATCHED_TABLES.has(table);

function tableNameOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  // A table, or an aliased table: read down to its identifier's name.
  const record = node as unknown as Record<string, OperationNode | undefined> & { name?: unknown };
  if (node.kind === 'IdentifierNode' && typeof record.name === 'string') return record.name;
  if (node.kind === 'TableNode') return tableNameOf(record.table);
  if (node.kind === 'SchemableIdentifierNode') return tableNameOf(record.identifier);
  if (node.kind === 'AliasNode') return tableNameOf(record.node);
  return undefined;
}

const known = (tables: (string | undefined)[]): string[] => tables.filter((t): t is string => Boolean(t));

/**
 * A write in raw SQL (`sql\`insert into …\``): its kind and tables, as far as its text says. An
 * update is `update <table> [alias] set` (not `for update`, nor an upsert's `do update set`).
 */
const RAW_WRITE =
  /\b(insert\s+into|delete\s+from)\s+(?:only\s+)?"?(\w+)"?|\bupdate\s+(?:only\s+)?"?(\w+)"?(?:\s+(?:as\s+)?\w+)?\s+set\b/gi;

function rawWritesOf(node: RawNode): TWrite | null {
  let kind: TWriteKind | null = null;
  const tables: string[] = [];
  for (const match of node.sqlFragments.join(' ').matchAll(RAW_WRITE)) {
    const verb = match[1]?.toLowerCase();
    kind ??= verb === undefined ? 'update' : verb.startsWith('insert') ? 'insert' : 'delete';
    tables.push((match[2] ?? match[3])!.toLowerCase());
  }
  return kind ? { kind, tables } : null;
}

/** The tables a statement writes, and how. */
function writesOf(node: RootOperationNode): TWrite | null {
  if (RawNode.is(node)) return rawWritesOf(node);
  if (InsertQueryNode.is(node)) return { kind: 'insert', tables: known([tableNameOf(node.into)]) };
  if (UpdateQueryNode.is(node)) return { kind: 'update', tables: known([tableNameOf(node.table)]) };
  if (DeleteQueryNode.is(node)) return { kind: 'delete', tables: known(node.from.froms.map(tableNameOf)) };
  return null;
}

export class WriteWatch implements KyselyPlugin {
  readonly #listeners = new Map<TWriteListener, TWriteFilter>();
  /** The statements under way that a listener was told of, with whom to tell again at their end. */
  readonly #watching = new WeakMap<object, { write: TWrite; told: TWriteListener[] }>();

  /**
   * Calls `listener` before and after every statement of this process that writes a table `filter`
   * accepts (by default, an update or delete of users, sessions or firms).
   */
  onWrite(listener: TWriteListener, filter: TWriteFilter = SESSION_WRITES): () => void {
    this.#listeners.set(listener, filter);
    return () => this.#listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const writes = writesOf(args.node);
    if (!writes) return args.node;
    const told: TWriteListener[] = [];
    for (const [listener, filter] of this.#listeners) {
      if (writes.tables.some((table) => filter(table, writes.kind))) told.push(listener);
    }
    if (told.length > 0) {
      this.#watching.set(args.queryId, { write: writes, told });
      for (const listener of told) listener(writes);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const watched = this.#watching.get(args.queryId);
    for (const listener of watched?.told ?? []) listener(watched!.write);
    return args.result;
  }
}
