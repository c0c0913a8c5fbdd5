import type { TCaseDocument, TDocumentSignatory } from '@portal/domain';

/** The signature the caller still owes on a document: the server marks it with mayISign. */
export function mySignatory(document: TCaseDocument): TDocumentSignatory | null {
  return document.signatories.find((s) => s.mayISign && !s.signed) ?? null;
}

/** Signatories without an account whose paper-signed copy the caller may record. */
export function paperSignatories(document: TCaseDocument): TDocumentSignatory[] {
  return document.signatories.filter((s) => s.mayRecordPaper && !s.signed);
}

/** A document and the signature owed on it, for the sign dialog. */
export interface TSigningItem {
  document: TCaseDocument;
  signatory: TDocumentSignatory;
}

/** The documents the caller has to sign, in the server's order, each with the holder they sign as. */
export function documentsToSign(documents: readonly TCaseDocument[]): TSigningItem[] {
  return documents.flatMap((document) => {
    const signatory = mySignatory(document);
    return signatory ? [{ document, signatory }] : [];
  });
}

/** Splits the list: what the caller must sign first, then the rest they may see. */
export function splitDocuments(documents: readonly TCaseDocument[]): {
  toSign: TCaseDocument[];
  others: TCaseDocument[];
} {
  const toSign: TCaseDocument[] = [];
  const others: TCaseDocument[] = [];
  for (const document of documents) (mySignatory(document) ? toSign : others).push(document);
  return { toSign, others };
}
