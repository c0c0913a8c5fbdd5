import { sql } from 'kysely';
import { dueDiligenceSubjects, type TCaseInformation } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { TJobHandler } from '../jobs/job-runner.js';
import { queueMail } from '../mail/mail.service.js';
import { RESCREEN_JOB } from '../screening-lists/screening-lists.service.js';
import { screeningNamesOf } from './case-screening.js';
import { runNameSearch } from './name-search.service.js';
import type { TScreeningIndexHolder } from './screening-index.holder.js';

/**
 * Ongoing monitoring (issue 20 point 7): when a list version is imported, every active company's
 * people are screened again on the new lists, in the background (the jobs table: it survives restarts
 * and runs on one server copy at a time). Hits the firm already decided for the same name keep their
 * decision; new ones are mailed to the officer in charge and wait on /name-search/history. The job
 * works a batch of companies and books the next, and skips a person already screened on these
 * versions, so a retried or repeated job screens no one twice.
 */

const BATCH = 100;

async function officerOf(db: TDb, entityId: string) {
  const row = await db
    .selectFrom('cases')
    .innerJoin('users', 'users.id', 'cases.officer_user_id')
    .select(['users.id', 'users.email', 'users.eng_first_name', 'users.eng_last_name', 'users.language'])
    .where('cases.entity_id', '=', entityId)
    .where('users.status', '=', 'ACTIVE')
    .orderBy(sql`(cases.status = 'OPEN')`, 'desc')
    .orderBy('cases.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row;
}

/** Whether this person was already screened under this name on exactly these versions (a retry). */
async function screenedAlready(db: TDb, entityId: string, holderId: string, name: string, key: string) {
  const row = await db
    .selectFrom('name_searches')
    .select('id')
    .where('entity_id', '=', entityId)
    .where('holder_id', '=', holderId)
    .where('origin', '=', 'MONITORING')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where(sql<boolean>`list_version_ids @> ${key}::jsonb and ${key}::jsonb @> list_version_ids`)
    .executeTakeFirst();
  return Boolean(row);
}

/** Screens one batch of active companies after `after` (by id); returns the last id, or null at the end. */
export async function rescreenBatch(
  db: TDb,
  screening: TScreeningIndexHolder,
  publicUrl: string,
  after: string | null,
): Promise<{ last: string | null; searches: number; newHits: number }> {
  const state = await screening.current();
  if (!state) return { last: null, searches: 0, newHits: 0 };
  const key = JSON.stringify(state.versions.map((v) => v.versionID));
  let query = db
    .selectFrom('entities')
    .select(['id', 'firm_id', 'company_eng_name', 'company_chi_name', 'information'])
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .limit(BATCH);
  if (after) query = query.where('id', '>', after);
  const entities = await query.execute();
  let searches = 0;
  let newHits = 0;
  for (const e of entities) {
    const info = e.information as unknown as TCaseInformation;
    const people: string[] = [];
    for (const s of dueDiligenceSubjects(info.stakeholders ?? [])) {
      for (const { name, type } of screeningNamesOf(s.holder)) {
        if (await screenedAlready(db, e.id, s.holderID, name, key)) continue;
        let fresh = 0;
        await runNameSearch(
          { db, screening },
          null,
          { name, type },
          {
            origin: 'MONITORING',
            entityId: e.id,
            holderId: s.holderID,
            carryForward: true,
            onFresh: (n) => {
              fresh = n;
            },
          },
          e.firm_id,
        );
        searches += 1;
        if (fresh > 0) {
          newHits += fresh;
          people.push(`${name} (${fresh})`);
        }
      }
    }
    if (people.length > 0) await alertOfficer(db, e, people, state.versions, publicUrl);
  }
  const last = entities.length === BATCH ? (entities.at(-1)?.id ?? null) : null;
  return { last, searches, newHits };
}

async function alertOfficer(
  db: TDb,
  entity: { id: string; firm_id: string; company_eng_name: string | null; company_chi_name: string | null },
  people: string[],
  versions: { list: string; publishedDate: string | null; importedAt: string }[],
  publicUrl: string,
): Promise<void> {
  const officer = await officerOf(db, entity.id);
  if (!officer) return;
  const newest = versions.reduce((a, b) => (b.importedAt > a.importedAt ? b : a));
  await queueMail(db, {
    firmId: entity.firm_id,
    to: officer.email,
    language: officer.language,
    template: 'screeningAlert',
    values: {
      name: `${officer.eng_first_name} ${officer.eng_last_name}`.trim(),
      companyName: entity.company_eng_name ?? entity.company_chi_name ?? '',
      hitCount: String(people.reduce((n, p) => n + Number(/\((\d+)\)$/.exec(p)?.[1] ?? 0), 0)),
      people: people.join(', '),
      listName: newest.list,
      listDate: newest.publishedDate ?? newest.importedAt.slice(0, 10),
      url: `${publicUrl.replace(/\/$/, '')}/name-search/history?outcome=PENDING`,
    },
  });
}

/** The monitoring job: one batch per run, booking the next batch until every company is done. */
export function createMonitoringJobHandlers(deps: {
  db: TDb;
  screening: TScreeningIndexHolder;
  publicUrl: string;
}): Record<string, TJobHandler> {
  return {
    [RESCREEN_JOB]: async (job) => {
      const payload = job.payload as { after?: string | null };
      const { last } = await rescreenBatch(deps.db, deps.screening, deps.publicUrl, payload.after ?? null);
      if (last) await enqueueJob(deps.db, RESCREEN_JOB, { after: last });
    },
  };
}
