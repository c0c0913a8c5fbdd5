import { PDFDocument } from 'pdf-lib';
import { PdfComposer, type TSignatureSlot } from './composer.js';
import type { TGlyphUsage } from './fonts.js';

export interface TStampSignature {
  holderID: string;
  signerName: string;
  signerEmail: string;
  method: 'DRAWN' | 'TYPED' | 'PAPER';
  /** PNG bytes of a drawn signature. */
  image: Uint8Array | null;
  typedName: string | null;
  signID: string;
  signedAt: Date;
  ipAddress: string;
}

export interface TStampInput {
  original: Uint8Array;
  slots: TSignatureSlot[];
  signatures: TStampSignature[];
  documentId: string;
  title: string;
  caseRef: string;
  version: number;
  originalSha256: string;
  /** Everyone who must sign, for the audit page's "still to sign". */
  signers: { holderID: string; name: string }[];
}

/** Hong Kong time for people, with the UTC instant beside it for the record. */
function when(date: Date): string {
  const hk = new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  return `${hk} HKT (${date.toISOString()})`;
}

const METHOD_TEXT = {
  DRAWN: 'Electronic signature, drawn 電子簽署（手寫）',
  TYPED: 'Electronic signature, typed 電子簽署（輸入姓名）',
  PAPER: 'Signed on paper; the signed copy is on file 紙本簽署；已存檔簽署副本',
} as const;

async function draw(c: PdfComposer, input: TStampInput): Promise<void> {
  const pages = c.doc.getPages();
  for (const signature of input.signatures) {
    for (const slot of input.slots.filter((s) => s.holderID === signature.holderID)) {
      const page = pages[slot.page];
      if (!page) continue;
      if (signature.method === 'DRAWN' && signature.image) {
        const png = await c.doc.embedPng(signature.image);
        const scale = Math.min((slot.height - 12) / png.height, slot.width / png.width, 1);
        page.drawImage(png, {
          x: slot.x,
          y: slot.y + 10,
          width: png.width * scale,
          height: png.height * scale,
        });
      } else if (signature.method === 'TYPED' && signature.typedName) {
        c.drawLine(signature.typedName, slot.x + 4, slot.y + 18, 18, { page });
      } else {
        c.drawLine('Signed on paper 紙本簽署', slot.x + 4, slot.y + 18, 11, { page });
      }
      c.drawLine(
        `${signature.signerName} · ${when(signature.signedAt).slice(0, 20)} · ${signature.signID.slice(0, 8)}`,
        slot.x,
        slot.y + 2,
        6.5,
        { page, muted: true },
      );
    }
  }
  c.newPage();
  c.title('Signature Audit Trail', '簽署審計記錄', `${input.title} · ${input.caseRef}`);
  c.field('Document', '文件', input.title);
  c.field('Document ID', '文件編號', input.documentId);
  c.field('Signed version', '簽署版本', String(input.version));
  c.field('SHA-256 of the original', '原始文件 SHA-256', input.originalSha256);
  c.text(
    'The SHA-256 above identifies the document as generated, before any signature. The portal records the SHA-256 of this signed copy too: a copy with any byte changed no longer matches and fails verification.',
    { size: 8.5, muted: true },
  );
  c.text(
    '上述 SHA-256 識別簽署前生成的原始文件。系統亦記錄本簽署副本的 SHA-256：任何位元組被更改的副本均不再相符，驗證會失敗。',
    {
      size: 8.5,
      muted: true,
    },
  );
  c.section('', 'Signatures', '簽署');
  c.table(
    [
      'Signer 簽署人',
      'How 方式',
      'Signed at 簽署時間',
      'E-mail and IP address 電郵及IP地址',
      'Sign ID 簽署編號',
    ],
    input.signatures.map((s) => [
      s.signerName,
      METHOD_TEXT[s.method],
      when(s.signedAt),
      `${s.signerEmail}\n${s.ipAddress}`,
      s.signID,
    ]),
    [0.18, 0.2, 0.2, 0.2, 0.22],
  );
  const signed = new Set(input.signatures.map((s) => s.holderID));
  const waiting = input.signers.filter((s) => !signed.has(s.holderID));
  if (waiting.length) {
    c.section('', 'Still to sign', '尚待簽署');
    c.text(waiting.map((w) => w.name).join('\n'), { size: 9 });
  }
}

/**
 * A new version of a generated document with every signature so far stamped into its slots and an
 * audit page appended. Always built from the original, so each version carries the whole record.
 */
export async function stampSignatures(input: TStampInput): Promise<Uint8Array> {
  // Pass one learns the characters drawn (on a copy that is thrown away); pass two embeds just those.
  const measuring = await PdfComposer.around(await PDFDocument.load(input.original));
  await draw(measuring, input);
  const usage: TGlyphUsage = measuring.usage;
  const composer = await PdfComposer.around(await PDFDocument.load(input.original), usage);
  await draw(composer, input);
  composer.doc.setModificationDate(input.signatures.at(-1)?.signedAt ?? new Date());
  return composer.doc.save();
}
