import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCrossCheckItem, TCrossCheckView } from '@portal/domain';
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
} from '../../tasks/test/task-fixtures';
import CrossCheckPage from './CrossCheckPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const CC_TASK = task({
  taskActionKey: 'DD_S_FORM',
  taskUserID: KEN.userID,
  assigneeRole: 'officer',
  step: 'MVP_D_D_S',
  companyEngName: 'Sai Kung Seafood Limited',
});
const VIEW_PATH = `/api/cases/${CASE_ID}/cross-check`;

function item(overrides: Partial<TCrossCheckItem>): TCrossCheckItem {
  return {
    itemType: 'DOCUMENT',
    itemID: 'd0000000-0000-4000-8000-000000000001',
    category: 'GENERATED_FORM',
    title: 'Incorporation Form (Form NNC1)',
    fileID: 'f0000000-0000-4000-8000-000000000001',
    fileName: 'MVP-2026-0001-NNC1-v1.pdf',
    fileSize: 120_000,
    fileType: 'application/pdf',
    holderID: null,
    holderName: null,
    createdDate: '2026-11-20T08:00:00.000Z',
    mark: null,
    history: [],
    ...overrides,
  };
}

const FORM = item({});
const HKID = item({
  itemType: 'FILE',
  itemID: 'f0000000-0000-4000-8000-000000000002',
  fileID: 'f0000000-0000-4000-8000-000000000002',
  category: 'IDENTITY_DOCUMENT',
  title: 'hkid.png',
  fileName: 'hkid.png',
  fileType: 'image/png',
  holderID: 'alice',
  holderName: 'Alice Leung',
});

function viewOf(items: TCrossCheckItem[], mayMark = true): TCrossCheckView {
  return {
    caseID: CASE_ID,
    mayMark,
    items,
    outstanding: items.filter((i) => i.mark?.status !== 'CHECKED').map((i) => i.title),
  };
}

const checked = (i: TCrossCheckItem): TCrossCheckItem => {
  const mark = {
    status: 'CHECKED' as const,
    note: null,
    markedBy: 'Ken Lau',
    markedDate: '2026-11-21T08:00:00Z',
  };
  return { ...i, mark, history: [mark, ...i.history] };
};

function renderCrossCheck() {
  return renderPage(<CrossCheckPage routeName="crossCheck" />, {
    user: KEN,
    path: '/cross-check/:caseID',
    route: `/cross-check/${CASE_ID}`,
  });
}

describe('CrossCheckPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('sends anyone without the cross-check task to the case page', async () => {
    serve({ 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = renderCrossCheck();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('groups forms and documents, ticks one, sends one back with a required note, then completes', async () => {
    let current = viewOf([FORM, HKID]);
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([CC_TASK])),
      [`GET ${VIEW_PATH}`]: () => jsonResponse(200, current),
      [`POST ${VIEW_PATH}/marks`]: (body) => {
        const b = body as { itemID: string; status: 'CHECKED' | 'SENT_BACK'; note?: string };
        current = viewOf(
          current.items.map((i) => {
            if (i.itemID !== b.itemID) return i;
            const mark = {
              status: b.status,
              note: b.note ?? null,
              markedBy: 'Ken Lau',
              markedDate: '2026-11-21T08:00:00Z',
            };
            return { ...i, mark, history: [mark, ...i.history] };
          }),
        );
        return jsonResponse(200, current);
      },
      [`POST /api/tasks/${CC_TASK.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: CC_TASK,
          caseStatus: 'OPEN',
          step: 'MVP_D_D_S',
          nextPath: `/view-tasks/complete/${CC_TASK.taskID}`,
        }),
    });
    const { router } = renderCrossCheck();
    expect(await screen.findByRole('heading', { level: 2, name: 'Generated forms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Identity documents' })).toBeTruthy();
    expect(screen.getByText('0 of 2 checked')).toBeTruthy();
    const complete = screen.getByRole('button', { name: 'Complete the cross-check' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Checked: Incorporation Form (Form NNC1)' }));
    expect(await screen.findByText('1 of 2 checked')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send back: hkid.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back with a note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText('Say what needs correcting.')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(1);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'The card is blurred.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('The card is blurred.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls().at(-1)?.body).toEqual({
      itemType: 'FILE',
      itemID: HKID.itemID,
      status: 'SENT_BACK',
      note: 'The card is blurred.',
    });
    expect((complete as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Checked: hkid.png' }));
    expect(await screen.findByText('2 of 2 checked')).toBeTruthy();
    await waitFor(() => expect((complete as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(complete);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/view-tasks/complete/${CC_TASK.taskID}`),
    );
  });

  it('shows what the server still names when it refuses, and read-only rows to someone who may not mark', async () => {
    serve({
      'GET /api/tasks': () => jsonResponse(200, list([CC_TASK])),
      [`GET ${VIEW_PATH}`]: () => jsonResponse(200, viewOf([checked(FORM)], false)),
      [`POST /api/tasks/${CC_TASK.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '15001',
          message: 'Update case incomplete',
          details: [{ field: 'x', reason: 'documentsCrossChecked', message: 'The generated forms' }],
        }),
    });
    renderCrossCheck();
    expect(await screen.findByText('1 of 1 checked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as checked/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete the cross-check' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The generated forms');
  });
});
