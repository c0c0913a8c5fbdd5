import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../test/setup.js';
import type { TDatabase } from './database.js';
import { listMigrations, migrate } from './migrate.js';

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('migrate', () => {
  it('records every migration file once and applies nothing the second time', async () => {
    const files = await listMigrations();
    expect(files.length).toBeGreaterThan(0);
    const rows = await database.db
      .selectFrom('schema_migrations' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name));
    expect(await migrate(database)).toEqual([]);
  });

  it('keeps the firm rule in the database: staff need a firm, clients have none', async () => {
    const insert = (userType: string, firmId: string | null) =>
      sql`insert into users (username, email, password_hash, user_type, firm_id) values (${`u${Math.random()}`}, ${`${Math.random()}@x.example`}, 'x', ${userType}, ${firmId})`.execute(
        database.db,
      );
    await expect(insert('COM_SEC', null)).rejects.toThrow(/users_firm_by_type/);
    const firm = await database.db
      .insertInto('firms')
      .values({ name: 'Check Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(insert('GU', firm.id)).rejects.toThrow(/users_firm_by_type/);
    await expect(insert('COM_SEC', firm.id)).resolves.toBeDefined();
  });

  it('rolls back a failing migration completely', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mig-'));
    await fs.writeFile(
      path.join(dir, '20990101000000-half-broken.sql'),
      'CREATE TABLE half_made (id int);\nSELECT no_such_function();',
    );
    await expect(migrate(database, dir)).rejects.toThrow(/20990101000000-half-broken\.sql failed/);
    const exists = await sql<{ t: string | null }>`select to_regclass('half_made')::text as t`.execute(
      database.db,
    );
    expect(exists.rows[0]?.t).toBeNull();
    await fs.rm(dir, { recursive: true });
  });
});
