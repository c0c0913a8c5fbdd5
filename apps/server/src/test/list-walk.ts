import { CompiledQuery, type Compilable } from 'kysely';
import { expect } from 'vitest';
import type { TDb } from '../db/database.js';

/**
 * What the keyset-paged lists' tests share (issue 23): walking a list by its cursors both ways, and
 * reading the plan of a list's query with sequential scans, bitmap scans and sorts priced out, so a
 * Sort shows only where no index serves the order.
 */

export interface TListPage {
  ids: string[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
}

/**
 * Every page by cursor, forwards to the end and back to the start, and the same pages by number;
 * returns the rows in the order walked.
 */
export async function walkList(
  read: (query: string) => Promise<TListPage>,
  base: string,
  pageSize = 20,
): Promise<string[]> {
  const forwards: string[][] = [];
  const query = (more: string) => `${base ? `${base}&` : ''}pageSize=${pageSize}${more}`;
  let page = await read(query(''));
  expect(page.prevCursor).toBeNull();
  forwards.push(page.ids);
  while (page.nextCursor) {
    page = await read(query(`&after=${page.nextCursor}`));
    forwards.push(page.ids);
  }
  const backwards: string[][] = [page.ids];
  while (page.prevCursor) {
    page = await read(query(`&before=${page.prevCursor}`));
    backwards.unshift(page.ids);
  }
  expect(backwards).toEqual(forwards);
  for (const [index, ids] of forwards.entries()) {
    expect((await read(query(`&page=${index + 1}`))).ids).toEqual(ids);
  }
  return forwards.flat();
}

/** A cursor as a list gives them out, for crafting ones it did not. */
export const craftCursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

export interface TPlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: TPlanNode[];
}

function nodesOf(node: TPlanNode): TPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Priced out, so that the small tables of a test are read as a big firm's would be. */
export const ORDERED = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];

/** The nodes of the query's plan with `settings` off. */
export async function planOf(db: TDb, query: Compilable<unknown>, settings: string[]): Promise<TPlanNode[]> {
  const compiled = query.compile();
  return db.transaction().execute(async (trx) => {
    for (const setting of settings) await trx.executeQuery(CompiledQuery.raw(`set local ${setting} = off`));
    const result = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: TPlanNode }[];
    return nodesOf(plan[0]!.Plan);
  });
}

/** The rows come in order from `index`: no sort anywhere in the plan. */
export function expectOrderedBy(nodes: TPlanNode[], index: string) {
  const types = nodes.map((n) => n['Node Type']);
  expect(types).not.toContain('Sort');
  expect(types).not.toContain('Incremental Sort');
  expect(nodes.map((n) => n['Index Name'])).toContain(index);
}

/** Answers 400 at `field` for each of the urls. */
export async function expectRefusedAt(
  call: (url: string) => Promise<{ statusCode: number; json<T>(): T }>,
  refusals: [string, string][],
) {
  for (const [url, field] of refusals) {
    const response = await call(url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json<{ field: string }>().field, url).toBe(field);
  }
}
