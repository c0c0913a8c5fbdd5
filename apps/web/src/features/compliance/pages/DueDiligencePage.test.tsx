import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import {
  CASE_ID,
  calls,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
  taskInfo,
  type THandler,
} from '../../tasks/test/task-fixtures';
import { ddView, detail, OWNER, record, stakeholder } from '../test/compliance-fixtures';
import DueDiligencePage from './DueDiligencePage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const DD_TASK = task({ taskActionKey: 'DD_CS_FORM', step: 'MVP_D_D_CS', taskUserID: KEN.userID });
const VIEW_PATH = `/api/cases/${CASE_ID}/due-diligence`;

function serveScreen(routes: Record<string, THandler> = {}) {
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([DD_TASK])),
    [`GET /api/tasks/${DD_TASK.taskID}`]: () => jsonResponse(200, taskInfo(DD_TASK)),
    [`GET ${VIEW_PATH}`]: () => jsonResponse(200, ddView()),
    ...routes,
  });
}

const renderScreen = () =>
  renderPage(<DueDiligencePage routeName="dueDiligence" />, {
    user: KEN,
    path: '/due-diligence/:caseID',
    route: `/due-diligence/${CASE_ID}`,
  });

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const posts = () => calls().filter((c) => c.method === 'POST');

describe('DueDiligencePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends anyone without the task in progress to the case page (spec §6)', async () => {
    serveScreen({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = renderScreen();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    expect(router.state.location.hash).toBe('#task-list');
  });

  it('shows every person owed due diligence, the nested owner under her corporate, with particulars and documents', async () => {
    serveScreen();
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review incorporation details' }),
    ).toBeTruthy();
    await screen.findByText('0 of 3 complete');
    const director = card('Siu Ming Lee');
    expect(within(director).getByText('A123456(3)')).toBeTruthy();
    expect(within(director).getAllByText('Hong Kong')).toHaveLength(2);
    expect(within(director).getByText('hkid.pdf')).toBeTruthy();
    expect(within(director).getByText('(48.2 kB)')).toBeTruthy();
    expect(within(director).getByRole('button', { name: 'Preview hkid.pdf' })).toBeTruthy();
    expect(within(director).getByText('Politically exposed person: No')).toBeTruthy();
    expect(within(director).getByText('No record')).toBeTruthy();
    const owner = card('Mei Ling Ho');
    expect(within(owner).getByText('Owner through Kowloon Holdings Limited (100%)')).toBeTruthy();
    expect(within(owner).getByText('No documents uploaded.')).toBeTruthy();
    expect(within(card('Kowloon Holdings Limited')).getByText('BVI-20871')).toBeTruthy();
  });

  it('records a person with the checks ticked, refusing an incomplete screening before sending', async () => {
    const saved = detail(record({ recordDocs: [] }));
    serveScreen({ 'POST /api/compliance': () => jsonResponse(200, saved) });
    renderScreen();
    await screen.findByText('0 of 3 complete');
    fireEvent.click(screen.getByRole('button', { name: 'Record due diligence of Siu Ming Lee' }));
    const form = screen.getByRole('form', { name: 'Due diligence of Siu Ming Lee' });
    expect(within(form).getByLabelText<HTMLInputElement>(/Document number/).value).toBe('A123456(3)');
    fireEvent.click(within(form).getByRole('checkbox', { name: /checked the identity document/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /checked the proof of address/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Name screening is done' }));
    // Done without saying what was checked is refused before anything is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Save record' }));
    expect(await within(form).findByText('Check the marked fields, then save again.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'UN sanctions' }));
    fireEvent.change(within(form).getByLabelText('Result'), { target: { value: 'NO_MATCH' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save record' }));
    expect(await screen.findByText('Due diligence of Siu Ming Lee saved (version 1).')).toBeTruthy();
    expect(posts()[0]?.body).toMatchObject({
      complianceType: 'DUE_DILIGENCE',
      caseID: CASE_ID,
      holderID: 'h-director',
      dueDiligence: {
        identityDocument: {
          documentType: 'HKID',
          number: 'A123456(3)',
          issuingCountry: 'HKG',
          checked: true,
        },
        addressProof: { checked: true },
        screening: { done: true, listsChecked: ['UN'], result: 'NO_MATCH' },
      },
    });
  });

  it('opens a correction from the current record and names the next version', async () => {
    serveScreen({
      [`GET ${VIEW_PATH}`]: () =>
        jsonResponse(200, ddView({ stakeholders: [stakeholder({ record: record(), missing: [] }), OWNER] })),
    });
    renderScreen();
    await screen.findByText('1 of 2 complete');
    expect(within(card('Siu Ming Lee')).getByRole('link', { name: /Version 1 by Ken Lau/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct the record of Siu Ming Lee' }));
    const form = screen.getByRole('form', { name: 'Due diligence of Siu Ming Lee' });
    expect(within(form).getByText(/saves a correction as version 2/)).toBeTruthy();
    expect(within(form).getByText('world-check.png')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save correction' })).toBeTruthy();
  });

  it('shows the 18004 refusal with the names the server lists and stays on the screen', async () => {
    serveScreen({
      [`POST /api/tasks/${DD_TASK.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '18004',
          message: 'Due diligence is incomplete: a stakeholder has no due-diligence record.',
          details: [
            {
              field: 'Kowloon Holdings Limited',
              reason: 'dueDiligenceComplete',
              message: 'Kowloon Holdings Limited',
            },
            { field: 'Mei Ling Ho', reason: 'dueDiligenceComplete', message: 'Mei Ling Ho' },
          ],
        }),
    });
    const { router } = renderScreen();
    await screen.findByText('0 of 3 complete');
    fireEvent.click(await screen.findByRole('button', { name: 'Complete due diligence' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete due diligence' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('a stakeholder has no due-diligence record');
    expect(
      within(within(alert).getByRole('list', { name: 'What is missing' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kowloon Holdings Limited', 'Mei Ling Ho']);
    expect(router.state.location.pathname).toBe(`/due-diligence/${CASE_ID}`);
  });

  it('shows the reviewer’s remarks when the case came back, and the risk tab read only', async () => {
    serveScreen({
      [`GET ${VIEW_PATH}`]: () =>
        jsonResponse(
          200,
          ddView({
            returned: {
              remarks: 'Screen Mei Ling Ho again.',
              by: 'Mandy Ho',
              date: '2026-11-21T02:00:00.000Z',
            },
          }),
        ),
    });
    renderScreen();
    expect(await screen.findByText('Returned by the reviewer')).toBeTruthy();
    expect(screen.getByText('Screen Mei Ling Ho again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Risk assessment (read only)' }));
    expect(await screen.findByText('No risk assessment recorded yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('DueDiligencePage at a renewal', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('carries the current earlier records forward in one step and names the ones to do again', async () => {
    const previous = (current: boolean) => ({
      complianceID: 'e0000000-0000-4000-8000-000000000077',
      recordDate: current ? '2026-03-01' : '2025-06-01',
      caseRef: 'MVP-2025-0042',
      currentUntil: current ? '2027-03-01' : '2026-06-01',
      current,
    });
    const renewalView = ddView({
      caseType: 'AR',
      step: 'AR_REVIEW',
      refresh: { months: 12, highRisk: false, previousRisk: null },
      stakeholders: [stakeholder({ previous: previous(false) }), { ...OWNER, previous: previous(true) }],
    });
    const arTask = task({
      taskActionKey: 'T_AR_S_I',
      step: 'AR_REVIEW',
      caseType: 'AR',
      taskUserID: KEN.userID,
    });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([arTask])),
      [`GET /api/tasks/${arTask.taskID}`]: () => jsonResponse(200, taskInfo(arTask)),
      [`GET ${VIEW_PATH}`]: () => jsonResponse(200, renewalView),
      [`POST /api/cases/${CASE_ID}/compliance/carry-forward`]: () =>
        jsonResponse(200, {
          ...renewalView,
          stakeholders: [renewalView.stakeholders[0], { ...renewalView.stakeholders[1], record: record() }],
        }),
    });
    renderScreen();
    expect(await screen.findByText('Earlier records of this company')).toBeTruthy();
    expect(screen.getByText('Older than the period, to be done again: Siu Ming Lee.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Carry forward 1 record' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ holderIDs: [OWNER.holderID], riskAssessment: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carry forward 1 record' })).toBeNull());
  });
});
