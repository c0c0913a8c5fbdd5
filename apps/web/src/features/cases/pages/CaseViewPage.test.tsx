import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import {
  ADMIN,
  ALICE,
  CASE_ID,
  callsTo,
  caseDetail,
  KEN,
  person,
  serve,
  task,
  type THandler,
} from '../test/case-fixtures';
import CaseViewPage from './CaseViewPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const DETAIL_PATH = `/api/cases/${CASE_ID}`;
const scrollIntoView = vi.fn();

function renderView(
  user: TUserProfile,
  routes: Record<string, THandler>,
  { route = `/view-cases/ongoing/${CASE_ID}`, complete = false } = {},
) {
  serve(fetchMock, user, routes);
  return renderWithProviders(
    <SnackbarProvider>
      <CaseViewPage routeName={complete ? 'caseComplete' : 'caseOngoing'} />
    </SnackbarProvider>,
    {
      route,
      path: complete ? '/view-cases/complete/:caseID' : '/view-cases/ongoing/:caseID',
      auth: testAuth(user),
    },
  );
}

describe('CaseViewPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    // jsdom has no scrollIntoView of its own.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows the header, the steps, the tasks, members and history, and scrolls to #task-list', async () => {
    renderView(
      KEN,
      {
        [`GET ${DETAIL_PATH}`]: () =>
          jsonResponse(
            200,
            caseDetail({
              history: [
                ...caseDetail().history,
                {
                  eventID: 'e2',
                  type: 'SENT_BACK',
                  fromStep: 'MVP_SUBMITTED',
                  toStep: 'MVP_FORM',
                  taskActionKey: 'CS_FORM_R',
                  actorName: 'Ken Lau',
                  remarks: 'Please add a company secretary.',
                  createdDate: '2026-03-02T02:00:00.000Z',
                },
              ],
              step: 'MVP_FORM',
              tasks: [
                task({
                  taskActionKey: 'POC_FORM',
                  assigneeRole: 'client',
                  assignee: person(ALICE),
                  taskUserID: ALICE.userID,
                  step: 'MVP_FORM',
                }),
                task({
                  taskID: 't0000000-0000-4000-8000-000000000002',
                  status: 'COMPLETED',
                  outcome: 'RETURN',
                  remarks: 'Please add a company secretary.',
                  completedBy: person(KEN),
                  completedDate: '2026-03-02T02:00:00.000Z',
                }),
              ],
            }),
          ),
      },
      { route: `/view-cases/ongoing/${CASE_ID}#task-list` },
    );
    await screen.findByText('Harbour Tea Limited');
    expect(screen.getByText('MVP-2026-0001')).toBeDefined();
    // Beside the step, what is under way now and for whom (the finished review is not named).
    expect(screen.getByText('Fill case information · Alice Leung')).toBeDefined();
    expect(screen.getByText('Harbour Corporate Services Limited')).toBeDefined();

    const tasks = document.getElementById('task-list')!;
    expect(within(tasks).getByRole('heading', { name: 'Tasks' })).toBeDefined();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(tasks);

    const items = within(tasks).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'Fill case information' })).toBeDefined();
    expect(within(items[0]!).getByText('In progress')).toBeDefined();
    // Ken may not work on the client's task: no Open button.
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByText('Returned for changes')).toBeDefined();

    // The send-back that put the case where it is now is explained, and stands out in the history.
    expect(screen.getByText('Sent back from “Review case” to “Fill in case information”')).toBeDefined();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Sent back')).toBeDefined();
    expect(within(history).getByText('Review case → Fill in case information')).toBeDefined();

    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByText('alice.leung@client.example')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Take charge' })).toBeNull();
  });

  it('opens the screen of a task assigned to the person', async () => {
    renderView(ALICE, {
      [`GET ${DETAIL_PATH}`]: () =>
        jsonResponse(
          200,
          caseDetail({
            step: 'MVP_FORM',
            tasks: [task({ taskActionKey: 'POC_FORM', assigneeRole: 'client', taskUserID: ALICE.userID })],
          }),
        ),
    });
    const open = await screen.findByRole('link', { name: 'Open: Fill case information' });
    expect(open.getAttribute('href')).toBe(`/client/my-tasks/${CASE_ID}`);
    expect(screen.queryByRole('button', { name: 'Take this review' })).toBeNull();
  });

  it('lets staff take charge of a case nobody has, and refreshes the case', async () => {
    let detail = caseDetail({ staffInCharge: null, mayTakeCharge: true, mayCancel: true });
    renderView(KEN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, detail),
      [`POST ${DETAIL_PATH}/staff-in-charge`]: () => {
        detail = caseDetail({ mayCancel: true });
        return jsonResponse(200, detail);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take charge' }));
    await screen.findByText('You are now in charge of this case.');
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/staff-in-charge`)[0]?.body).toEqual({
      userID: KEN.userID,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Take charge' })).toBeNull());
    expect(screen.getAllByText('Ken Lau').length).toBeGreaterThan(0);
  });

  it('cancels a case only with a reason, then shows it at the complete address', async () => {
    let detail = caseDetail({ mayCancel: true });
    const { router } = renderView(KEN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, detail),
      [`POST ${DETAIL_PATH}/cancel`]: () => {
        detail = caseDetail({
          status: 'CANCELLED',
          cancelReason: 'The client withdrew.',
          closedDate: '2026-03-03T02:00:00.000Z',
        });
        return jsonResponse(200, detail);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel MVP-2026-0001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel case' }));
    expect(await within(dialog).findByText('Enter the reason for cancelling the case.')).toBeDefined();
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/cancel`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The client withdrew.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel case' }));
    await screen.findByText('Case MVP-2026-0001 was cancelled.');
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/cancel`)[0]?.body).toEqual({
      reason: 'The client withdrew.',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/complete/${CASE_ID}`));
  });

  it('shows the server’s message under the reason when it refuses it', async () => {
    renderView(KEN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, caseDetail({ mayCancel: true })),
      [`POST ${DETAIL_PATH}/cancel`]: () =>
        jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Use plain text.', field: 'reason' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel case' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel case' }));
    expect(await within(dialog).findByText('Use plain text.')).toBeDefined();
  });

  it('lets a SYSTEM_ADMIN hand the case over to a colleague', async () => {
    const mandy = {
      userID: '33333333-3333-4333-8333-333333333333',
      username: 'harbour.mandy',
      email: 'mandy.ho@harbour-cs.example',
      engFirstName: 'Mandy',
      engLastName: 'Ho',
      chiName: null,
      userType: 'COM_SEC',
      status: 'ACTIVE',
      emailVerified: true,
      isFirstTimeLogin: false,
      firmID: caseDetail().firmID,
      lastLoginDate: null,
      createdDate: '2026-01-02T02:00:00.000Z',
    };
    renderView(ADMIN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, caseDetail()),
      'GET /api/accounts/users': () =>
        jsonResponse(200, { items: [mandy], total: 1, page: 1, pageSize: 100 }),
      [`POST ${DETAIL_PATH}/staff-in-charge`]: () =>
        jsonResponse(
          200,
          caseDetail({
            staffInCharge: {
              userID: mandy.userID,
              name: 'Mandy Ho',
              email: mandy.email,
              userType: 'COM_SEC',
            },
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over MVP-2026-0001' });
    const select = await within(dialog).findByLabelText('Colleague');
    await within(select).findByRole('option', { name: 'Mandy Ho (Company secretary)' });
    fireEvent.change(select, { target: { value: mandy.userID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await screen.findByText('Mandy Ho is now in charge of this case.');
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/staff-in-charge`)[0]?.body).toEqual({
      userID: mandy.userID,
    });
  });

  it('lets staff take a review nobody holds, then refreshes the tasks', async () => {
    const review = task({
      taskID: 't0000000-0000-4000-8000-000000000009',
      taskActionKey: 'DD_CO_FORM',
      assigneeRole: 'reviewer',
      taskUserID: null,
      assignee: null,
      step: 'MVP_D_D_CO',
    });
    let claimed = false;
    renderView(ADMIN, {
      [`GET ${DETAIL_PATH}`]: () =>
        jsonResponse(
          200,
          caseDetail({
            step: 'MVP_D_D_CO',
            tasks: [claimed ? { ...review, taskUserID: ADMIN.userID, assignee: person(ADMIN) } : review],
          }),
        ),
      [`POST /api/tasks/${review.taskID}/claim`]: () => {
        claimed = true;
        return jsonResponse(200, {
          ...review,
          taskUserID: ADMIN.userID,
          outcomes: [],
          mayComplete: true,
          mayClaim: false,
          result: null,
        });
      },
    });
    expect(await screen.findByText('Assigned to: Not yet assigned (Reviewer)')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Take this review' }));
    await screen.findByText('You now have the task “Review risk assessment”.');
    const open = await screen.findByRole('link', { name: 'Open: Review risk assessment' });
    expect(open.getAttribute('href')).toBe(`/due-diligence/${CASE_ID}?tab=risk`);
    expect(screen.queryByRole('button', { name: 'Take this review' })).toBeNull();
  });

  it('moves a completed case from the ongoing address to the complete one, and back', async () => {
    const first = renderView(KEN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, caseDetail({ status: 'COMPLETED', step: 'COMPLETED' })),
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/view-cases/complete/${CASE_ID}`));
    first.unmount();

    const second = renderView(
      KEN,
      { [`GET ${DETAIL_PATH}`]: () => jsonResponse(200, caseDetail()) },
      { route: `/view-cases/complete/${CASE_ID}`, complete: true },
    );
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('says a case is not found, with a way back to the list', async () => {
    renderView(KEN, {
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }),
    });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to cases' }).getAttribute('href')).toBe('/cases');
    // A missing case is not asked for again.
    expect(callsTo(fetchMock, 'GET', DETAIL_PATH)).toHaveLength(1);
  });
});
