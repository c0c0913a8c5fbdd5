import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/setup.js';
import type { TDatabase } from './database.js';
import { executePrepared } from './keyset.js';

/**
 * The lists' statements run prepared on PostgreSQL (prepared.ts): the same answers as unnamed ones,
 * and still answered after another copy's migration adds a column to a table they read with `*`
 * (PostgreSQL refuses the old prepared plan; the statement is prepared again under a new name).
 */

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`create table prepared_probe (id int primary key, name text)`.execute(database.db);
  await sql`insert into prepared_probe values (1, 'Harbour'), (2, 'Peak')`.execute(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('a prepared list statement', () => {
  const probe = () =>
    CompiledQuery.raw('select * from prepared_probe order by id') as CompiledQuery<{
      id: number;
      name: string;
      brn?: string;
    }>;

  it('answers as the statement does unprepared, call after call', async () => {
    const expected = [
      { id: 1, name: 'Harbour' },
      { id: 2, name: 'Peak' },
    ];
    // More calls than the pool has connections, and past the five after which a generic plan is used.
    for (let i = 0; i < 25; i++) expect(await executePrepared(database.db, probe())).toEqual(expected);
    if (database.kind === 'postgres') {
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements
        where statement like '/* prepared */%prepared_probe%'`.execute(database.db);
      // This connection (one of the pool's) holds the statement by name.
      expect(prepared.rows[0]!.n).toBe(1);
    }
  });

  it('is answered again after a column is added to the table it reads', async () => {
    await Promise.all(Array.from({ length: 12 }, () => executePrepared(database.db, probe())));
    await sql`alter table prepared_probe add column brn text`.execute(database.db);
    await sql`update prepared_probe set brn = '30012345' where id = 1`.execute(database.db);
    for (let i = 0; i < 12; i++) {
      const rows = await executePrepared(database.db, probe());
      expect(rows[0]).toEqual({ id: 1, name: 'Harbour', brn: '30012345' });
    }
  });
});
