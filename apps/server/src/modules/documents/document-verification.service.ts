import { createHash } from 'node:crypto';
import { documentTitle, type TDocumentVerification, type TLanguage } from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../plugins/errors.js';
import { loadEngineCase } from '../cases/case-moves.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { readStoredBytes } from '../files/files.service.js';
import {
  callerHolderIds,
  loadStates,
  seesEverything,
  type TCaller,
  type TDocumentDeps,
  type TDocumentRow,
} from './documents.service.js';

/**
 * Whether a signed document is what the portal made: the stored copy against the hash recorded when
 * each version was made, and a copy someone holds matched by its hash or by the document id it carries.
 */

async function verificationOf(
  db: TDb,
  document: TDocumentRow,
  sha256: string,
  language: TLanguage,
): Promise<TDocumentVerification> {
  const [state] = await loadStates(db, [document]);
  const versions = state?.versions ?? [];
  const latest = versions[0];
  const matched = versions.find((v) => v.sha256 === sha256);
  const signatures = await db
    .selectFrom('document_signatures')
    .select(['holder_id', 'signer_name', 'id', 'signed_at', 'is_digital'])
    .where('document_id', '=', document.id)
    .orderBy('signed_at')
    .execute();
  return {
    valid: matched !== undefined,
    result: !matched ? 'CHANGED' : matched === latest ? 'MATCHES_LATEST' : 'MATCHES_EARLIER_VERSION',
    documentID: document.id,
    title: documentTitle(document.kind, language),
    version: matched?.version ?? latest?.version ?? null,
    sha256,
    expectedSha256: matched?.sha256 ?? latest?.sha256 ?? null,
    originalSha256: document.original_sha256,
    signatures: signatures.map((s) => ({
      holderID: s.holder_id,
      name: s.signer_name,
      signID: s.id,
      signDateTime: s.signed_at.toISOString(),
      isDigitalSigned: s.is_digital,
    })),
  };
}

/** A document the caller may see (its case visible; a stakeholder only the documents they sign). */
async function visibleDocument(db: TDb, auth: TCaller, documentId: string): Promise<TDocumentRow> {
  const document = await db
    .selectFrom('case_documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw new AppError('NOT_FOUND');
  const row = await requireVisibleCase(db, auth, document.case_id);
  if (!seesEverything(row, auth)) {
    const mine = callerHolderIds(await loadEngineCase(db, row), auth);
    if (!document.signers.some((s) => mine.has(s.holderID))) throw new AppError('NOT_FOUND');
  }
  return document;
}

/** GET /api/documents/:documentID/verify: the stored latest version's bytes against the hash recorded when it was made. */
export async function verifyStoredDocument(
  deps: TDocumentDeps,
  auth: TCaller,
  documentId: string,
): Promise<TDocumentVerification> {
  const document = await visibleDocument(deps.db, auth, documentId);
  const latest = await deps.db
    .selectFrom('document_versions')
    .innerJoin('files', 'files.id', 'document_versions.file_id')
    .select(['files.storage_key', 'document_versions.sha256'])
    .where('document_id', '=', document.id)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const bytes = await readStoredBytes(deps.store, latest.storage_key);
  const actual = createHash('sha256').update(bytes).digest('hex');
  const verification = await verificationOf(deps.db, document, actual, auth.language);
  // The stored copy must be the latest version exactly; an earlier version's bytes here are tampering too.
  if (verification.result !== 'MATCHES_LATEST')
    return { ...verification, valid: false, result: 'CHANGED', expectedSha256: latest.sha256 };
  return verification;
}

/** POST /api/documents/verify: a copy someone holds, matched by its hash, else by the document id it carries. */
export async function verifyUploadedCopy(
  deps: TDocumentDeps,
  auth: TCaller,
  bytes: Buffer,
): Promise<TDocumentVerification> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const unknown: TDocumentVerification = {
    valid: false,
    result: 'UNKNOWN',
    documentID: null,
    title: null,
    version: null,
    sha256,
    expectedSha256: null,
    originalSha256: null,
    signatures: [],
  };
  const candidates = await deps.db
    .selectFrom('document_versions')
    .select('document_id')
    .where('sha256', '=', sha256)
    .execute();
  for (const candidate of candidates) {
    const document = await visibleDocument(deps.db, auth, candidate.document_id).catch(() => null);
    if (document) return verificationOf(deps.db, document, sha256, auth.language);
  }
  // Not a recorded version: if it names one of our documents, it is that document changed.
  const { PDFDocument } = await import('pdf-lib');
  const keywords = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false }).then(
    (pdf) => pdf.getKeywords() ?? '',
    () => null,
  );
  if (keywords === null) return unknown;
  const id = /portal-document:([0-9a-f-]{36})/.exec(keywords)?.[1];
  if (!id) return unknown;
  const document = await visibleDocument(deps.db, auth, id).catch(() => null);
  return document ? verificationOf(deps.db, document, sha256, auth.language) : unknown;
}
