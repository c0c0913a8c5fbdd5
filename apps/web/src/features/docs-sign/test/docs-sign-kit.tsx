import { vi } from 'vitest';
import type { TCaseDocument, TCaseDocuments, TDocumentSignatory } from '@portal/domain';
import { CASE_ID } from '../../tasks/test/task-fixtures';

/** Test data of the signing screens: an incorporation case's documents, Alice signing as a director. */

export const DOC_FORM = 'd0000000-0000-4000-8000-000000000001';
export const DOC_RESOLUTIONS = 'd0000000-0000-4000-8000-000000000002';
export const DOC_REGISTER = 'd0000000-0000-4000-8000-000000000003';
const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

export function signatory(overrides: Partial<TDocumentSignatory> = {}): TDocumentSignatory {
  return {
    holderID: 'alice',
    name: 'Alice Leung',
    signed: false,
    signID: null,
    signDateTime: null,
    isDigitalSigned: null,
    method: null,
    mayISign: false,
    mayRecordPaper: false,
    ...overrides,
  };
}

export function caseDocument(overrides: Partial<TCaseDocument> = {}): TCaseDocument {
  return {
    documentID: DOC_FORM,
    kind: 'INCORPORATION_FORM',
    title: 'Incorporation Form (Form NNC1)',
    subjectHolderID: null,
    subjectName: null,
    status: 'UNSIGNED',
    fileID: 'f0000000-0000-4000-8000-000000000001',
    fileName: 'Incorporation Form (Form NNC1).pdf',
    fileSize: 48_213,
    fileType: 'application/pdf',
    nameOfSignList: ['Alice Leung'],
    signatories: [signatory({ mayISign: true })],
    originalFileID: 'f0000000-0000-4000-8000-000000000001',
    originalSha256: SHA_A,
    versions: [
      {
        version: 1,
        fileID: 'f0000000-0000-4000-8000-000000000001',
        fileSize: 48_213,
        sha256: SHA_A,
        reason: 'GENERATED',
        createdDate: '2026-03-01T02:00:00.000Z',
      },
    ],
    createdDate: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

/** Alice owes the form and the resolutions; Bob (no account) is to sign the resolutions on paper; the register is kept. */
export function aliceDocuments(overrides: Partial<TCaseDocuments> = {}): TCaseDocuments {
  return {
    caseID: CASE_ID,
    signingOpen: true,
    signingComplete: false,
    missing: [
      { holderID: 'alice', name: 'Alice Leung', documentIDs: [DOC_FORM, DOC_RESOLUTIONS] },
      { holderID: 'bob', name: 'Bob Chan', documentIDs: [DOC_RESOLUTIONS] },
    ],
    documents: [
      caseDocument(),
      caseDocument({
        documentID: DOC_RESOLUTIONS,
        kind: 'FIRST_DIRECTORS_RESOLUTIONS',
        title: 'Written Resolutions of the First Directors',
        status: 'PARTIALLY_SIGNED',
        fileID: 'f0000000-0000-4000-8000-000000000002',
        fileName: 'Written Resolutions.pdf',
        signatories: [
          signatory({ mayISign: true }),
          signatory({
            holderID: 'carol',
            name: 'Carol Ho',
            signed: true,
            signID: 'S-1',
            signDateTime: '2026-03-03T04:05:06.000Z',
            isDigitalSigned: true,
            method: 'TYPED',
          }),
          signatory({ holderID: 'bob', name: 'Bob Chan', mayRecordPaper: true }),
        ],
        versions: [
          {
            version: 2,
            fileID: 'f0000000-0000-4000-8000-000000000002',
            fileSize: 50_000,
            sha256: SHA_B,
            reason: 'SIGNED',
            createdDate: '2026-03-03T04:05:06.000Z',
          },
          {
            version: 1,
            fileID: 'f0000000-0000-4000-8000-000000000012',
            fileSize: 48_000,
            sha256: SHA_A,
            reason: 'GENERATED',
            createdDate: '2026-03-01T02:00:00.000Z',
          },
        ],
      }),
      caseDocument({
        documentID: DOC_REGISTER,
        kind: 'REGISTER_OF_MEMBERS',
        title: 'Register of Members',
        status: 'NOT_REQUIRED',
        fileID: 'f0000000-0000-4000-8000-000000000003',
        fileName: 'Register of Members.pdf',
        nameOfSignList: [],
        signatories: [],
      }),
    ],
    superseded: [],
    ...overrides,
  };
}

/** The same case with every signature in. */
export function allSigned(): TCaseDocuments {
  const base = aliceDocuments();
  return {
    ...base,
    signingComplete: true,
    missing: [],
    documents: base.documents.map((d) => ({
      ...d,
      status: d.signatories.length > 0 ? ('SIGNED' as const) : d.status,
      signatories: d.signatories.map((s) => ({
        ...s,
        signed: true,
        mayISign: false,
        mayRecordPaper: false,
        method: s.method ?? ('DRAWN' as const),
        signDateTime: s.signDateTime ?? '2026-03-04T01:00:00.000Z',
      })),
    })),
  };
}

/**
 * jsdom has no 2D context: a pen that accepts every call, and a toDataURL that encodes the canvas
 * size, so a test can see the exported image was trimmed to the ink.
 */
export function stubCanvas() {
  // Every call the pad and the export make; properties (strokeStyle, lineWidth…) are plain fields.
  const pen: Record<string, unknown> = Object.fromEntries(
    ['beginPath', 'moveTo', 'lineTo', 'stroke', 'arc', 'fill', 'setTransform', 'clearRect', 'fillText'].map(
      (name) => [name, vi.fn()],
    ),
  );
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => pen as unknown as CanvasRenderingContext2D);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return `data:image/png;base64,${btoa(`${this.width}x${this.height}`)}`;
  });
  return () => {
    getContext.mockRestore();
    toDataURL.mockRestore();
  };
}
