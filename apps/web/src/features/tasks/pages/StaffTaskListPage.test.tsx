import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import {
  calls,
  CASE_ID,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
  taskInfo,
} from '../test/task-fixtures';
import StaffTaskListPage from './StaffTaskListPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const taskCalls = () => calls().filter((call) => call.url.pathname === '/api/tasks');

function openIncomplete(query = '') {
  return renderPage(<StaffTaskListPage routeName="tasksIncomplete" />, {
    user: KEN,
    path: '/tasks/incomplete',
    route: `/tasks/incomplete${query}`,
  });
}

describe('StaffTaskListPage /tasks/incomplete', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('binds the tabs to tabKey: mine by default, the query picks one, a click changes it', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([task()])) });
    const { router } = openIncomplete();
    await screen.findByRole('table', { name: 'My tasks' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My tasks',
      'Team tasks',
      'Not taken yet',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('My tasks');
    expect(taskCalls()[0]?.url.searchParams.get('tabKey')).toBe('mine');
    expect(taskCalls()[0]?.url.searchParams.get('status')).toBe('OPEN');

    fireEvent.click(screen.getByRole('tab', { name: 'Team tasks' }));
    await screen.findByRole('table', { name: 'Team tasks' });
    expect(router.state.location.search).toBe('?tabKey=team');
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.get('tabKey')).toBe('team'));
  });

  it('opens the tab the address names', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    openIncomplete('?tabKey=queued');
    await screen.findByRole('table', { name: 'Not taken yet' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Not taken yet');
    expect(screen.getByText('Every task has been taken.')).toBeDefined();
    expect(taskCalls()[0]?.url.searchParams.get('tabKey')).toBe('queued');
  });

  it('keeps one kind of task when the address names it (a dashboard figure), until the filter is removed', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = openIncomplete('?tabKey=queued&taskActionKey=DD_CO_FORM');
    await screen.findByRole('table', { name: 'Not taken yet' });
    expect(taskCalls()[0]?.url.searchParams.get('taskActionKey')).toBe('DD_CO_FORM');
    const chip = screen.getByRole('button', { name: 'Only: Review risk assessment' });
    fireEvent.keyUp(chip, { key: 'Backspace' });
    await waitFor(() => expect(router.state.location.search).toBe('?tabKey=queued'));
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.has('taskActionKey')).toBe(false));
  });

  it('shows each task with its action, company, case, status and assignee', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([task({ taskActionKey: 'DD_CS_FORM' })])) });
    openIncomplete();
    const table = await screen.findByRole('table', { name: 'My tasks' });
    const row = within(table).getByText('Review incorporation details (due diligence)').closest('tr')!;
    expect(within(row).getByText('Harbour Tea Limited')).toBeDefined();
    expect(within(row).getByText('海港茶葉有限公司')).toBeDefined();
    expect(within(row).getByText('MVP-2026-0001')).toBeDefined();
    expect(within(row).getByText('Incorporation')).toBeDefined();
    expect(within(row).getByText('In progress')).toBeDefined();
    expect(within(row).getByText('Ken Lau')).toBeDefined();
  });

  it('opens an openable task of mine on its own screen (spec §6)', async () => {
    const review = task({ taskActionKey: 'DD_CS_FORM', step: 'MVP_D_D_CS' });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([review])) });
    const { router } = openIncomplete();
    fireEvent.click(
      await screen.findByRole('link', { name: 'Review incorporation details (due diligence)' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/due-diligence/${CASE_ID}`));
  });

  it('opens any other task on the ongoing case page at its task list, the row as well as the link', async () => {
    const caseReview = task({ taskActionKey: 'CS_FORM_R' });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([caseReview])) });
    const { router } = openIncomplete();
    const link = await screen.findByRole('link', { name: 'Review incorporation case' });
    expect(link.getAttribute('href')).toBe(`/view-cases/ongoing/${CASE_ID}#task-list`);
    fireEvent.click(within(link.closest('tr')!).getByText('MVP-2026-0001'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    expect(router.state.location.hash).toBe('#task-list');
  });

  it("sends a colleague's openable task to the case page, not its screen", async () => {
    const theirs = task({
      taskActionKey: 'DD_CS_FORM',
      taskUserID: '99999999-9999-4999-8999-999999999999',
      assignee: {
        userID: '99999999-9999-4999-8999-999999999999',
        name: 'Mandy Ho',
        email: 'm@x.hk',
        userType: 'COM_SEC',
      },
    });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([theirs])) });
    openIncomplete('?tabKey=team');
    const link = await screen.findByRole('link', { name: 'Review incorporation details (due diligence)' });
    expect(link.getAttribute('href')).toBe(`/view-cases/ongoing/${CASE_ID}#task-list`);
  });

  it('offers Take for a review task nobody has, and claims it', async () => {
    const review = task({
      taskActionKey: 'DD_CO_FORM',
      assigneeRole: 'reviewer',
      taskUserID: null,
      assignee: null,
      status: 'IN_PROGRESS',
    });
    const officer = task({ taskActionKey: 'CS_FORM_R', taskUserID: null, assignee: null });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([review, officer])),
      [`POST /api/tasks/${review.taskID}/claim`]: () =>
        jsonResponse(200, taskInfo({ ...review, taskUserID: KEN.userID })),
    });
    openIncomplete('?tabKey=queued');
    const table = await screen.findByRole('table', { name: 'Not taken yet' });
    expect(within(table).getAllByRole('button', { name: /^Take/ })).toHaveLength(1);
    expect(within(table).getByText('Waiting for: Reviewer')).toBeDefined();
    fireEvent.click(
      within(table).getByRole('button', { name: 'Take: Review risk assessment, MVP-2026-0001' }),
    );
    await screen.findByText('The task is yours now. It is listed under My tasks.');
    expect(calls().some((call) => call.method === 'POST' && call.url.pathname.endsWith('/claim'))).toBe(true);
  });

  it("shows the server's refusal when a claim is refused", async () => {
    const review = task({
      taskActionKey: 'DD_CO_FORM',
      assigneeRole: 'reviewer',
      taskUserID: null,
      assignee: null,
    });
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([review])),
      [`POST /api/tasks/${review.taskID}/claim`]: () =>
        jsonResponse(403, {
          code: 'REVIEWER_MUST_DIFFER',
          message:
            'The review must be done by a colleague other than the one who prepared the due diligence.',
        }),
    });
    openIncomplete('?tabKey=queued');
    fireEvent.click(await screen.findByRole('button', { name: /^Take/ }));
    await screen.findByText(
      'The review must be done by a colleague other than the one who prepared the due diligence.',
    );
  });

  it('filters by case type and search, and sorts by the date column', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([task()])) });
    openIncomplete();
    await screen.findByRole('table', { name: 'My tasks' });
    fireEvent.change(screen.getByLabelText('Case type'), { target: { value: 'AR' } });
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.get('caseType')).toBe('AR'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Harbour' } });
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.get('search')).toBe('Harbour'));
    expect(taskCalls().at(-1)?.url.searchParams.get('order')).toBe('desc');
    fireEvent.click(screen.getByRole('button', { name: 'Updated' }));
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.get('order')).toBe('asc'));
    expect(taskCalls().at(-1)?.url.searchParams.get('sort')).toBe('updatedDate');
  });
});

describe('StaffTaskListPage /tasks/complete', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lists my completed tasks by default, the whole firm on request; a row opens its record', async () => {
    const done = task({
      status: 'COMPLETED',
      completedBy: { userID: KEN.userID, name: 'Ken Lau', email: 'ken@example.hk', userType: 'COM_SEC' },
      completedDate: '2026-03-03T02:00:00.000Z',
    });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([done])) });
    const { router } = renderPage(<StaffTaskListPage routeName="tasksComplete" />, {
      user: KEN,
      path: '/tasks/complete',
      route: '/tasks/complete',
    });
    const link = await screen.findByRole('link', { name: 'Review incorporation case' });
    expect(taskCalls()[0]?.url.searchParams.get('status')).toBe('COMPLETED');
    expect(taskCalls()[0]?.url.searchParams.get('tabKey')).toBe('mine');
    expect(taskCalls()[0]?.url.searchParams.get('sort')).toBe('completedDate');
    expect(link.getAttribute('href')).toBe(`/view-tasks/complete/${done.taskID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Whole firm' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scope=all'));
    await waitFor(() => expect(taskCalls().at(-1)?.url.searchParams.has('tabKey')).toBe(false));
  });
});
