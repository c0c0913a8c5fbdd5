import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { ALICE, calls, CASE_ID, fetchMock, list, renderPage, serve, task } from '../test/task-fixtures';
import MyTasksPage from './MyTasksPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

// The dialog is another feature's; here it only matters that the button opens it and it can close.
vi.mock('../../case-opening/components/LinkCaseDialog', () => ({
  default: ({ open, onClose }: { open: boolean; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Link case dialog">
        <button onClick={onClose}>Close it</button>
      </div>
    ) : null,
}));

const aliceTask = (overrides: Parameters<typeof task>[0] = {}) =>
  task({
    taskActionKey: 'POC_FORM',
    step: 'MVP_FORM',
    assigneeRole: 'client',
    taskUserID: ALICE.userID,
    assignee: { userID: ALICE.userID, name: 'Alice Leung', email: 'alice@example.hk', userType: 'GU' },
    ...overrides,
  });

function openMyTasks(query = '') {
  return renderPage(<MyTasksPage routeName="myTasks" />, {
    user: ALICE,
    path: '/my-tasks',
    route: `/my-tasks${query}`,
  });
}

describe('MyTasksPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it("lists the client's open tasks by title with company and firm; a task opens per spec §6", async () => {
    const form = aliceTask();
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([form])) });
    const { router } = openMyTasks();
    const table = await screen.findByRole('table', { name: 'Open' });
    const query = calls()[0]!.url.searchParams;
    expect(query.get('tabKey')).toBe('mine');
    expect(query.get('status')).toBe('OPEN');
    const row = within(table).getByText('Harbour Tea Limited').closest('tr')!;
    expect(within(row).getByText('Harbour Corporate Services Ltd')).toBeDefined();
    expect(within(row).getByText('In progress')).toBeDefined();
    fireEvent.click(within(row).getByRole('link', { name: /Case information/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/my-tasks/${CASE_ID}`));
  });

  it('sends a task that does not open from the list to the ongoing case page', async () => {
    serve({
      'GET /api/tasks': () =>
        jsonResponse(200, list([aliceTask({ taskActionKey: 'T_PAYMENT_PAY', step: 'MVP_D_D_S' })])),
    });
    openMyTasks();
    const link = await screen.findByRole('link', { name: /Payment/ });
    expect(link.getAttribute('href')).toBe(`/view-cases/ongoing/${CASE_ID}#task-list`);
  });

  it('shows completed tasks on their own tab, each linking to its record', async () => {
    const done = aliceTask({ status: 'COMPLETED', completedDate: '2026-03-04T02:00:00.000Z' });
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([done])) });
    const { router } = openMyTasks();
    await screen.findByRole('table', { name: 'Open' });
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const table = await screen.findByRole('table', { name: 'Completed' });
    expect(router.state.location.search).toBe('?view=completed');
    await waitFor(() => expect(calls().at(-1)?.url.searchParams.get('status')).toBe('COMPLETED'));
    expect(
      within(table)
        .getByRole('link', { name: /Case information/ })
        .getAttribute('href'),
    ).toBe(`/my-tasks/complete/${done.taskID}`);
  });

  it('opens the link-to-case dialog and refreshes the tasks when it closes', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    openMyTasks();
    expect(await screen.findByText(/You have no open tasks/)).toBeDefined();
    const before = calls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Link case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link case dialog' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls().length).toBeGreaterThan(before));
  });
});
