import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDocumentVerification } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import { CASE_ID, fetchMock, KEN, renderPage, serve } from '../../tasks/test/task-fixtures';
import { aliceDocuments, DOC_FORM } from '../test/docs-sign-kit';
import CaseDocumentsPanel from './CaseDocumentsPanel';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const DOCS_PATH = `/api/cases/${CASE_ID}/documents`;
const VERIFY_PATH = `/api/documents/${DOC_FORM}/verify`;

function verification(overrides: Partial<TDocumentVerification> = {}): TDocumentVerification {
  return {
    valid: true,
    result: 'MATCHES_LATEST',
    documentID: DOC_FORM,
    title: 'Incorporation Form (Form NNC1)',
    version: 1,
    sha256: 'a'.repeat(64),
    expectedSha256: 'a'.repeat(64),
    originalSha256: 'a'.repeat(64),
    signatures: [],
    ...overrides,
  };
}

function renderPanel() {
  return renderPage(<CaseDocumentsPanel caseID={CASE_ID} />, {
    user: KEN,
    path: '/view-cases/ongoing/:caseID',
    route: `/view-cases/ongoing/${CASE_ID}`,
  });
}

async function verifyForm() {
  const row = (await screen.findByRole('heading', { name: 'Incorporation Form (Form NNC1)' })).closest('li')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Verify Incorporation Form (Form NNC1)' }));
  return row;
}

describe('CaseDocumentsPanel', () => {
  // A block body: a function returned from beforeEach is run as its cleanup (mockReset returns the mock).
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each document with its status and versions on demand', async () => {
    serve({ [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments()) });
    renderPanel();
    const row = (
      await screen.findByRole('heading', { name: 'Written Resolutions of the First Directors' })
    ).closest('li')!;
    expect(within(row).getByText('Partly signed')).toBeTruthy();
    expect(within(row).getByText('1 of 3 signed')).toBeTruthy();
    const toggle = within(row).getByRole('button', { name: '2 versions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const versions = await within(row).findByRole('list', {
      name: 'Versions of Written Resolutions of the First Directors',
    });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 2 · signature added · .*SHA-256 b{64}$/) as unknown,
      expect.stringMatching(/^Version 1 · generated · .*SHA-256 a{64}$/) as unknown,
    ]);
  });

  it('shows a valid check with a tick', async () => {
    serve({
      [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments()),
      [`GET ${VERIFY_PATH}`]: () => jsonResponse(200, verification()),
    });
    renderPanel();
    const row = await verifyForm();
    const result = await within(row).findByRole('status');
    expect(result.textContent).toMatch(/^✓ Valid: the file is exactly the latest recorded version \(1\)\./);
    expect(within(result).queryByText('Expected SHA-256')).toBeNull();
  });

  it('shows a changed file with a cross and both hashes', async () => {
    serve({
      [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments()),
      [`GET ${VERIFY_PATH}`]: () =>
        jsonResponse(
          200,
          verification({ valid: false, result: 'CHANGED', version: null, sha256: 'c'.repeat(64) }),
        ),
    });
    renderPanel();
    const row = await verifyForm();
    const result = await within(row).findByRole('status');
    expect(result.textContent).toMatch(/^✗ Changed: the file does not match what was recorded\./);
    expect(within(result).getByText('Expected SHA-256').nextElementSibling?.textContent).toBe('a'.repeat(64));
    expect(within(result).getByText('Actual SHA-256').nextElementSibling?.textContent).toBe('c'.repeat(64));
  });

  it('shows nothing for a case without documents', async () => {
    serve({ [`GET ${DOCS_PATH}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'No documents' }) });
    const { container } = renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('shows nothing when the case has no documents yet', async () => {
    serve({ [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments({ documents: [] })) });
    const { container } = renderPanel();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('says when the documents could not be loaded, and offers to retry', async () => {
    serve({ [`GET ${DOCS_PATH}`]: () => jsonResponse(503, { code: 'UNAVAILABLE', message: 'Down' }) });
    renderPanel();
    expect(await screen.findByText('The documents could not be loaded.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks a copy someone holds and names the earlier version it matches', async () => {
    serve({
      [`GET ${DOCS_PATH}`]: () => jsonResponse(200, aliceDocuments()),
      'POST /api/documents/verify': () =>
        jsonResponse(200, verification({ result: 'MATCHES_EARLIER_VERSION', version: 1 })),
    });
    renderPanel();
    await screen.findByRole('heading', { name: 'Incorporation Form (Form NNC1)' });
    const copy = new File(['%PDF-1.7'], 'returned.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('verify-copy-input'), { target: { files: [copy] } });
    const result = await screen.findByRole('status');
    expect(result.textContent).toMatch(/^✓ Valid, but not the latest: the file is recorded version 1\./);
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(sent instanceof FormData && (sent.get('file') as File).name).toBe('returned.pdf');
  });
});
