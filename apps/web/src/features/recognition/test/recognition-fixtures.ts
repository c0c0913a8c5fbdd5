import {
  LEGAL_TEXTS,
  type TCompanyFormRecognition,
  type TLegalAcceptances,
  type TRecognisedField,
} from '@portal/domain';

/** Test data and a fake XMLHttpRequest for the form recognition tests. */

/** The user's acceptances: the recognition terms in their current version, or none. */
export const acceptances = (accepted: boolean): TLegalAcceptances => ({
  acceptances: accepted
    ? [
        {
          text: 'ENTITY_MIGRATION_RECOGNITION_TERMS',
          version: LEGAL_TEXTS.ENTITY_MIGRATION_RECOGNITION_TERMS.version,
          acceptedAt: '2026-11-25T01:00:00.000Z',
          current: true,
        },
      ]
    : [],
});

const box = { x: 0.1, y: 0.2, width: 0.5, height: 0.03 };
const field = (path: string, value: TRecognisedField['value'], confidence: number, page: number) =>
  ({ path, value, confidence, page, method: 'OCR', box }) satisfies TRecognisedField;

/** What a scanned NNC1 might read as: one value the reader is unsure of (the director's surname). */
export const nnc1Fields: TRecognisedField[] = [
  field('companyEngName', 'Harbour Tea Limited', 0.92, 1),
  field('regOfficeAddress.engStreet', '8 Queen’s Road Central', 0.9, 2),
  field('shareClasses.0.numberOfShares', 10000, 0.97, 2),
  field('stakeholders.0.engFirstName', 'Tai Man', 0.95, 3),
  field('stakeholders.0.engLastName', 'CHEN', 0.41, 3),
  field('stakeholders.0.isDirector', true, 0.99, 6),
];

export const recognition = (fields = nnc1Fields): TCompanyFormRecognition => ({
  formType: 'nnc1',
  pageCount: 24,
  method: 'OCR',
  fields,
  durationMs: 12_400,
});

export const pdf = (name = 'nnc1-harbour-tea.pdf') =>
  new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** One request the fake XMLHttpRequest holds until the test answers it. */
export interface TSentRequest {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  aborted: boolean;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
}

export const sent: TSentRequest[] = [];

/** Stands in for XMLHttpRequest: records each request and lets the test answer it. */
export class FakeXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  private request: TSentRequest | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    if (this.request) this.request.aborted = true;
    this.onabort?.();
  }
  send(form: FormData) {
    this.request = {
      url: this.url,
      headers: this.headers,
      form,
      aborted: false,
      progress: (loaded, total) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
      answer: (status, body) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      },
    };
    sent.push(this.request);
  }
}
