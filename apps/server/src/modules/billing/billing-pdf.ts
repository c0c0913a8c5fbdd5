import { PdfComposer } from '../documents/pdf/composer.js';

/** What the PDF's properties say of it (title, subject, keywords a reader or a search can use). */
type TPdfMeta = Parameters<typeof PdfComposer.create>[0];

/**
 * A billing paper (invoice, receipt, credit note) as a PDF: laid out once to learn the characters
 * used, then again with the fonts cut down to them; `reference` is printed in every page's footer.
 */
export async function renderBillingPdf(
  meta: TPdfMeta,
  reference: string,
  layout: (composer: PdfComposer) => void,
): Promise<Uint8Array> {
  const measuring = await PdfComposer.create(meta);
  layout(measuring);
  measuring.footers(reference);
  const composer = await PdfComposer.create(meta, measuring.usage);
  layout(composer);
  return composer.save(reference);
}

/** The paper's bilingual title with the firm (and its TCSP licence) under it. */
export function billingTitle(
  c: PdfComposer,
  en: string,
  zh: string,
  firm: { firmName: string; tcspLicenceNo: string | null },
): void {
  c.title(en, zh, `${firm.firmName}${firm.tcspLicenceNo ? ` · TCSP licence ${firm.tcspLicenceNo}` : ''}`);
}
