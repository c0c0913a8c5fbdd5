import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { ALICE, CASE_ID, fetchMock, KEN, renderPage, serve, task, taskInfo } from '../test/task-fixtures';
import CompletedTaskPage from './CompletedTaskPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const completedFiling = task({
  taskActionKey: 'CASE_FILING',
  step: 'CASE_FILING',
  status: 'COMPLETED',
  outcome: 'APPROVE',
  remarks: 'Filed over the counter.',
  completedBy: { userID: KEN.userID, name: 'Ken Lau', email: 'ken@example.hk', userType: 'COM_SEC' },
  completedDate: '2026-03-05T02:00:00.000Z',
});

describe('CompletedTaskPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows who completed the task and when, its outcome, remarks and recorded result, and the way on', async () => {
    serve({
      [`GET /api/tasks/${completedFiling.taskID}`]: () =>
        jsonResponse(
          200,
          taskInfo(completedFiling, {
            outcomes: ['APPROVE', 'RETURN'],
            result: { filingDate: '2026-03-05', registryReference: 'CR-778812', checked: true },
          }),
        ),
      [`GET /api/cases/${CASE_ID}`]: () => jsonResponse(200, { caseID: CASE_ID, status: 'COMPLETED' }),
    });
    renderPage(<CompletedTaskPage routeName="viewTaskComplete" />, {
      user: KEN,
      path: '/view-tasks/complete/:taskID',
      route: `/view-tasks/complete/${completedFiling.taskID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Case filing' })).toBeDefined();
    expect(screen.getByText('Harbour Tea Limited')).toBeDefined();
    expect(screen.getByText('MVP-2026-0001')).toBeDefined();
    expect(screen.getByText('Ken Lau')).toBeDefined();
    expect(screen.getByText(/^2026-03-05 \d\d:00:00$/)).toBeDefined();
    expect(screen.getByText('Approved')).toBeDefined();
    expect(screen.getByText('Filed over the counter.')).toBeDefined();
    const result = screen.getByRole('region', { name: 'Recorded result' });
    expect(within(result).getByText('Registry reference')).toBeDefined();
    expect(within(result).getByText('CR-778812')).toBeDefined();
    expect(within(result).getByText('Filing date')).toBeDefined();
    // A field without a translation still reads as words.
    expect(within(result).getByText('Checked')).toBeDefined();
    expect(within(result).getByText('Yes')).toBeDefined();
    const caseLink = await screen.findByRole('link', { name: 'Open the case' });
    await vi.waitFor(() => expect(caseLink.getAttribute('href')).toBe(`/view-cases/complete/${CASE_ID}`));
    expect(screen.getByRole('link', { name: 'Back to the task list' }).getAttribute('href')).toBe(
      '/tasks/complete',
    );
  });

  it('says where a signing task’s facts are kept, not that nothing was recorded', async () => {
    const signed = task({
      ...completedFiling,
      taskActionKey: 'POC_DOC_SIGN',
      step: 'MVP_DOC_S',
      outcome: null,
      remarks: null,
    });
    serve({
      [`GET /api/tasks/${signed.taskID}`]: () => jsonResponse(200, taskInfo(signed, { result: null })),
      [`GET /api/cases/${CASE_ID}`]: () => jsonResponse(200, { caseID: CASE_ID, status: 'OPEN' }),
    });
    renderPage(<CompletedTaskPage routeName="viewTaskComplete" />, {
      user: KEN,
      path: '/view-tasks/complete/:taskID',
      route: `/view-tasks/complete/${signed.taskID}`,
    });
    const result = await screen.findByRole('region', { name: 'Recorded result' });
    expect(within(result).getByText("The signatures are kept with the case's documents.")).toBeDefined();
    expect(screen.queryByText(/Nothing was recorded/)).toBeNull();
  });

  it('shows a task that is not completed with its status and the way to its case', async () => {
    const open = task({ taskActionKey: 'POC_FORM', assigneeRole: 'client', taskUserID: ALICE.userID });
    serve({
      [`GET /api/tasks/${open.taskID}`]: () => jsonResponse(200, taskInfo(open)),
      [`GET /api/cases/${CASE_ID}`]: () => jsonResponse(200, { caseID: CASE_ID, status: 'OPEN' }),
    });
    renderPage(<CompletedTaskPage routeName="myTaskComplete" />, {
      user: ALICE,
      path: '/my-tasks/complete/:taskID',
      route: `/my-tasks/complete/${open.taskID}`,
    });
    expect(await screen.findByText('This task is not completed. Its status: In progress.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the case' }).getAttribute('href')).toBe(
      `/view-cases/ongoing/${CASE_ID}#task-list`,
    );
    expect(screen.getByRole('link', { name: 'Back to the task list' }).getAttribute('href')).toBe(
      '/my-tasks?view=completed',
    );
  });

  it('says so when the task cannot be seen', async () => {
    serve({
      'GET /api/tasks/a0000000-0000-4000-8000-000000009999': () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    });
    renderPage(<CompletedTaskPage routeName="myTaskComplete" />, {
      user: ALICE,
      path: '/my-tasks/complete/:taskID',
      route: '/my-tasks/complete/a0000000-0000-4000-8000-000000009999',
    });
    expect(await screen.findByText('This task does not exist, or you may not see it.')).toBeDefined();
  });
});
