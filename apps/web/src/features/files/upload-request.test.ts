import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, FETCH_ERROR, JSON_PARSE_ERROR, uploadFiles } from './upload-request';

const session = vi.hoisted(() => ({
  getAccessToken: vi.fn(() => Promise.resolve<string | null>('token-1')),
  refreshAccessToken: vi.fn(() => Promise.resolve('token-2')),
}));
const fetchDouble = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../api/http', async () => ({
  ...(await import('../../test/stub-http')).stubHttpModule((input, init) => fetchDouble(input, init)),
  authSession: session,
}));

/** What the fake XMLHttpRequest answers, one entry per request; it records what was sent. */
let answers: { status: number; text: string }[] = [];
let sent: { headers: Record<string, string>; form: FormData }[] = [];

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private headers: Record<string, string> = {};
  open() {}
  abort() {
    this.onabort?.();
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    sent.push({ headers: this.headers, form });
    const next = answers.shift();
    queueMicrotask(() => {
      if (!next) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = next.status;
      this.responseText = next.text;
      this.onload?.();
    });
  }
}

const file = new File(['abc'], 'a.png', { type: 'image/png' });
const ok = { fileID: 'f1', fileName: 'a.png', fileSize: 3, fileType: 'image/png' };

describe('uploadFiles', () => {
  beforeEach(() => {
    answers = [];
    sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the id field (caseID by default) and other fields before the files, with the token', async () => {
    answers.push({ status: 200, text: JSON.stringify({ ...ok, files: [ok] }) });
    const progress = vi.fn();
    const answer = await uploadFiles({
      id: 'case-1',
      fields: { holderID: 'h1' },
      files: [file],
      onProgress: progress,
    });
    expect([...sent[0]!.form.keys()]).toEqual(['caseID', 'holderID', 'file']);
    expect(sent[0]!.form.get('caseID')).toBe('case-1');
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(progress).toHaveBeenCalledWith(50);
    expect(answer).toEqual({ ...ok, files: [ok] });
  });

  it('takes another id key when given', async () => {
    answers.push({ status: 200, text: JSON.stringify(ok) });
    await uploadFiles({ idKey: 'entityID', id: 'e-1', files: [file] });
    expect(sent[0]!.form.get('entityID')).toBe('e-1');
    expect(sent[0]!.form.has('caseID')).toBe(false);
  });

  it('refreshes an expired token once and sends again', async () => {
    answers.push({ status: 401, text: JSON.stringify({ code: 'TOKEN_EXPIRED', message: 'Expired' }) });
    answers.push({ status: 200, text: JSON.stringify(ok) });
    await uploadFiles({ id: 'case-1', files: [file] });
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it("rejects an answer that is not JSON with code 'JSON parse Error'", async () => {
    answers.push({ status: 200, text: '<html>proxy error</html>' });
    await expect(uploadFiles({ id: 'case-1', files: [file] })).rejects.toMatchObject({
      code: JSON_PARSE_ERROR,
    });
  });

  it('rejects a refusal with the server status and code, and a lost connection with Fetch Error', async () => {
    answers.push({
      status: 415,
      text: JSON.stringify({ status: 415, code: '38002', message: 'Not accepted' }),
    });
    await expect(uploadFiles({ id: 'case-1', files: [file] })).rejects.toMatchObject({
      status: 415,
      code: '38002',
      message: 'Not accepted',
    });
    await expect(uploadFiles({ id: 'case-1', files: [file] })).rejects.toMatchObject({
      status: 0,
      errCode: FETCH_ERROR,
    });
  });
});

describe('downloadFile', () => {
  beforeEach(() => fetchDouble.mockReset());

  it('answers the bytes and their content type', async () => {
    fetchDouble.mockResolvedValue(
      new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const { blob, contentType } = await downloadFile('f1');
    expect(contentType).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it("carries the server's code as errCode, or Fetch Error when no answer came", async () => {
    fetchDouble.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }), { status: 404 }),
    );
    await expect(downloadFile('f1')).rejects.toMatchObject({ status: 404, errCode: 'NOT_FOUND' });
    fetchDouble.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(downloadFile('f1')).rejects.toMatchObject({ status: 0, errCode: FETCH_ERROR });
  });
});
