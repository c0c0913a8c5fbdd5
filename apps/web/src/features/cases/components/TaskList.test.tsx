import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ADMIN, callsTo, KEN, person, serve, task } from '../test/case-fixtures';
import TaskList from './TaskList';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

/** A risk review Ken holds (e.g. he rated it high and cannot approve it). */
const HELD = task({
  taskID: 't0000000-0000-4000-8000-000000000010',
  taskActionKey: 'DD_CO_FORM',
  assigneeRole: 'reviewer',
  taskUserID: KEN.userID,
  assignee: person(KEN),
  step: 'MVP_D_D_CO',
});

function renderTasks(user: TUserProfile) {
  serve(fetchMock, user, {
    [`POST /api/tasks/${HELD.taskID}/claim`]: () =>
      jsonResponse(200, {
        ...HELD,
        taskUserID: user.userID,
        outcomes: [],
        mayComplete: true,
        mayClaim: false,
        result: null,
      }),
  });
  return renderWithProviders(
    <SnackbarProvider>
      <TaskList tasks={[HELD]} caseStatus="OPEN" userID={user.userID} mayClaim />
    </SnackbarProvider>,
    { auth: testAuth(user) },
  );
}

describe('TaskList take-over', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('lets a SYSTEM_ADMIN take over a review a colleague holds', async () => {
    renderTasks(ADMIN);
    fireEvent.click(screen.getByRole('button', { name: 'Take over: Review risk assessment' }));
    expect(await screen.findByText('The review is yours now.')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/api/tasks/${HELD.taskID}/claim`)).toHaveLength(1),
    );
  });

  it('offers no take-over to a COM_SEC, nor to the one who holds it', () => {
    const mandy = { ...KEN, userID: '33333333-3333-4333-8333-333333333333' };
    renderTasks(mandy);
    expect(screen.queryByRole('button', { name: /Take over/ })).toBeNull();
  });
});
