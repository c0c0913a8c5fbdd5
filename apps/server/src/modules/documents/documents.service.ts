import { randomUUID } from 'node:crypto';
import { dataHash, fileNameOf, planFor, renderPlanned, type TCasePlanned } from './case-plan.js';
import {
  documentTitle,
  findHolder,
  signerDisplayName,
  type TCaseDocument,
  type TCaseDocuments,
  type TCaseInformation,
  type TAnyDocumentKind,
  type TLanguage,
  type TSignRequest,
} from '@portal/domain';
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { CaseDocumentsTable } from '../../db/schema.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext, TRequestMeta } from '../auth/auth.service.js';
import { isFirmStaff } from '../cases/case-access.js';
import { loadEngineCase, type TLoadedCase } from '../cases/case-moves.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import type { TFileStore } from '../files/file-store.js';
import { readStoredBytes, removingWrittenOnFailure, storeServerFile } from '../files/files.service.js';
import type { TStampSignature } from './pdf/stamp.js';

export type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;
export type TDocumentRow = Selectable<CaseDocumentsTable>;

export interface TDocumentDeps {
  db: TDb;
  store: TFileStore;
}

export const SIGNING_ACTION_KEYS = ['POC_DOC_SIGN', 'T_AR_DOC_SIGN'] as const;

function signersOf(plan: TCasePlanned, info: TCaseInformation): { holderID: string; name: string }[] {
  return plan.signers.map((holderID) => {
    const holder = findHolder(info.stakeholders, holderID);
    return { holderID, name: holder ? signerDisplayName(holder) : holderID };
  });
}

/**
 * Makes the case's documents agree with its data: a planned document whose data changed (or that is
 * no longer planned) is superseded, kept for the record; a missing one is rendered. Runs under the
 * case's row lock, so two callers never make the same document twice.
 */
async function syncDocuments(
  trx: TDb,
  store: TFileStore,
  row: TCaseRow,
  info: TCaseInformation,
  written: string[],
): Promise<void> {
  const casePlan = await planFor(trx, row, info);
  const plan = casePlan.documents;
  const current = await trx
    .selectFrom('case_documents')
    .selectAll()
    .where('case_id', '=', row.id)
    .where('superseded_at', 'is', null)
    .execute();
  const byKey = new Map(current.map((d) => [d.doc_key, d]));
  const planned = new Set(plan.map((p) => p.key));
  const stale = current.filter(
    (d) =>
      !planned.has(d.doc_key) ||
      d.data_hash !==
        dataHash(
          row,
          info,
          casePlan,
          plan.find((p) => p.key === d.doc_key)!,
        ),
  );
  if (stale.length) {
    await trx
      .updateTable('case_documents')
      .set({ superseded_at: new Date() })
      .where(
        'id',
        'in',
        stale.map((d) => d.id),
      )
      .execute();
  }
  const staleIds = new Set(stale.map((d) => d.id));
  for (const p of plan) {
    const existing = byKey.get(p.key);
    if (existing && !staleIds.has(existing.id)) continue;
    const documentId = randomUUID();
    const subject = p.subjectHolderID ? findHolder(info.stakeholders, p.subjectHolderID) : undefined;
    const rendered = await renderPlanned(row, info, casePlan, p, documentId);
    const signers = signersOf(p, info);
    const file = await storeServerFile(trx, store, {
      firmId: row.firm_id,
      caseId: row.id,
      fileName: fileNameOf(p.kind, row.case_ref, subject ? signerDisplayName(subject) : null, 1),
      mimeType: 'application/pdf',
      extension: 'pdf',
      bytes: rendered.bytes,
      origin: 'GENERATED',
      visibleHolderIds: signers.map((s) => s.holderID),
    });
    written.push(file.storageKey);
    await trx
      .insertInto('case_documents')
      .values({
        id: documentId,
        firm_id: row.firm_id,
        case_id: row.id,
        doc_key: p.key,
        kind: p.kind,
        subject_holder_id: p.subjectHolderID,
        signers: JSON.stringify(signers),
        layout: JSON.stringify(rendered.slots),
        data_hash: dataHash(row, info, casePlan, p),
        original_file_id: file.id,
        original_sha256: file.sha256,
      })
      .execute();
    await trx
      .insertInto('document_versions')
      .values({
        document_id: documentId,
        version: 1,
        file_id: file.id,
        sha256: file.sha256,
        reason: 'GENERATED',
      })
      .execute();
  }
}

/** True when the stored documents already match the data (no lock or rendering needed). */
export async function documentsCurrent(db: TDb, row: TCaseRow, info: TCaseInformation): Promise<boolean> {
  const casePlan = await planFor(db, row, info);
  const plan = casePlan.documents;
  const current = await db
    .selectFrom('case_documents')
    .select(['doc_key', 'data_hash'])
    .where('case_id', '=', row.id)
    .where('superseded_at', 'is', null)
    .execute();
  if (current.length !== plan.length) return false;
  const hashes = new Map(current.map((d) => [d.doc_key, d.data_hash]));
  return plan.every((p) => hashes.get(p.key) === dataHash(row, info, casePlan, p));
}

/** Runs `work` in a transaction holding the case's lock; bytes written by a rolled-back attempt are removed. */
async function withCaseLock<T>(
  deps: TDocumentDeps,
  auth: TCaller,
  caseId: string,
  work: (trx: TDb, row: TCaseRow, loaded: TLoadedCase, written: string[]) => Promise<T>,
): Promise<T> {
  return removingWrittenOnFailure(deps.store, (written) =>
    deps.db.transaction().execute(async (trx) => {
      const row = await requireVisibleCase(trx, auth, caseId, true);
      const loaded = await loadEngineCase(trx, row);
      return work(trx, row, loaded, written);
    }),
  );
}

/** The holders the caller is: a stakeholder who linked with their code, or the client named as one. */
export function callerHolderIds(loaded: TLoadedCase, auth: TCaller): Set<string> {
  return new Set(loaded.ctx.stakeholders.filter((s) => s.userID === auth.userId).map((s) => s.holderID));
}

export function seesEverything(row: TCaseRow, auth: TCaller): boolean {
  return (
    (isFirmStaff(auth) && auth.firmId === row.firm_id) ||
    auth.userType === 'SMOOOTH' ||
    row.client_user_id === auth.userId
  );
}

function signingOpen(loaded: TLoadedCase): boolean {
  return loaded.tasks.some(
    (t) => t.status === 'IN_PROGRESS' && (SIGNING_ACTION_KEYS as readonly string[]).includes(t.action_key),
  );
}

interface TDocumentState {
  row: TDocumentRow;
  versions: {
    version: number;
    file_id: string;
    sha256: string;
    reason: 'GENERATED' | 'SIGNED';
    created_at: Date;
    file_size: number;
    file_name: string;
  }[];
  signatures: {
    id: string;
    holder_id: string;
    signed_at: Date;
    is_digital: boolean;
    method: 'DRAWN' | 'TYPED' | 'PAPER';
  }[];
}

export async function loadStates(db: TDb, documents: TDocumentRow[]): Promise<TDocumentState[]> {
  const ids = documents.map((d) => d.id);
  if (ids.length === 0) return [];
  const [versions, signatures] = await Promise.all([
    db
      .selectFrom('document_versions')
      .innerJoin('files', 'files.id', 'document_versions.file_id')
      .select([
        'document_versions.document_id',
        'document_versions.version',
        'document_versions.file_id',
        'document_versions.sha256',
        'document_versions.reason',
        'document_versions.created_at',
        'files.file_size',
        'files.file_name',
      ])
      .where('document_versions.document_id', 'in', ids)
      .orderBy('document_versions.version', 'desc')
      .execute(),
    db
      .selectFrom('document_signatures')
      .select(['id', 'document_id', 'holder_id', 'signed_at', 'is_digital', 'method'])
      .where('document_id', 'in', ids)
      .execute(),
  ]);
  return documents.map((row) => ({
    row,
    versions: versions
      .filter((v) => v.document_id === row.id)
      .map((v) => ({ ...v, file_size: Number(v.file_size) })),
    signatures: signatures.filter((s) => s.document_id === row.id),
  }));
}

function toDocument(
  state: TDocumentState,
  loaded: TLoadedCase,
  mine: Set<string>,
  mayRecordPaper: boolean,
  open: boolean,
  language: TLanguage,
): TCaseDocument {
  const { row } = state;
  const latest = state.versions[0]!;
  const signed = new Map(state.signatures.map((s) => [s.holder_id, s]));
  const signers = row.signers;
  const accountless = new Set(
    loaded.ctx.stakeholders.filter((s) => s.userID === null).map((s) => s.holderID),
  );
  const subject = row.subject_holder_id
    ? findHolder(loaded.information.stakeholders, row.subject_holder_id)
    : undefined;
  const status =
    signers.length === 0
      ? 'NOT_REQUIRED'
      : signed.size === 0
        ? 'UNSIGNED'
        : signers.every((s) => signed.has(s.holderID))
          ? 'SIGNED'
          : 'PARTIALLY_SIGNED';
  return {
    documentID: row.id,
    kind: row.kind as TAnyDocumentKind,
    title: documentTitle(row.kind, language),
    subjectHolderID: row.subject_holder_id,
    subjectName: subject ? signerDisplayName(subject) : null,
    status,
    fileID: latest.file_id,
    fileName: latest.file_name,
    fileSize: latest.file_size,
    fileType: 'application/pdf',
    nameOfSignList: signers.map((s) => s.name),
    signatories: signers.map((s) => {
      const signature = signed.get(s.holderID);
      return {
        holderID: s.holderID,
        name: s.name,
        signed: Boolean(signature),
        signID: signature?.id ?? null,
        signDateTime: signature?.signed_at.toISOString() ?? null,
        isDigitalSigned: signature ? signature.is_digital : null,
        method: signature?.method ?? null,
        mayISign: open && !signature && mine.has(s.holderID),
        mayRecordPaper: open && !signature && mayRecordPaper && accountless.has(s.holderID),
      };
    }),
    originalFileID: row.original_file_id,
    originalSha256: row.original_sha256,
    versions: state.versions.map((v) => ({
      version: v.version,
      fileID: v.file_id,
      fileSize: v.file_size,
      sha256: v.sha256,
      reason: v.reason,
      createdDate: v.created_at.toISOString(),
    })),
    createdDate: row.created_at.toISOString(),
  };
}

/** GET /api/cases/:caseID/documents: made (or made again) from the case's current data first. */
export async function caseDocuments(
  deps: TDocumentDeps,
  auth: TCaller,
  caseId: string,
): Promise<TCaseDocuments> {
  let row = await requireVisibleCase(deps.db, auth, caseId);
  let loaded = await loadEngineCase(deps.db, row);
  if (row.status === 'OPEN' && !(await documentsCurrent(deps.db, row, loaded.information))) {
    [row, loaded] = await withCaseLock(deps, auth, caseId, async (trx, locked, lockedLoaded, written) => {
      await syncDocuments(trx, deps.store, locked, lockedLoaded.information, written);
      return [locked, lockedLoaded] as const;
    });
  }
  return documentsView(deps.db, row, loaded, auth);
}

async function documentsView(
  db: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  auth: TCaller,
): Promise<TCaseDocuments> {
  const all = await db
    .selectFrom('case_documents')
    .selectAll()
    .where('case_id', '=', row.id)
    .orderBy('created_at')
    .execute();
  const everything = seesEverything(row, auth);
  const mine = callerHolderIds(loaded, auth);
  const visible = (d: TDocumentRow) => everything || d.signers.some((s) => mine.has(s.holderID));
  const open = signingOpen(loaded);
  const states = await loadStates(
    db,
    all.filter((d) => d.superseded_at === null && visible(d)),
  );
  // SMOOOTH reads everything but acts on nothing.
  const mayRecord = everything && auth.userType !== 'SMOOOTH';
  const documents = states.map((s) => toDocument(s, loaded, mine, mayRecord, open, auth.language));
  const missing = new Map<string, { holderID: string; name: string; documentIDs: string[] }>();
  for (const d of documents) {
    for (const s of d.signatories.filter((x) => !x.signed)) {
      const entry = missing.get(s.holderID) ?? { holderID: s.holderID, name: s.name, documentIDs: [] };
      entry.documentIDs.push(d.documentID);
      missing.set(s.holderID, entry);
    }
  }
  return {
    caseID: row.id,
    signingOpen: open,
    signingComplete: documents.length > 0 && missing.size === 0,
    missing: [...missing.values()],
    documents,
    superseded: all
      .filter((d) => d.superseded_at !== null && visible(d))
      .map((d) => ({
        documentID: d.id,
        kind: d.kind as TAnyDocumentKind,
        title: documentTitle(d.kind, auth.language),
        fileID: d.original_file_id,
        createdDate: d.created_at.toISOString(),
      })),
  };
}

/**
 * Who still has to sign, as names, for the workflow's signaturesCaptured check: every signatory of
 * the case (the client's task) or one holder's (a stakeholder's task). Documents not made yet count
 * as unsigned by everyone they will need, so the check fails closed.
 */
export async function missingSignatures(
  trx: TDb,
  row: TCaseRow,
  info: TCaseInformation,
  holderId: string | null,
): Promise<string[]> {
  const casePlan = await planFor(trx, row, info);
  const plan = casePlan.documents;
  const current = await trx
    .selectFrom('case_documents')
    .selectAll()
    .where('case_id', '=', row.id)
    .where('superseded_at', 'is', null)
    .execute();
  const states = await loadStates(trx, current);
  const names = new Set<string>();
  for (const p of plan) {
    const state = states.find(
      (s) => s.row.doc_key === p.key && s.row.data_hash === dataHash(row, info, casePlan, p),
    );
    const signed = new Set(state?.signatures.map((s) => s.holder_id) ?? []);
    for (const signer of signersOf(p, info)) {
      if (holderId !== null && signer.holderID !== holderId) continue;
      if (!signed.has(signer.holderID)) names.add(signer.name);
    }
  }
  return [...names];
}

function decodePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 67 || !bytes.subarray(0, 8).equals(signature)) throw fieldError('image', 'invalid');
  return bytes;
}

async function requireSignable(
  trx: TDb,
  row: TCaseRow,
  loaded: TLoadedCase,
  documentId: string,
  holderId: string,
): Promise<TDocumentRow> {
  const document = await trx
    .selectFrom('case_documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('case_id', '=', row.id)
    .executeTakeFirst();
  if (!document) throw new AppError('NOT_FOUND');
  if (!signingOpen(loaded) || document.superseded_at !== null) throw new AppError('SIGNING_NOT_OPEN');
  if (!document.signers.some((s) => s.holderID === holderId))
    throw new AppError('NOT_A_SIGNATORY', {}, { field: 'holderID' });
  const already = await trx
    .selectFrom('document_signatures')
    .select('id')
    .where('document_id', '=', document.id)
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
  if (already) throw new AppError('ALREADY_SIGNED');
  return document;
}

/** Writes the next version: the original with every signature so far, and the audit page. */
async function restamp(
  trx: TDb,
  store: TFileStore,
  row: TCaseRow,
  document: TDocumentRow,
  written: string[],
): Promise<void> {
  const original = await trx
    .selectFrom('files')
    .select('storage_key')
    .where('id', '=', document.original_file_id)
    .executeTakeFirstOrThrow();
  const signatures = await trx
    .selectFrom('document_signatures')
    .leftJoin('files', 'files.id', 'document_signatures.file_id')
    .selectAll('document_signatures')
    .select(['files.storage_key', 'files.mime_type'])
    .where('document_id', '=', document.id)
    .orderBy('signed_at')
    .execute();
  const stamps: TStampSignature[] = [];
  for (const s of signatures) {
    stamps.push({
      holderID: s.holder_id,
      signerName: s.signer_name,
      signerEmail: s.signer_email,
      method: s.method,
      image: s.method === 'DRAWN' && s.storage_key ? await readStoredBytes(store, s.storage_key) : null,
      typedName: s.typed_name,
      signID: s.id,
      signedAt: s.signed_at,
      ipAddress: s.ip_address,
    });
  }
  const last = await trx
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('document_id', '=', document.id)
    .executeTakeFirstOrThrow();
  const version = Number(last.version ?? 1) + 1;
  const { stampSignatures } = await import('./pdf/stamp.js');
  let bytes: Uint8Array;
  try {
    bytes = await stampSignatures({
      original: await readStoredBytes(store, original.storage_key),
      slots: document.layout,
      signatures: stamps,
      documentId: document.id,
      title: documentTitle(document.kind, 'en'),
      caseRef: row.case_ref,
      version,
      originalSha256: document.original_sha256,
      signers: document.signers,
    });
  } catch (error) {
    // pdf-lib refuses a PNG it cannot read: the drawing sent was not a usable image.
    if (error instanceof Error && /png/i.test(error.message)) throw fieldError('image', 'invalid');
    throw error;
  }
  const file = await storeServerFile(trx, store, {
    firmId: row.firm_id,
    caseId: row.id,
    fileName: fileNameOf(document.kind, row.case_ref, null, version),
    mimeType: 'application/pdf',
    extension: 'pdf',
    bytes,
    origin: 'SIGNED',
    visibleHolderIds: document.signers.map((s) => s.holderID),
  });
  written.push(file.storageKey);
  await trx
    .insertInto('document_versions')
    .values({ document_id: document.id, version, file_id: file.id, sha256: file.sha256, reason: 'SIGNED' })
    .execute();
}

/**
 * POST .../signatures (drawn or typed) and .../paper-signatures: records the signature, stamps a new
 * version, then lets `afterSign` complete the signing tasks whose signatures are all in, all in one
 * transaction under the case's lock.
 */
export async function recordSignature(
  deps: TDocumentDeps,
  auth: TCaller,
  meta: TRequestMeta,
  caseId: string,
  documentId: string,
  request: TSignRequest | { method: 'PAPER'; holderID: string; fileID: string },
  afterSign: (trx: TDb, row: TCaseRow) => Promise<void>,
): Promise<TCaseDocument> {
  return withCaseLock(deps, auth, caseId, async (trx, row, loaded, written) => {
    if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
    const document = await requireSignable(trx, row, loaded, documentId, request.holderID);
    const signer = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    const holder = findHolder(loaded.information.stakeholders, request.holderID);
    const signerName = holder ? signerDisplayName(holder) : request.holderID;
    let fileId: string | null = null;
    if (request.method === 'PAPER') {
      const accountless = loaded.ctx.stakeholders.some(
        (s) => s.holderID === request.holderID && s.userID === null,
      );
      if (!accountless || !seesEverything(row, auth) || auth.userType === 'SMOOOTH') {
        throw new AppError('NOT_A_SIGNATORY', {}, { field: 'holderID' });
      }
      const scan = await trx
        .selectFrom('files')
        .select(['id', 'mime_type'])
        .where('id', '=', request.fileID)
        .where('case_id', '=', row.id)
        .where('origin', '=', 'UPLOAD')
        .executeTakeFirst();
      if (!scan) throw fieldError('fileID', 'invalid');
      fileId = scan.id;
    } else {
      if (!callerHolderIds(loaded, auth).has(request.holderID))
        throw new AppError('NOT_A_SIGNATORY', {}, { field: 'holderID' });
      if (request.method === 'DRAWN') {
        const image = await storeServerFile(trx, deps.store, {
          firmId: row.firm_id,
          caseId: row.id,
          fileName: `signature-${request.holderID}.png`,
          mimeType: 'image/png',
          extension: 'png',
          bytes: decodePng(request.image),
          origin: 'SIGNATURE',
          visibleHolderIds: [request.holderID],
        });
        written.push(image.storageKey);
        fileId = image.id;
      }
    }
    await trx
      .insertInto('document_signatures')
      .values({
        document_id: document.id,
        holder_id: request.holderID,
        signer_user_id: auth.userId,
        signer_name: signerName,
        signer_email: signer.email,
        method: request.method,
        is_digital: request.method !== 'PAPER',
        typed_name: request.method === 'TYPED' ? request.typedName : null,
        file_id: fileId,
        ip_address: meta.ip,
        user_agent: meta.userAgent,
        original_sha256: document.original_sha256,
      })
      .execute();
    await restamp(trx, deps.store, row, document, written);
    await afterSign(trx, row);
    const after = await loadEngineCase(trx, row);
    const [state] = await loadStates(trx, [document]);
    return toDocument(
      state!,
      after,
      callerHolderIds(after, auth),
      seesEverything(row, auth) && auth.userType !== 'SMOOOTH',
      signingOpen(after),
      auth.language,
    );
  });
}
