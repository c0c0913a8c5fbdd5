import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRouteName, TUserProfile } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import {
  ALICE,
  calls,
  CASE_ID,
  fetchMock,
  KEN,
  list,
  MANDY,
  renderPage,
  serve,
  task,
  taskInfo,
} from '../test/task-fixtures';
import TaskScreenPage from './TaskScreenPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

function openScreen(user: TUserProfile, routeName: TRouteName, path: string, route: string) {
  return renderPage(<TaskScreenPage routeName={routeName} />, { user, path, route });
}

const completeCalls = () => calls().filter((call) => call.method === 'POST');

describe('TaskScreenPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends someone who has no task in progress here to the ongoing case page at its task list', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = openScreen(MANDY, 'caseReview', '/case-review/:caseID', `/case-review/${CASE_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    expect(router.state.location.hash).toBe('#task-list');
    // Replaced, so Back does not return to the screen that sent them away.
    expect(router.state.historyAction).toBe('REPLACE');
    const lookup = calls()[0]!.url.searchParams;
    expect(lookup.get('caseID')).toBe(CASE_ID);
    expect(lookup.get('tabKey')).toBe('mine');
    expect(lookup.get('status')).toBe('IN_PROGRESS');
  });

  it("redirects when the caller's task of the case belongs to another screen", async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([task({ taskActionKey: 'DD_CS_FORM' })])) });
    const { router } = openScreen(KEN, 'caseReview', '/case-review/:caseID', `/case-review/${CASE_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('shows the task title, company and case, and completes a no-data task to the staff completion page', async () => {
    const review = task({ taskActionKey: 'CS_FORM_R' });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([review])),
      [`GET /api/tasks/${review.taskID}`]: () =>
        jsonResponse(200, taskInfo(review, { outcomes: ['APPROVE', 'RETURN'] })),
      [`POST /api/tasks/${review.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...review, status: 'COMPLETED' },
          caseStatus: 'OPEN',
          step: 'MVP_D_D_CS',
          nextPath: `/view-tasks/complete/${review.taskID}`,
        }),
    });
    const { router } = openScreen(KEN, 'caseReview', '/case-review/:caseID', `/case-review/${CASE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case review' })).toBeDefined();
    expect(screen.getByText('Harbour Tea Limited')).toBeDefined();
    expect(screen.getByText('MVP-2026-0001')).toBeDefined();
    expect(screen.getByText(/arrives with a later release/)).toBeDefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Complete task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this task?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete task' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-tasks/complete/${review.taskID}`));
    expect(completeCalls()[0]?.body).toEqual({ outcome: 'APPROVE' });
  });

  it('completes a client task to the client completion page', async () => {
    const form = task({
      taskActionKey: 'POC_FORM',
      step: 'MVP_FORM',
      assigneeRole: 'client',
      taskUserID: ALICE.userID,
    });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([form])),
      [`GET /api/tasks/${form.taskID}`]: () => jsonResponse(200, taskInfo(form)),
      [`POST /api/tasks/${form.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...form, status: 'COMPLETED' },
          caseStatus: 'OPEN',
          step: 'MVP_SUBMITTED',
          nextPath: `/my-tasks/complete/${form.taskID}`,
        }),
    });
    const { router } = openScreen(
      ALICE,
      'clientCaseForm',
      '/client/my-tasks/:caseID',
      `/client/my-tasks/${CASE_ID}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Case information' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete task' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete task' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-tasks/complete/${form.taskID}`));
    expect(completeCalls()[0]?.body).toEqual({});
  });

  it("shows the server's refusal with the names it lists, and stays on the screen", async () => {
    const form = task({ taskActionKey: 'POC_FORM', assigneeRole: 'client', taskUserID: ALICE.userID });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([form])),
      [`GET /api/tasks/${form.taskID}`]: () => jsonResponse(200, taskInfo(form)),
      [`POST /api/tasks/${form.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '15001',
          message: 'The case update is incomplete.',
          details: [
            { field: 'Chan Tai Man', reason: 'caseInformationValid', message: 'Chan Tai Man' },
            { field: 'Wong Siu Ming', reason: 'caseInformationValid', message: 'Wong Siu Ming' },
          ],
        }),
    });
    const { router } = openScreen(
      ALICE,
      'clientCaseForm',
      '/client/my-tasks/:caseID',
      `/client/my-tasks/${CASE_ID}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Complete task' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete task' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The case update is incomplete.')).toBeDefined();
    const missing = within(alert).getByRole('list', { name: 'What is missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chan Tai Man', 'Wong Siu Ming']);
    expect(router.state.location.pathname).toBe(`/client/my-tasks/${CASE_ID}`);
  });

  it('returns a case only with remarks', async () => {
    const review = task({ taskActionKey: 'CS_FORM_R' });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([review])),
      [`GET /api/tasks/${review.taskID}`]: () =>
        jsonResponse(200, taskInfo(review, { outcomes: ['APPROVE', 'RETURN'] })),
      [`POST /api/tasks/${review.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...review, status: 'COMPLETED', outcome: 'RETURN' },
          caseStatus: 'OPEN',
          step: 'MVP_FORM',
          nextPath: `/view-tasks/complete/${review.taskID}`,
        }),
    });
    const { router } = openScreen(KEN, 'caseReview', '/case-review/:caseID', `/case-review/${CASE_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the case' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Enter the remarks.')).toBeDefined();
    expect(completeCalls()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Remarks/ }), {
      target: { value: 'The director list is incomplete.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-tasks/complete/${review.taskID}`));
    expect(completeCalls()[0]?.body).toEqual({
      outcome: 'RETURN',
      remarks: 'The director list is incomplete.',
    });
  });

  it('matches a stakeholder task by its holder, and offers no completion for a task that records data', async () => {
    const first = task({
      taskActionKey: 'SH_I_FORM',
      holderID: 'holder-1',
      step: null,
      assigneeRole: 'stakeholder',
    });
    const second = task({
      taskActionKey: 'SH_I_FORM',
      holderID: 'holder-2',
      step: null,
      assigneeRole: 'stakeholder',
    });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([first, second])),
      [`GET /api/tasks/${second.taskID}`]: () => jsonResponse(200, taskInfo(second)),
    });
    openScreen(
      KEN,
      'stakeholderIdentification',
      '/stakeholder-identification/:caseID/:holderID',
      `/stakeholder-identification/${CASE_ID}/holder-2`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stakeholder identification' }),
    ).toBeDefined();
    expect(screen.getByText('Until then, this task cannot be completed in the portal.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Complete task' })).toBeNull();
    await waitFor(() =>
      expect(calls().some((call) => call.url.pathname === `/api/tasks/${second.taskID}`)).toBe(true),
    );
  });

  it('matches an address-proof task by its task id', async () => {
    const proof = task({ taskActionKey: 'T_AR_SH_U_ADDR', caseType: 'AR', assigneeRole: 'stakeholder' });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([proof])) });
    const { router } = openScreen(
      KEN,
      'annualRenewalUpdateAddressProof',
      '/annual-renewal/update-address-proof/:caseID/:taskID',
      `/annual-renewal/update-address-proof/${CASE_ID}/b0000000-0000-4000-8000-000000000000`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });
});
