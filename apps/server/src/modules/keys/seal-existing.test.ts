import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/database.js';
import { buildFirm, buildUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/setup.js';
import { sealExistingData, sealExistingDataOnce } from './seal-existing.js';

/**
 * Data stored before sealing existed (ADR 0031) is sealed by the sweep at start: rows written in clear
 * are rewritten sealed, records kept as written included, and read back the same.
 */

let database: TDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PERSON = {
  holderID: 'mei',
  holderType: 'I',
  engFirstName: 'Mei',
  engLastName: 'Chan',
  idNum: 'C112233(9)',
  resAddress: { engBuilding: 'Quiet Court', country: 'HKG' },
  corrAddress: { engBuilding: 'Busy Tower', country: 'HKG' },
};
const INFORMATION = { companyEngName: 'Old Clear Limited', stakeholders: [PERSON] };
const DD_DETAILS = { identityDocument: { documentType: 'HKID', number: 'C1122339', checked: true } };

async function allRowsText(): Promise<string> {
  const tables = ['entities', 'compliance_records', 'name_searches', 'user_second_factors'];
  const parts = await Promise.all(
    tables.map(async (t) => {
      const { rows } = await sql<{ r: string }>`select t::text as r from ${sql.table(t)} t`.execute(
        database.db,
      );
      return rows.map((row) => row.r).join('\n');
    }),
  );
  return parts.join('\n');
}

describe('sealing what was stored in clear', () => {
  it('seals old rows in place, records kept as written included, and reads them back the same', async () => {
    const firmId = await buildFirm(database.db);
    const user = await buildUser(database.db, { userType: 'COM_SEC', firmId });
    // Written as the portal wrote them before sealing: plain JSON and text, bypassing sealDocument.
    const entityId = randomUUID();
    await sql`insert into entities (id, firm_id, company_eng_name, information, first_records)
      values (${entityId}, ${firmId}, 'Old Clear Limited', ${JSON.stringify(INFORMATION)}::jsonb,
        ${JSON.stringify(INFORMATION)}::jsonb)`.execute(database.db);
    const recordId = randomUUID();
    await sql`insert into compliance_records (id, firm_id, compliance_type, entity_id, holder_id, record_key,
        version, company_eng_name, company_chi_name, record_name, details, remarks, prepared_by)
      values (${recordId}, ${firmId}, 'DUE_DILIGENCE', ${entityId}, 'mei', ${recordId}, 1, 'Old Clear Limited',
        '', 'Mei Chan', ${JSON.stringify(DD_DETAILS)}::jsonb, '', ${user.id})`.execute(database.db);
    const searchId = randomUUID();
    await sql`insert into name_searches (id, firm_id, created_by, origin, name, type, date_of_birth, id_number,
        threshold, list_version_ids, match_count, open_hits, outcome)
      values (${searchId}, ${firmId}, ${user.id}, 'MANUAL', 'Mei Chan', 'I', '1975-06-07', 'C112233(9)', 0.85,
        '[]'::jsonb, 0, 0, 'NO_HITS')`.execute(database.db);
    await sql`insert into user_second_factors (user_id, secret) values (${user.id}, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`.execute(
      database.db,
    );
    const clearBefore = await allRowsText();
    for (const clear of ['C112233(9)', 'C1122339', 'Quiet Court', '1975-06-07', 'JBSWY3DPEHPK3PXP'])
      expect(clearBefore).toContain(clear);

    const report = await sealExistingData(database.db, { pageSize: 2 });
    expect(report).toMatchObject({
      entities: 1,
      compliance_records: 1,
      name_searches: 1,
      user_second_factors: 1,
    });

    const after = await allRowsText();
    for (const clear of ['C112233(9)', 'C1122339', 'Quiet Court', '1975-06-07', 'JBSWY3DPEHPK3PXP'])
      expect(after).not.toContain(clear);
    expect(after).toContain('Busy Tower');

    const entity = await database.db
      .selectFrom('entities')
      .select(['information', 'first_records'])
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(entity.information).toEqual(INFORMATION);
    expect(entity.first_records).toEqual(INFORMATION);
    const record = await database.db
      .selectFrom('compliance_records')
      .select('details')
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(record.details).toEqual(DD_DETAILS);

    // Records kept as written still refuse any other change.
    await expect(
      sql`update compliance_records set remarks = 'changed' where id = ${recordId}`.execute(database.db),
    ).rejects.toThrow('kept as written');

    // Nothing is left to seal: a second sweep writes nothing.
    expect(Object.values(await sealExistingData(database.db)).every((n) => n === 0)).toBe(true);
  });

  it('runs once per database, and never on one made after sealing existed', async () => {
    // The migration marked this database (empty when it ran) as having nothing stored before.
    expect(await sealExistingDataOnce(database.db)).toBeNull();
    // One upgraded with data in it has no mark: the sweep runs once, then no more.
    await database.db.deleteFrom('app_settings').where('key', '=', 'identity_data_sealed').execute();
    expect(await sealExistingDataOnce(database.db)).not.toBeNull();
    expect(await sealExistingDataOnce(database.db)).toBeNull();
  });
});
