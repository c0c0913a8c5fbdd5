import { assertWithinPlan } from '../plans/plan-usage.js';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { uploadTypeVerdict, ZTopicName } from '@portal/domain';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { mayReadCaseFile } from './file-access.js';
import { AppError, fieldError } from '../../plugins/errors.js';
import type { TAuthContext } from '../auth/auth.service.js';
import { caseVisibleTo, entityVisibleTo, isFirmStaff } from '../cases/case-access.js';
import { requireVisibleCase } from '../cases/cases.service.js';
import { requireChatPair, requireTopic } from '../messages/messages.service.js';
import type { TFileStore } from './file-store.js';
import { nameWithExtension } from './inspection/upload-inspection.js';
import { meter, storeContent } from './upload-content.js';

type TCaller = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/**
 * file-type's Node entry takes a Node stream (its types resolve to the web-stream build under this
 * project's module resolution), so it is named here with the Node signature it has at run time. It is
 * loaded by the first upload, not at start.
 */
const loadFileTypeStream = async () =>
  (await import('file-type')).fileTypeStream as unknown as (
    source: Readable,
    options: { sampleSize: number },
  ) => Promise<Readable & { fileType?: { mime: string; ext: string } }>;

export interface TUploadedFile {
  fileID: string;
  fileName: string;
  fileSize: number;
  fileType: string;
}

/** Where an upload goes: a case (optionally one stakeholder of it), an active company or a conversation. */
export interface TUploadTarget {
  /** The firm the file counts against; null for a conversation with no firm staff in it. */
  firmId: string | null;
  caseId: string | null;
  entityId: string | null;
  topicId?: string | null;
  holderId: string | null;
}

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * The upload's target from its id field (spec §7: the key defaults to `caseID`; `companyID` names an
 * active company): one the caller may see and work on, and optionally one stakeholder of a case.
 */
export async function uploadTarget(
  db: TDb,
  auth: TCaller,
  fields: Record<string, string | undefined>,
): Promise<TUploadTarget> {
  if (fields.topicName !== undefined && fields.caseID === undefined && fields.companyID === undefined) {
    // A message attachment: the caller is one of the topic's two members and may still talk to the other.
    if (!ZTopicName.safeParse(fields.topicName).success) throw fieldError('topicName', 'invalid');
    const topic = await requireTopic(db, auth, fields.topicName);
    const pair = await requireChatPair(db, auth.userId, topic.peerId);
    const firmId = pair.find((p) => p.firm_id !== null)?.firm_id ?? null;
    return { firmId, caseId: null, entityId: null, topicId: topic.id, holderId: null };
  }
  if (auth.userType === 'SMOOOTH') throw new AppError('FORBIDDEN');
  if (fields.companyID !== undefined && fields.caseID === undefined) {
    if (!UUID.test(fields.companyID)) throw fieldError('companyID', 'invalid');
    const entity = await db
      .selectFrom('entities')
      .select(['id', 'firm_id', 'status'])
      .where('id', '=', fields.companyID)
      .where(entityVisibleTo(auth))
      .executeTakeFirst();
    if (!entity) throw new AppError('NOT_FOUND');
    if (entity.status !== 'ACTIVE') throw new AppError('CASE_CLOSED');
    return { firmId: entity.firm_id, caseId: null, entityId: entity.id, holderId: null };
  }
  const caseId = fields.caseID;
  const holderId = fields.holderID;
  if (!caseId) throw fieldError('caseID', 'required');
  if (!UUID.test(caseId)) throw fieldError('caseID', 'invalid');
  const row = await requireVisibleCase(db, auth, caseId);
  if (row.status !== 'OPEN') throw new AppError('CASE_CLOSED');
  const target = { firmId: row.firm_id, caseId: row.id, entityId: null };
  if (holderId === undefined || holderId === '') return { ...target, holderId: null };
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(holderId)) throw fieldError('holderID', 'invalid');
  const staff = isFirmStaff(auth) && auth.firmId === row.firm_id;
  if (!staff && row.client_user_id !== auth.userId) {
    const member = await db
      .selectFrom('case_members')
      .select('holder_id')
      .where('case_id', '=', row.id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (member?.holder_id !== holderId) throw new AppError('FORBIDDEN');
  }
  return { ...target, holderId };
}

/**
 * Stores one uploaded file: its type is detected from the first bytes of the content, the bytes
 * stream to the store (never held whole in memory), and only a complete file gets a row.
 */
export async function storeUpload(
  db: TDb,
  store: TFileStore,
  auth: TCaller,
  target: TUploadTarget,
  part: MultipartFile,
): Promise<TUploadedFile> {
  const fileTypeStream = await loadFileTypeStream();
  // Counted and hashed from the first byte; an error of the part (a cut-off body) ends `counted` too.
  const counted = meter();
  pipeline(part.file, counted).catch(() => {});
  // Type detection waits forever on an empty part, so the end of an empty part answers first.
  const emptied = new Promise<'empty'>((resolve) =>
    counted.once('finish', () => {
      if (counted.size() === 0) resolve('empty');
    }),
  );
  const detected = await Promise.race([fileTypeStream(counted, { sampleSize: 4100 }), emptied]);
  if (detected === 'empty') throw fieldError('file', 'empty');
  const verdict = uploadTypeVerdict(detected.fileType?.mime);
  if (verdict !== 'ok') {
    // Drain what is left of this part so the request can end cleanly.
    detected.resume();
    throw new AppError(verdict === '38001' ? '38001' : '38002');
  }
  const key = target.topicId
    ? `topics/${target.topicId}/${randomUUID()}`
    : `${target.firmId}/${randomUUID()}`;
  const stored = await storeContent(store, key, detected, counted, part);
  const fileName = nameWithExtension(
    (part.filename || 'file').replace(/[\\/\r\n\0]/g, '_').slice(0, 255),
    stored.extension,
  );
  const firmId = target.firmId;
  const inserted = await db
    .transaction()
    .execute(async (trx) => {
      // The firm's storage is counted with the file's row written in the same transaction.
      if (firmId) await assertWithinPlan(trx, firmId, 'storageBytes', stored.size);
      return trx
        .insertInto('files')
        .values({
          firm_id: target.firmId,
          case_id: target.caseId,
          entity_id: target.entityId,
          topic_id: target.topicId ?? null,
          holder_id: target.holderId,
          uploaded_by: auth.userId,
          file_name: fileName,
          file_size: stored.size,
          mime_type: stored.mimeType,
          extension: stored.extension,
          sha256: stored.sha256,
          storage_key: key,
        })
        .returning(['id', 'file_name', 'file_size', 'mime_type'])
        .executeTakeFirstOrThrow();
    })
    .catch(async (error: unknown) => {
      await store.remove(key);
      throw error;
    });
  return {
    fileID: inserted.id,
    fileName: inserted.file_name,
    fileSize: Number(inserted.file_size),
    fileType: inserted.mime_type,
  };
}

/**
 * A file the caller may read: a message attachment by the two people of its conversation; a company's
 * file by those who may see the company; a case's file by the rule of file-access.ts (a stakeholder
 * only what is about them). Anything else is simply not found.
 */
export async function findReadableFile(db: TDb, auth: TCaller, fileId: string) {
  const file = await db
    .selectFrom('files')
    .leftJoin('cases', 'cases.id', 'files.case_id')
    .leftJoin('entities', 'entities.id', 'files.entity_id')
    .selectAll('files')
    .select(['cases.client_user_id', 'cases.firm_id as case_firm_id'])
    .where('files.id', '=', fileId)
    .where((eb) =>
      eb.or([
        eb.and([eb('files.case_id', 'is not', null), caseVisibleTo(auth)]),
        eb.and([eb('files.entity_id', 'is not', null), entityVisibleTo(auth)]),
        // A message attachment: the two members of its conversation.
        eb.exists(
          eb
            .selectFrom('message_topics as t')
            .select(sql`1`.as('one'))
            .whereRef('t.id', '=', 'files.topic_id')
            .where((w) => w.or([w('t.user_a', '=', auth.userId), w('t.user_b', '=', auth.userId)])),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND');
  if (file.topic_id) return file;
  const staff = (isFirmStaff(auth) && auth.firmId === file.case_firm_id) || auth.userType === 'SMOOOTH';
  if (!staff && file.case_id && file.uploaded_by !== auth.userId) {
    // Evidence of a compliance record is the firm's: the case's client and stakeholders never read it.
    const evidence = await db
      .selectFrom('compliance_records')
      .select('id')
      .where('case_id', '=', file.case_id)
      .where(sql<boolean>`${file.id}::uuid = any(doc_ids)`)
      .executeTakeFirst();
    if (evidence) throw new AppError('NOT_FOUND');
  }
  // A file that became the company's (its certificates, the filed returns) is read as the company's.
  const companyFile =
    file.entity_id !== null &&
    (await db
      .selectFrom('entity_members')
      .select('user_id')
      .where('entity_id', '=', file.entity_id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst()) !== undefined;
  if (file.case_id && !staff && !companyFile) {
    const member = await db
      .selectFrom('case_members')
      .select('holder_id')
      .where('case_id', '=', file.case_id)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    const readable = mayReadCaseFile(
      { holderId: file.holder_id, visibleHolderIds: file.visible_holder_ids, uploadedBy: file.uploaded_by },
      {
        userId: auth.userId,
        staff,
        client: file.client_user_id === auth.userId,
        holderId: member?.holder_id ?? null,
      },
    );
    if (!readable) throw new AppError('NOT_FOUND');
  }
  return file;
}

/** The ids that exist, belong to the case and (for a stakeholder's documents) to that holder. */
export async function unknownFileIds(
  db: TDb,
  caseId: string,
  holderId: string | null,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const valid = wanted.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows = valid.length
    ? await db
        .selectFrom('files')
        .select('id')
        .where('case_id', '=', caseId)
        .where('id', 'in', valid)
        .where((eb) =>
          holderId
            ? eb.or([eb('holder_id', '=', holderId), eb('holder_id', 'is', null)])
            : sql<boolean>`true`,
        )
        .execute()
    : [];
  const found = new Set(rows.map((r) => r.id));
  return wanted.filter((id) => !found.has(id));
}

/**
 * Runs work that stores files inside a transaction: the work adds each storage key it wrote to
 * `written`; when it throws (the transaction rolled back, the file rows with it) the bytes are removed
 * too, so a refused or failed action leaves no file behind.
 */
export async function removingWrittenOnFailure<T>(
  store: TFileStore,
  work: (written: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await work(written);
  } catch (error) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** Stores bytes the server made (a generated or signed PDF, a signature image) as a file of the case. */
export async function storeServerFile(
  db: TDb,
  store: TFileStore,
  file: {
    firmId: string;
    caseId: string;
    fileName: string;
    mimeType: string;
    extension: string;
    bytes: Uint8Array;
    origin: 'GENERATED' | 'SIGNED' | 'SIGNATURE' | 'INVOICE';
    visibleHolderIds: string[] | null;
  },
): Promise<{ id: string; sha256: string; size: number; storageKey: string }> {
  const key = `${file.firmId}/${randomUUID()}`;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await store.write(key, Readable.from([Buffer.from(file.bytes)]));
  const row = await db
    .insertInto('files')
    .values({
      firm_id: file.firmId,
      case_id: file.caseId,
      holder_id: null,
      uploaded_by: null,
      file_name: file.fileName,
      file_size: file.bytes.length,
      mime_type: file.mimeType,
      extension: file.extension,
      sha256,
      storage_key: key,
      origin: file.origin,
      visible_holder_ids: file.visibleHolderIds,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, sha256, size: file.bytes.length, storageKey: key };
}

/** A stored file's bytes in memory: only for the server's own small files (PDFs it generated, signatures). */
export async function readStoredBytes(store: TFileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
