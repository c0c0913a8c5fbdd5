import { sql, type RawBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import { isSealed, PLATFORM_SCOPE } from './keyring.js';
import { holdsPlainProtected, sealDocument, sealValue } from './sealed-documents.js';

/**
 * Seals what was stored before sealing existed (ADR 0031): every row of the tables that hold identity
 * data, walked by primary key a page at a time, is written again with its protected fields sealed when
 * it still holds one in clear. Each row is updated only if it still holds what was read, so a save in
 * between wins (and is sealed itself). Records kept as written (compliance records, screening records)
 * let this one change through portal.sealing (migration 20261204090000). Runs at start, in the
 * background, until a sweep finds nothing left; safe to run again.
 */

interface TSweptColumn {
  name: string;
  /** A JSON document (sealDocument), or one text value sealed as the named field (sealValue). */
  kind: 'document' | { field: string };
}

interface TSweptTable {
  table: string;
  /** The primary key's columns, for paging and for the update. */
  key: string[];
  /** The row's firm (the data key's scope), as SQL over the table aliased t. */
  scope: RawBuilder<string>;
  columns: TSweptColumn[];
}

const doc = (name: string): TSweptColumn => ({ name, kind: 'document' });
const firmOf = sql<string>`t.firm_id::text`;
const SWEPT: TSweptTable[] = [
  { table: 'cases', key: ['id'], scope: firmOf, columns: [doc('information')] },
  { table: 'entities', key: ['id'], scope: firmOf, columns: [doc('information'), doc('first_records')] },
  {
    table: 'entity_history',
    key: ['id'],
    scope: sql<string>`(select e.firm_id::text from entities e where e.id = t.entity_id)`,
    columns: [doc('details'), doc('change')],
  },
  { table: 'case_amendments', key: ['case_id'], scope: firmOf, columns: [doc('changes')] },
  {
    table: 'case_holder_particulars',
    key: ['case_id', 'holder_id'],
    scope: sql<string>`(select c.firm_id::text from cases c where c.id = t.case_id)`,
    columns: [doc('particulars')],
  },
  { table: 'tasks', key: ['id'], scope: firmOf, columns: [doc('result')] },
  { table: 'compliance_records', key: ['id'], scope: firmOf, columns: [doc('details')] },
  {
    table: 'name_searches',
    key: ['id'],
    scope: sql<string>`coalesce(t.firm_id::text, ${PLATFORM_SCOPE})`,
    columns: [
      { name: 'date_of_birth', kind: { field: 'dateOfBirth' } },
      { name: 'id_number', kind: { field: 'idNumber' } },
    ],
  },
  {
    table: 'name_search_matches',
    key: ['id'],
    scope: sql<string>`(select coalesce(s.firm_id::text, ${PLATFORM_SCOPE}) from name_searches s where s.id = t.search_id)`,
    columns: [doc('reasons')],
  },
  {
    table: 'user_second_factors',
    key: ['user_id'],
    scope: sql<string>`${PLATFORM_SCOPE}::text`,
    columns: [{ name: 'secret', kind: { field: 'totpSecret' } }],
  },
];

type TRow = Record<string, unknown>;

function plain(column: TSweptColumn, raw: string | null): boolean {
  if (raw === null || raw === '') return false;
  if (column.kind === 'document') return holdsPlainProtected(JSON.parse(raw) as unknown);
  return !isSealed(raw);
}

async function sealed(
  trx: TDb,
  scope: string,
  column: TSweptColumn,
  raw: string,
): Promise<RawBuilder<unknown>> {
  if (column.kind === 'document') {
    // Values sealed already (a document half sealed by a save since) stay as they are.
    return sql`${await sealDocument(trx, scope, JSON.parse(raw) as unknown, { keepSealed: true })}::jsonb`;
  }
  return sql`${await sealValue(trx, scope, column.kind.field, raw)}`;
}

/** One table's page after `after` (the key's values); returns the last key read, or null at the end. */
async function sweepPage(
  db: TDb,
  spec: TSweptTable,
  after: unknown[] | null,
  size: number,
): Promise<{ last: unknown[] | null; sealedRows: number }> {
  const keyList = sql.join(spec.key.map((k) => sql.ref(`t.${k}`)));
  const raws = sql.join(
    spec.columns.map((c) => sql`t.${sql.ref(c.name)}::text as ${sql.ref(`raw_${c.name}`)}`),
  );
  const where = after ? sql`(${keyList}) > (${sql.join(after.map((v) => sql`${v}`))})` : sql`true`;
  const { rows } = await sql<TRow>`
    select ${sql.join(spec.key.map((k) => sql`t.${sql.ref(k)}::text as ${sql.ref(`key_${k}`)}`))},
      ${spec.scope} as scope, ${raws}
    from ${sql.table(spec.table)} t
    where ${where}
    order by ${keyList}
    limit ${size}`.execute(db);
  let sealedRows = 0;
  for (const row of rows) {
    const due = spec.columns.filter((c) => plain(c, row[`raw_${c.name}`] as string | null));
    const scope = row.scope as string | null;
    if (due.length === 0 || !scope) continue;
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('portal.sealing', 'on', true)`.execute(trx);
      const sets = [];
      const still = [];
      for (const c of due) {
        const raw = row[`raw_${c.name}`] as string;
        sets.push(sql`${sql.ref(c.name)} = ${await sealed(trx, scope, c, raw)}`);
        still.push(sql`${sql.ref(c.name)}::text = ${raw}`);
      }
      const keyMatch = spec.key.map((k) => sql`${sql.ref(k)}::text = ${row[`key_${k}`] as string}`);
      const result = await sql`update ${sql.table(spec.table)} set ${sql.join(sets)}
        where ${sql.join([...keyMatch, ...still], sql` and `)}`.execute(trx);
      sealedRows += Number(result.numAffectedRows ?? 0n);
    });
  }
  const lastRow = rows.at(-1);
  return {
    last: rows.length === size && lastRow ? spec.key.map((k) => lastRow[`key_${k}`]) : null,
    sealedRows,
  };
}

/** Seals every row still holding identity data in clear; returns how many rows were sealed per table. */
export async function sealExistingData(
  db: TDb,
  options: { pageSize?: number } = {},
): Promise<Record<string, number>> {
  const size = options.pageSize ?? 500;
  const report: Record<string, number> = {};
  for (const spec of SWEPT) {
    let after: unknown[] | null = null;
    let count = 0;
    do {
      const page = await sweepPage(db, spec, after, size);
      count += page.sealedRows;
      after = page.last;
    } while (after);
    report[spec.table] = count;
  }
  return report;
}

const SWEPT_MARK = 'identity_data_sealed';

/** Runs the sweep unless one has gone through on this database; marks it done when it has. */
export async function sealExistingDataOnce(db: TDb): Promise<Record<string, number> | null> {
  const done = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SWEPT_MARK)
    .executeTakeFirst();
  if (done) return null;
  const report = await sealExistingData(db);
  await db
    .insertInto('app_settings')
    .values({ key: SWEPT_MARK, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return report;
}
