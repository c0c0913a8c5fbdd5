import {
  DeleteQueryNode,
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
 * Tells this process, as its own statements run, that rows of the tables a signed-in request is
 * checked against (users, sessions, firms) are being changed (issue 23 point 2). The session cache
 * forgets before and after each such statement, so this copy never answers from what it held before
 * its own change. Other copies, and changes written as raw SQL, are told by the database's triggers
 * at commit (migration 20261126130000).
 */
export const WATCHED_TABLES: ReadonlySet<string> = new Set(['users', 'sessions', 'firms']);

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

/** The tables a statement writes, when it is an update or a delete. */
function writtenTables(node: RootOperationNode): string[] {
  if (UpdateQueryNode.is(node)) return [tableNameOf(node.table)].filter((t): t is string => Boolean(t));
  if (DeleteQueryNode.is(node))
    return node.from.froms.map(tableNameOf).filter((t): t is string => Boolean(t));
  return [];
}

export class WriteWatch implements KyselyPlugin {
  readonly #listeners = new Set<() => void>();
  readonly #watching = new WeakSet<object>();

  /** Calls `listener` before and after every update or delete of a watched table. */
  onWrite(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writtenTables(args.node).some((table) => WATCHED_TABLES.has(table))) {
      this.#watching.add(args.queryId);
      this.#tell();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#watching.has(args.queryId)) this.#tell();
    return args.result;
  }

  #tell(): void {
    for (const listener of this.#listeners) listener();
  }
}
