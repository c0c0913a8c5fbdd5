import type { TCaseDocument, TCaseDocuments, TDocumentVerification, TSignRequest } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/**
 * Under the case's detail key: whatever refreshes a case (completing a task, cancelling it) refreshes
 * its documents too.
 */
export const DOCS_SIGN_KEYS = {
  documents: (caseID: string) => ['cases', 'detail', caseID, 'documents'] as const,
  verification: (documentID: string) => ['documents', 'verify', documentID] as const,
};

const documentsPath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}/documents`;
const documentPath = (caseID: string, documentID: string) =>
  `${documentsPath(caseID)}/${encodeURIComponent(documentID)}`;

/** GET /api/cases/:caseID/documents: the documents the caller may see, who signed and who still has to. */
export const caseDocumentsQuery = (caseID: string) =>
  queryOptions({
    queryKey: DOCS_SIGN_KEYS.documents(caseID),
    queryFn: ({ signal }) => http.request<TCaseDocuments>(documentsPath(caseID), { signal }),
    retry: retryUnlessRefused,
  });

/** POST /api/cases/:caseID/documents/:documentID/signatures: a drawn or typed signature. */
export function signDocument(caseID: string, documentID: string, body: TSignRequest): Promise<TCaseDocument> {
  return http.request<TCaseDocument>(`${documentPath(caseID, documentID)}/signatures`, {
    method: 'POST',
    body,
  });
}

/** POST …/paper-signatures: a scan of the paper-signed copy (uploaded first) for a holder without an account. */
export function recordPaperSignature(
  caseID: string,
  documentID: string,
  body: { holderID: string; fileID: string },
): Promise<TCaseDocument> {
  return http.request<TCaseDocument>(`${documentPath(caseID, documentID)}/paper-signatures`, {
    method: 'POST',
    body,
  });
}

/** GET /api/documents/:documentID/verify: the stored latest version checked against its recorded hash. */
export function verifyDocument(documentID: string): Promise<TDocumentVerification> {
  return http.request<TDocumentVerification>(`/api/documents/${encodeURIComponent(documentID)}/verify`);
}

/** POST /api/documents/verify (multipart `file`): a copy someone holds, checked against every recorded version. */
export function verifyCopy(file: File): Promise<TDocumentVerification> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.request<TDocumentVerification>('/api/documents/verify', { method: 'POST', body: form });
}

/** A case without generated documents answers 404, one whose documents are not the caller's 403: nothing to show. */
export function isNoDocuments(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}
