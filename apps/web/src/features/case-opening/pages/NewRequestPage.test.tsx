import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEntitySummary } from '@portal/domain';
import { testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { bodyOf, renderCaseOpening, urlOf } from '../test-render';
import NewRequestPage from './NewRequestPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const CASE_ID = '7d2c1b4a-3e5f-4a6b-8c7d-9e0f1a2b3c4d';
const HARBOUR = {
  firmID: '0b7e7f2e-5d4c-4b8e-9a51-2c1f7f3d6a20',
  name: 'Harbour Corporate Services Limited',
};
const KOWLOON = {
  firmID: '3c9a1d2e-7b4f-4e8a-9c51-6d2f8e3a7b10',
  name: 'Kowloon Secretarial Partners Limited',
};
const SHOP: TEntitySummary = {
  companyID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  firmID: KOWLOON.firmID,
  firmName: KOWLOON.name,
  companyEngName: 'Mong Kok Noodles Limited',
  companyChiName: null,
  companyNumber: '3123456',
  brn: '71234567',
  incorporationDate: '2020-04-01',
  nextReturnDate: '2026-04-01',
  nextReturnDueDate: '2026-05-13',
  nextDueDate: '2026-05-13',
  nextDueKind: 'NAR1',
  status: 'ACTIVE',
  archivedDate: null,
  hasLinkedClient: true,
  linkedClients: [],
  holders: [],
};

let posted: unknown[] = [];

function serve(firms: { firmID: string; name: string }[]) {
  posted = [];
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/accounts/my-firms') return Promise.resolve(jsonResponse(200, { items: firms }));
    if (key === 'GET /api/entities') {
      const items = url.searchParams.get('firmID') === KOWLOON.firmID ? [SHOP] : [];
      return Promise.resolve(jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 }));
    }
    if (key === 'POST /api/cases/requests') {
      const body = bodyOf(init) as { firmID: string };
      posted.push(body);
      const firm = [HARBOUR, KOWLOON].find((f) => f.firmID === body.firmID);
      return Promise.resolve(jsonResponse(201, { caseID: CASE_ID, firmName: firm?.name }));
    }
    return Promise.resolve(jsonResponse(500, { code: 'UNEXPECTED', message: `unexpected ${key}` }));
  });
}

const CARMEN = testUser({
  userType: { typeCode: 'GU' },
  firm: null,
  engFirstName: 'Carmen',
  engLastName: 'Kwok',
});

function openPage(query = '') {
  return renderCaseOpening(<NewRequestPage routeName="newRequest" />, {
    path: '/new-request',
    route: `/new-request${query}`,
    auth: testAuth(CARMEN),
  });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('NewRequestPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('with one firm: shows it, and sends an incorporation request with remarks', async () => {
    serve([HARBOUR]);
    const { invalidate } = openPage();
    await screen.findByText(`Your request goes to ${HARBOUR.name}.`);
    expect(screen.queryByLabelText('Firm')).toBeNull();
    submit();
    expect(screen.getByText('Choose a service.')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: /Incorporation/ }));
    submit();
    expect(screen.getByText('Enter an English or a Chinese company name.')).toBeDefined();
    type(/Proposed English company name/, 'Lantau Dumplings Limited');
    type(/Remarks/, ' Two directors, both in Hong Kong. ');
    submit();
    await screen.findByRole('heading', { name: `Other page: /view-cases/ongoing/${CASE_ID}` });
    expect(posted).toEqual([
      {
        firmID: HARBOUR.firmID,
        caseType: 'MVP',
        companyEngName: 'Lantau Dumplings Limited',
        remarks: 'Two directors, both in Hong Kong.',
      },
    ]);
    await screen.findByText(`Your request has been sent. ${HARBOUR.name} has been notified.`);
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(refreshed).toEqual(expect.arrayContaining(['cases', 'tasks']));
  });

  it('with two firms: asks which, and lists the entities of that firm for a renewal', async () => {
    serve([HARBOUR, KOWLOON]);
    openPage('?serviceType=AR');
    const firm = await screen.findByLabelText('Firm');
    expect(
      within(firm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a firm', HARBOUR.name, KOWLOON.name]);
    expect(screen.getByText(/Choose the firm first/)).toBeDefined();
    submit();
    expect(screen.getByText('Choose a firm.')).toBeDefined();
    fireEvent.change(firm, { target: { value: KOWLOON.firmID } });
    const entity = await screen.findByRole('combobox', { name: /Entity/ });
    fireEvent.change(entity, { target: { value: 'noodles' } });
    fireEvent.click(await screen.findByRole('option', { name: /Mong Kok Noodles Limited/ }));
    submit();
    await screen.findByRole('heading', { name: `Other page: /view-cases/ongoing/${CASE_ID}` });
    expect(posted).toEqual([{ firmID: KOWLOON.firmID, caseType: 'AR', companyID: SHOP.companyID }]);
    const entityCalls = fetchMock.mock.calls
      .map(([u]) => urlOf(u))
      .filter((u) => u.pathname === '/api/entities');
    expect(entityCalls.every((u) => u.searchParams.get('firmID') === KOWLOON.firmID)).toBe(true);
  });

  it('with no firm: explains how to join one and offers the link-case dialog', async () => {
    serve([]);
    openPage();
    await screen.findByText(/You are not linked to a firm yet/);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link case' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Link case' })).toBeDefined();
  });
});
