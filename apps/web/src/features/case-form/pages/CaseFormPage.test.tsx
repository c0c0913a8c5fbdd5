import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { ALICE, CASE_ID, fetchMock, list } from '../../tasks/test/task-fixtures';
import { FORM_TASK, renderForm, serveCase, SERVER_UPDATED, validInformation } from '../test/case-form-kit';
import { localDraftKey } from '../use-draft-autosave';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const slow = { timeout: 3000 };

describe('CaseFormPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('sends anyone without the POC_FORM task in progress to the case page', async () => {
    serveCase({}, { 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = renderForm();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    expect(router.state.location.hash).toBe('#task-list');
  });

  it('shows a returned form’s remarks, each linking to its field and written under it', async () => {
    serveCase(
      { companyEngName: 'Sai Kung Seafood Limited' },
      {
        [`GET /api/cases/${CASE_ID}/information`]: () =>
          jsonResponse(200, {
            caseID: CASE_ID,
            information: { companyEngName: 'Sai Kung Seafood Limited' },
            problems: [],
            issues: [],
            updatedDate: SERVER_UPDATED,
            returned: {
              remarks: 'One correction, please.',
              fieldRemarks: [{ path: 'companyChiName', remark: 'Add the Chinese name: 西貢海鮮有限公司' }],
              returnedDate: '2026-11-24T03:00:00.000Z',
              returnedBy: 'Ken Lau',
            },
          }),
      },
    );
    renderForm();
    const alert = await screen.findByText(/Returned by Ken Lau on 2026-11-24/);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('One correction, please.')).toBeTruthy();
    fireEvent.click(within(box).getByRole('link', { name: /Chinese company name/ }));
    const field = await screen.findByLabelText(/Chinese company name/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('↩ Add the Chinese name: 西貢海鮮有限公司')).toBeTruthy();
  });

  it('saves the draft after a pause, shows the status, and keeps it locally meanwhile', async () => {
    const served = serveCase({ companyEngName: 'Sai Kung Seafood Limited' });
    renderForm();
    const name = await screen.findByLabelText(/English company name/);
    expect((name as HTMLInputElement).value).toBe('Sai Kung Seafood Limited');
    fireEvent.change(name, { target: { value: 'Sai Kung Fresh Seafood Limited' } });
    // Debounced: nothing is sent at once, but the browser already keeps it.
    expect(puts()).toHaveLength(0);
    const local = JSON.parse(localStorage.getItem(localDraftKey(CASE_ID, ALICE.userID)) ?? '{}') as {
      draft?: { companyEngName?: string };
    };
    expect(local.draft?.companyEngName).toBe('Sai Kung Fresh Seafood Limited');
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toMatch(/^Saved at \d\d:\d\d:\d\d$/),
      slow,
    );
    expect(served.puts).toHaveLength(1);
    expect(served.puts[0]).toMatchObject({ companyEngName: 'Sai Kung Fresh Seafood Limited' });
    // Saved: nothing left to restore.
    expect(localStorage.getItem(localDraftKey(CASE_ID, ALICE.userID))).toBeNull();
  });

  it('says when it is offline and saves again when the browser is back online', async () => {
    serveCase({});
    const answer = fetchMock.getMockImplementation()!;
    renderForm();
    const name = await screen.findByLabelText(/English company name/);
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init),
    );
    fireEvent.change(name, { target: { value: 'Offline Limited' } });
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('Not saved (offline) — will retry'),
      slow,
    );
    expect(localStorage.getItem(localDraftKey(CASE_ID, ALICE.userID))).toContain('Offline Limited');
    fetchMock.mockImplementation(answer);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Saved at/), slow);
    const last = puts().at(-1);
    expect(JSON.parse(last?.[1]?.body as string)).toMatchObject({ companyEngName: 'Offline Limited' });
  });

  it('restores unsaved local changes newer than the server copy, and saves them', async () => {
    localStorage.setItem(
      localDraftKey(CASE_ID, ALICE.userID),
      JSON.stringify({
        draft: { companyEngName: 'Typed Before The Drop Limited', stakeholders: [] },
        changedAt: new Date(Date.parse(SERVER_UPDATED) + 60_000).toISOString(),
      }),
    );
    const served = serveCase({ companyEngName: 'Server Copy Limited' });
    renderForm();
    const name = await screen.findByLabelText(/English company name/);
    expect((name as HTMLInputElement).value).toBe('Typed Before The Drop Limited');
    await waitFor(() => expect(served.puts).toHaveLength(1), slow);
    expect(served.puts[0]).toMatchObject({ companyEngName: 'Typed Before The Drop Limited' });
  });

  it('prefers the server copy over an older local one', async () => {
    localStorage.setItem(
      localDraftKey(CASE_ID, ALICE.userID),
      JSON.stringify({
        draft: { companyEngName: 'Old Limited', stakeholders: [] },
        changedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    serveCase({ companyEngName: 'Server Copy Limited' });
    renderForm();
    const name = await screen.findByLabelText(/English company name/);
    expect((name as HTMLInputElement).value).toBe('Server Copy Limited');
  });

  it('shows a message under a field once it was touched', async () => {
    serveCase({});
    renderForm();
    const name = await screen.findByLabelText(/English company name/);
    fireEvent.change(name, { target: { value: '西貢 Limited' } });
    expect(screen.queryByText('English characters only (no Chinese characters)')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('English characters only (no Chinese characters)')).toBeDefined();
  });

  it('lists every problem on submit, each a link that opens its section and focuses the field', async () => {
    const info = validInformation();
    info.regOfficeAddress = { engStreet: 'x'.repeat(81), engDistrict: 'Sai Kung', country: 'HKG' };
    serveCase(info);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit case information' }));
    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link', {
      name: 'Address › Street (English): Use 80 characters or fewer',
    });
    fireEvent.click(link);
    const street = await screen.findByLabelText('Street (English)');
    await waitFor(() => expect(document.activeElement).toBe(street));
    expect(screen.getByRole('tab', { name: /Registered office/ }).getAttribute('aria-selected')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('completes the task when nothing is wrong and goes where the server says', async () => {
    serveCase(validInformation(), {
      [`POST /api/tasks/${FORM_TASK.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...FORM_TASK, status: 'COMPLETED' },
          caseStatus: 'OPEN',
          step: 'MVP_SUBMITTED',
          nextPath: `/my-tasks/complete/${FORM_TASK.taskID}`,
        }),
    });
    const { router } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit case information' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-tasks/complete/${FORM_TASK.taskID}`),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({});
  });

  it('submits with another person’s identity number shown partly (the server judges the whole one)', async () => {
    const information = validInformation();
    const [alice, harbour] = information.stakeholders as Record<string, unknown>[];
    const owners = harbour?.ownerOfBodyCorporate as Record<string, unknown>[];
    // The server shows the client Wong's HKID as the Registry does: 'A123' of A123456(3).
    const shown = {
      ...information,
      stakeholders: [
        alice,
        { ...harbour, ownerOfBodyCorporate: [{ ...owners[0], idNum: 'A123' }, owners[1]] },
      ],
    };
    const withheld = [{ holderID: 'wong', fields: ['idNum', 'idIssueDate', 'idExpiryDate', 'resAddress'] }];
    const answer = (info: unknown) =>
      jsonResponse(200, {
        caseID: CASE_ID,
        information: info,
        problems: [],
        issues: [],
        updatedDate: SERVER_UPDATED,
        withheld,
      });
    const served = serveCase(shown, {
      [`GET /api/cases/${CASE_ID}/information`]: () => answer(shown),
      [`PUT /api/cases/${CASE_ID}/information`]: (body) => {
        served.puts.push(body);
        return answer(body);
      },
      [`POST /api/tasks/${FORM_TASK.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...FORM_TASK, status: 'COMPLETED' },
          caseStatus: 'OPEN',
          step: 'MVP_SUBMITTED',
          nextPath: `/my-tasks/complete/${FORM_TASK.taskID}`,
        }),
    });
    const { router } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit case information' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/my-tasks/complete/${FORM_TASK.taskID}`),
    );
    // Nothing was edited, so nothing to save: the partial number never overwrote anything.
    expect(served.puts).toEqual([]);
  });

  it("shows the server's 409 problems the same way", async () => {
    serveCase(validInformation(), {
      [`POST /api/tasks/${FORM_TASK.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '15001',
          message: 'The case information is not complete',
          details: [{ field: 'stakeholders.1.ownerOfBodyCorporate', reason: 'ownersNot100', message: 'x' }],
        }),
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit case information' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', {
        name: 'Harbour Holdings Limited › Owners: The owners of this corporate must add up to exactly 100%',
      }),
    ).toBeDefined();
  });
});
