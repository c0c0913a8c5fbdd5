import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  type TDocumentKind,
  type TEntityDocument,
  type THolder,
  type TLanguage,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { caseFileReadableByMember } from '../files/file-access.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId'>;

/**
 * The documents of an entity: its own files (certificates and the like, uploaded with its companyID
 * or recorded at completion) and the generated and signed documents of its cases, each as its
 * latest version. A client gets only what GET /api/file/download would give them (the rule of
 * files/file-access.ts, as one SQL condition so a whole list is filtered in one query).
 */

/** Readable by the caller, on `f` (files) and `c` (its case, left-joined; null for an entity's file). */
function readableBy(auth: TCaller): RawBuilder<SqlBool> {
  if (auth.userType === 'SMOOOTH') return sql<SqlBool>`true`;
  if (isFirmStaff(auth)) return sql<SqlBool>`f.firm_id = ${auth.firmId}`;
  if (auth.userType !== 'GU') return sql<SqlBool>`false`;
  const me = auth.userId;
  return sql<SqlBool>`(
    (f.entity_id is not null and exists (
      select 1 from entity_members em where em.entity_id = f.entity_id and em.user_id = ${me}))
    or (f.case_id is not null and ${caseFileReadableByMember(me)})
  )`;
}

/** The entity's cases whose documents count as the company's: the creating case and every later one. */
function entityCaseIds(entityId: string): RawBuilder<unknown> {
  return sql`(select id from cases where status <> 'CANCELLED' and (entity_id = ${entityId}
    or id = (select created_from_case_id from entities where id = ${entityId})))`;
}

const isDocumentKind = (kind: string): kind is TDocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

interface TFileRow {
  id: string;
  file_name: string;
  file_size: number | string;
  mime_type: string;
  created_at: Date | string;
  doc_kind: string | null;
  case_id: string | null;
  case_ref: string | null;
  kind: string | null;
  signed: boolean;
}

function toDocument(r: TFileRow, source: 'COMPANY' | 'CASE', language: TLanguage): TEntityDocument {
  return {
    fileID: r.id,
    fileName: r.file_name,
    fileSize: Number(r.file_size),
    fileType: r.mime_type,
    source,
    docKind: r.doc_kind,
    title: r.kind && isDocumentKind(r.kind) ? DOCUMENT_TITLES[r.kind][language] : null,
    signed: r.signed,
    caseID: r.case_id,
    caseRef: r.case_ref,
    createdDate: new Date(r.created_at).toISOString(),
  };
}

/** The company's documents the caller may read: its own files first, then its cases' documents. */
export async function entityDocuments(
  db: TDb,
  auth: TCaller,
  entityId: string,
  language: TLanguage,
): Promise<TEntityDocument[]> {
  // doc_kind arrives with the completion step's certificates; read through to_jsonb so this query
  // runs the same whether or not that column exists yet.
  const own = await sql<TFileRow>`
    select f.id, f.file_name, f.file_size, f.mime_type, f.created_at,
      to_jsonb(f) ->> 'doc_kind' as doc_kind, null::uuid as case_id, null::text as case_ref,
      null::text as kind, false as signed
    from files f left join cases c on c.id = f.case_id
    where f.entity_id = ${entityId} and f.origin <> 'SIGNATURE' and ${readableBy(auth)}
    order by f.created_at, f.id`.execute(db);
  const fromCases = await sql<TFileRow>`
    select f.id, f.file_name, f.file_size, f.mime_type, f.created_at, null::text as doc_kind,
      c.id as case_id, c.case_ref, d.kind, (v.reason = 'SIGNED') as signed
    from case_documents d
    join cases c on c.id = d.case_id
    join document_versions v on v.document_id = d.id
      and v.version = (select max(v2.version) from document_versions v2 where v2.document_id = d.id)
    join files f on f.id = v.file_id
    where d.case_id in ${entityCaseIds(entityId)} and d.superseded_at is null and ${readableBy(auth)}
    order by c.created_at, d.created_at, d.id`.execute(db);
  return [
    ...own.rows.map((r) => toDocument(r, 'COMPANY', language)),
    ...fromCases.rows.map((r) => toDocument(r, 'CASE', language)),
  ];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file ids a holder's particulars refer to: identity documents, proofs of address, company papers. */
export function holderFileIds(h: THolder): string[] {
  const ids = [
    ...(h.idDocs ?? []),
    ...(h.resAddress?.supDoc ?? []),
    ...(h.corrAddress?.supDoc ?? []),
    ...(h.regAddress?.supDoc ?? []),
    ...(h.shareholderDocList ?? []),
  ];
  return [...new Set(ids.filter((id) => UUID.test(id)))];
}

/**
 * One holder's documents the caller may read: what they uploaded as that stakeholder in the entity's
 * cases and the files their particulars refer to (of those cases only).
 */
export async function holderDocuments(
  db: TDb,
  auth: TCaller,
  entityId: string,
  holderId: string,
  referencedIds: readonly string[],
  language: TLanguage,
): Promise<TEntityDocument[]> {
  const referenced = referencedIds.length
    ? sql`f.id in (${sql.join(referencedIds.map((id) => sql`${id}::uuid`))})`
    : sql`false`;
  const rows = await sql<TFileRow>`
    select f.id, f.file_name, f.file_size, f.mime_type, f.created_at, null::text as doc_kind,
      c.id as case_id, c.case_ref, null::text as kind, false as signed
    from files f join cases c on c.id = f.case_id
    where f.case_id in ${entityCaseIds(entityId)} and f.origin = 'UPLOAD'
      and (f.holder_id = ${holderId} or ${referenced}) and ${readableBy(auth)}
    order by f.created_at, f.id`.execute(db);
  return rows.rows.map((r) => toDocument(r, 'CASE', language));
}
