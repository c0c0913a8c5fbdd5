import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TDb } from '../db/database.js';
import type { TAuthContext } from '../modules/auth/auth.service.js';
import type { TFileStore } from '../modules/files/file-store.js';

type TActor = Pick<TAuthContext, 'userId' | 'userType' | 'firmId' | 'language'>;

/**
 * A small real PDF of the given lines, stored as `uploader`'s own upload to the case (as POST
 * /api/file/upload would), for a stakeholder when `holderId` is given.
 */
export async function storeDemoPdf(
  db: TDb,
  store: TFileStore,
  uploader: TActor,
  row: { caseId: string; firmId: string; holderId?: string },
  fileName: string,
  lines: string[],
): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 260]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 24, y: 220 - i * 26, size: i < 2 ? 12 : 11, font }));
  return storeDemoFile(db, store, uploader, row, fileName, Buffer.from(await pdf.save()));
}

/** PDF bytes stored as `uploader`'s own upload to the case, as POST /api/file/upload would. */
export async function storeDemoFile(
  db: TDb,
  store: TFileStore,
  uploader: TActor,
  row: { caseId: string; firmId: string; holderId?: string },
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const key = `${row.firmId}/${randomUUID()}`;
  await store.write(key, Readable.from([bytes]));
  const file = await db
    .insertInto('files')
    .values({
      firm_id: row.firmId,
      case_id: row.caseId,
      holder_id: row.holderId ?? null,
      uploaded_by: uploader.userId,
      file_name: fileName,
      file_size: bytes.length,
      mime_type: 'application/pdf',
      extension: 'pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}

/** A bank's transfer advice as a client would upload it: the demo's proof of payment. */
export function storeDemoProof(
  db: TDb,
  store: TFileStore,
  client: TActor,
  row: { caseId: string; firmId: string },
  text: { reference: string; amount: string; paidDate: string },
): Promise<string> {
  return storeDemoPdf(db, store, client, row, 'transfer-advice.pdf', [
    'The Hongkong and Shanghai Banking Corporation Limited',
    'Transfer advice',
    `Reference: ${text.reference}`,
    `Amount: ${text.amount}`,
    `Value date: ${text.paidDate}`,
    'Beneficiary: Harbour Corporate Services Limited',
  ]);
}
