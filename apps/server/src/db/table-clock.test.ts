import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/setup.js';
import type { TDatabase } from './database.js';
import { ALL_TABLES, TableClock, tablesRead, tablesWritten, type TReadScope } from './table-clock.js';

/**
 * The table clock (issue 23): which tables this copy's statements change, and when — at a statement's
 * start and end, or at its transaction's commit — so an answer read before a change is never used
 * after it.
 */

describe('what a statement writes', () => {
  it('names the tables an insert or update writes, as the query builder and raw SQL spell them', () => {
    expect(tablesWritten('insert into "tasks" ("case_id") values ($1)')).toEqual(['tasks']);
    expect(tablesWritten('update "cases" as "c" set "step" = $1 where "c"."id" = $2')).toEqual(['cases']);
    expect(tablesWritten('update cases set step = $1')).toEqual(['cases']);
    expect(
      tablesWritten(
        'insert into "entities" ("id") values ($1) on conflict ("id") do update set "name" = excluded."name"',
      ),
    ).toEqual(['entities']);
    expect(
      tablesWritten(
        'with moved as (update "tasks" set "status" = $1 returning id) insert into audit_log select 1',
      ),
    ).toEqual(['tasks', 'audit_log']);
  });

  it('counts a delete, a truncate or a change of shape as a change of every table', () => {
    expect(tablesWritten('delete from "files" where "id" = $1')).toEqual([ALL_TABLES]);
    expect(tablesWritten('truncate tasks')).toEqual([ALL_TABLES]);
    expect(tablesWritten('alter table tasks add column x int')).toEqual([ALL_TABLES]);
  });

  it('takes reads for reads, locking ones included', () => {
    expect(tablesWritten('select * from "tasks" where "id" = $1 for update')).toEqual([]);
    expect(tablesWritten('select "updated_at", "created_at" from "cases"')).toEqual([]);
    expect(
      tablesRead(
        'select 1 from "tasks" inner join "cases" on x where exists (select 1 from case_members)',
      ).sort(),
    ).toEqual(['case_members', 'cases', 'tasks']);
    expect(tablesRead('select 1 from "tasks" as "t", cases c, "entities" where t.x = c.y').sort()).toEqual([
      'cases',
      'entities',
      'tasks',
    ]);
  });
});

describe('the clock of a database', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  const clock = () => database.clock;

  it('moves a table written outside a transaction, and no other', async () => {
    const mark = clock().mark();
    await sql`update firms set name = name where false`.execute(database.db);
    expect(clock().unchangedSince(mark, ['firms'])).toBe(false);
    expect(clock().unchangedSince(mark, ['tasks', 'cases'])).toBe(true);
  });

  it('moves a table written in a transaction again at its commit', async () => {
    let duringTransaction = 0;
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cases')
        .set({ updated_at: new Date() })
        .where(sql<boolean>`false`)
        .execute();
      // A reader that starts now reads the rows as they were: what it keeps must not outlive the commit.
      duringTransaction = clock().mark();
      await trx.selectFrom('tasks').select('id').limit(1).execute();
      expect(clock().unchangedSince(duringTransaction, ['cases'])).toBe(true);
    });
    expect(clock().unchangedSince(duringTransaction, ['cases'])).toBe(false);
    expect(clock().unchangedSince(duringTransaction, ['tasks'])).toBe(true);
  });

  it('moves the tables of a transaction that rolled back', async () => {
    let mark = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('entities')
          .set({ updated_at: new Date() })
          .where(sql<boolean>`false`)
          .execute();
        mark = clock().mark();
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(clock().unchangedSince(mark, ['entities'])).toBe(false);
  });

  it('gathers the tables a request reads, and whether it wrote', async () => {
    const scope: TReadScope = { tables: new Set(), wrote: false };
    await clock().gatherReads(scope, async () => {
      await database.db
        .selectFrom('tasks')
        .innerJoin('cases', 'cases.id', 'tasks.case_id')
        .select('tasks.id')
        .limit(1)
        .execute();
    });
    expect([...scope.tables].sort()).toEqual(['cases', 'tasks']);
    expect(scope.wrote).toBe(false);
    await clock().gatherReads(scope, () =>
      sql`update firms set name = name where false`.execute(database.db),
    );
    expect(scope.wrote).toBe(true);
  });

  it('is moved for every table by a delete, which may cascade', async () => {
    const mark = clock().mark();
    await sql`delete from files where false`.execute(database.db);
    expect(clock().unchangedSince(mark, ['tasks'])).toBe(false);
  });
});

describe('a clock told by hand (the bus)', () => {
  it('moves the tables named, or all', () => {
    const clock = new TableClock();
    const mark = clock.mark();
    clock.changed(['tasks']);
    expect(clock.unchangedSince(mark, ['cases'])).toBe(true);
    expect(clock.unchangedSince(mark, ['tasks'])).toBe(false);
    const later = clock.mark();
    clock.changed([ALL_TABLES]);
    expect(clock.unchangedSince(later, ['cases'])).toBe(false);
  });
});
