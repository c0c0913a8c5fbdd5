import { assertWithinPlan } from '../plans/plan-usage.js';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SCREENING_THRESHOLD, screenName, type TScreeningHit } from '@portal/domain/screening';
import type {
  THitDecisionRequest,
  TListEntry,
  TListedEntryDetails,
  TNameSearch,
  TNameSearchRequest,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { hasAccepted } from '../legal/legal.service.js';
import {
  carryDecisions,
  findSearch,
  insertSearch,
  loadSearchRecord,
  lockSearch,
  refreshOutcome,
  type TNewMatch,
} from './name-search.repository.js';
import type { TScreeningIndexHolder } from './screening-index.holder.js';
import { PLATFORM_SCOPE } from '../keys/keyring.js';
import { sealText } from '../keys/sealed-documents.js';

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;
export interface TNameSearchDeps {
  db: TDb;
  screening: TScreeningIndexHolder;
}
export type TSearchOrigin = 'MANUAL' | 'DUE_DILIGENCE' | 'MONITORING';

/**
 * Whose searches the caller works with: a firm's staff their firm's, the platform operator (SMOOOTH)
 * its own (firm none). A client never reaches screening (the routes refuse GU; this is the backstop).
 */
export function searchScope(auth: Pick<TAuthContext, 'userType' | 'firmId'>): string | null {
  if (auth.userType === 'SMOOOTH') return null;
  if ((auth.userType === 'COM_SEC' || auth.userType === 'SYSTEM_ADMIN') && auth.firmId) return auth.firmId;
  throw new AppError('FORBIDDEN');
}

/** What the screens show of a listed party: its names, dates, places, documents in the list's words. */
export function entryDetails(e: TListEntry): TListedEntryDetails {
  return {
    type: e.type,
    primaryName: e.primaryName,
    aliases: e.names
      .filter((n) => n.quality !== 'PRIMARY')
      .map((n) => ({ name: n.name, quality: n.quality })),
    datesOfBirth: e.datesOfBirth.map((d) => d.text),
    placesOfBirth: e.placesOfBirth,
    nationalities: e.nationalities,
    documents: e.documents.map((d) =>
      [d.type, d.number, d.country ? `(${d.country})` : '', d.note ?? ''].filter(Boolean).join(' '),
    ),
    addresses: e.addresses,
    programs: e.programs,
    listedOn: e.listedOn,
    remarks: e.remarks,
  };
}

function matchOf(hit: TScreeningHit): TNewMatch {
  return {
    id: randomUUID(),
    list: hit.entry.list,
    listEntryId: hit.entry.listEntryId,
    reference: hit.entry.reference,
    name: hit.entry.primaryName,
    matchedName: hit.matchedName.name,
    matchedQuality: hit.matchedName.quality,
    score: Math.round(hit.score * 1000) / 1000,
    reasons: hit.reasons,
    entry: entryDetails(hit.entry),
  };
}

export interface TRunOptions {
  origin: TSearchOrigin;
  /** Ongoing monitoring: the active entity whose person is screened again. */
  entityId?: string;
  holderId?: string;
  /** Keep the firm's earlier decisions on the same listed parties for the same name (monitoring). */
  carryForward?: boolean;
  /** Told the hits left undecided (after any carried forward), inside the search's transaction. */
  onFresh?: (fresh: number) => void;
  meta?: TRequestMeta;
}

/**
 * Screens a name against the current list versions and keeps the search as it ran. A person's own
 * screening needs the name-search terms accepted (not the job's); no list loaded is an error, not an
 * empty answer, so a search of nothing never stands as a clear screening.
 */
export async function runNameSearch(
  deps: TNameSearchDeps,
  auth: TCaller | null,
  request: TNameSearchRequest,
  options: TRunOptions,
  firmIdForJob: string | null = null,
): Promise<TNameSearch> {
  const { db } = deps;
  const firmId = auth ? searchScope(auth) : firmIdForJob;
  if (auth && !(await hasAccepted(db, auth.userId, 'NAME_SEARCH_TERMS')))
    throw new AppError('SCREENING_TERMS_REQUIRED');
  if (request.holderID && !request.caseID) throw fieldError('caseID', 'required');
  if (request.caseID && auth) {
    if (!firmId) throw fieldError('caseID', 'invalid');
    await requireVisibleCase(db, auth, request.caseID);
  }
  const state = await deps.screening.current();
  if (!state) throw new AppError('SCREENING_NO_LIST');
  const hits = screenName(state.index, {
    name: request.name,
    type: request.type,
    ...(request.dateOfBirth ? { dateOfBirth: request.dateOfBirth } : {}),
    ...(request.nationality ? { nationality: request.nationality } : {}),
    ...(request.idNumber ? { idNumber: request.idNumber } : {}),
  });
  const matches = hits.map(matchOf);
  const searchId = randomUUID();
  await db.transaction().execute(async (trx) => {
    // What people search counts against the firm's plan; the portal's own monitoring does not.
    if (firmId && options.origin !== 'MONITORING')
      await assertWithinPlan(trx, firmId, 'nameSearchesPerMonth');
    await insertSearch(
      trx,
      {
        id: searchId,
        firm_id: firmId,
        created_by: auth?.userId ?? null,
        origin: options.origin,
        name: request.name,
        type: request.type,
        // Sealed at rest (ADR 0031): a searched person's date of birth and identity number.
        date_of_birth: await sealText(trx, firmId ?? PLATFORM_SCOPE, 'dateOfBirth', request.dateOfBirth),
        nationality: request.nationality ?? null,
        id_number: await sealText(trx, firmId ?? PLATFORM_SCOPE, 'idNumber', request.idNumber),
        case_id: request.caseID ?? null,
        holder_id: request.holderID ?? options.holderId ?? null,
        entity_id: options.entityId ?? null,
        threshold: DEFAULT_SCREENING_THRESHOLD,
        list_version_ids: state.versions.map((v) => v.versionID),
        match_count: matches.length,
        open_hits: matches.length,
        outcome: matches.length ? 'PENDING' : 'NO_HITS',
      },
      matches,
    );
    const fresh = options.carryForward
      ? await carryDecisions(trx, firmId, searchId, request.name, matches)
      : matches;
    options.onFresh?.(fresh.length);
    await writeAudit(trx, {
      action: 'name_search.run',
      firmId,
      actorUserId: auth?.userId ?? null,
      targetType: 'name_search',
      targetId: searchId,
      ip: options.meta?.ip ?? null,
      requestId: options.meta?.requestId ?? null,
      details: {
        name: request.name,
        type: request.type,
        origin: options.origin,
        caseID: request.caseID ?? null,
        listVersions: state.versions.map((v) => `${v.list} ${v.publishedDate ?? v.importedAt}`),
        matches: matches.map((m) => `${m.list} ${m.listEntryId} ${m.score}`),
      },
    });
  });
  return nameSearchRecord(db, auth, searchId, firmId);
}

/** One search as it ran, with every decision since; another firm's search is not found. */
export async function nameSearchRecord(
  db: TDb,
  auth: TCaller | null,
  searchId: string,
  firmIdForJob: string | null = null,
): Promise<TNameSearch> {
  const firmId = auth ? searchScope(auth) : firmIdForJob;
  const row = await findSearch(db, firmId, searchId);
  if (!row) throw new AppError('NOT_FOUND');
  return loadSearchRecord(db, row);
}

/**
 * Records a decision on one hit: a false positive with its reason, or a possible match escalated.
 * Decisions are added, never changed: a later one on the same hit supersedes it on the screens.
 */
export async function decideHit(
  db: TDb,
  auth: TCaller,
  searchId: string,
  request: THitDecisionRequest,
  meta: TRequestMeta,
): Promise<TNameSearch> {
  const firmId = searchScope(auth);
  await db.transaction().execute(async (trx) => {
    const row = await findSearch(trx, firmId, searchId);
    if (!row) throw new AppError('NOT_FOUND');
    await lockSearch(trx, searchId);
    const match = await trx
      .selectFrom('name_search_matches')
      .select(['id', 'list', 'list_entry_id'])
      .where('search_id', '=', searchId)
      .where('id', '=', request.matchID)
      .executeTakeFirst();
    if (!match) throw fieldError('matchID', 'invalid');
    await trx
      .insertInto('name_search_decisions')
      .values({
        id: randomUUID(),
        search_id: searchId,
        match_id: match.id,
        decision: request.decision,
        reason: request.reason,
        decided_by: auth.userId,
        carried_from: null,
      })
      .execute();
    await refreshOutcome(trx, searchId);
    await writeAudit(trx, {
      action: 'name_search.decided',
      firmId,
      actorUserId: auth.userId,
      targetType: 'name_search',
      targetId: searchId,
      ip: meta.ip,
      requestId: meta.requestId,
      details: {
        match: `${match.list} ${match.list_entry_id}`,
        decision: request.decision,
        reason: request.reason,
      },
    });
  });
  return nameSearchRecord(db, auth, searchId);
}
