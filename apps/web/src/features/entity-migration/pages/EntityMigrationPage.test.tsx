import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRecognisedField } from '@portal/domain';
import { jsonResponse } from '../../../test/stub-http';
import { calls, CASE_ID, fetchMock, KEN, list } from '../../tasks/test/task-fixtures';
import { marksStorageKey } from '../recognised-fields';
import { EN_TASK, RECOGNISED, renderEntityForm, serveEntity, takenOver } from '../test/entity-form-kit';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

// The recognition panel (drop, terms, progress, review) has its own tests: here it only hands over
// what the officer accepted.
vi.mock('../../recognition/components/CompanyFormRecognition', async () => {
  const kit = await import('../test/recognised-fixture');
  return {
    default: ({ onAccept }: { onAccept: (fields: TRecognisedField[]) => void }) => (
      <button type="button" onClick={() => onAccept(kit.RECOGNISED)}>
        Fill the form
      </button>
    ),
  };
});

const slow = { timeout: 3000 };

describe('EntityMigrationPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('sends anyone without the EN_FORM task in progress to the case page', async () => {
    serveEntity({}, { 'GET /api/tasks': () => jsonResponse(200, list([])) });
    const { router } = renderEntityForm();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
  });

  it('loads the draft with its registered particulars and the returns still owed', async () => {
    serveEntity(takenOver());
    renderEntityForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entity information' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>(/^Company number/).value).toBe('1234567');
    expect(screen.getByLabelText<HTMLInputElement>(/^Business registration number/).value).toBe('31234567');
    expect(screen.getByLabelText<HTMLInputElement>(/^Date of incorporation/).value).toBe('2012-02-29');
    // Last filed for 2024: the 2025 return (made up to 28 February in a common year) is owed.
    const owed = screen.getByRole('region', { name: 'Annual returns outstanding' });
    expect(within(owed).getByText(/Return made up to 2025-02-28: overdue since 2025-04-11/)).toBeDefined();
  });

  it('saves a typed value as the officer types, and keeps a malformed number out of the draft', async () => {
    const served = serveEntity({ companyEngName: 'Victoria Peak Trading Limited' });
    renderEntityForm();
    const brn = await screen.findByLabelText(/^Business registration number/);
    fireEvent.change(brn, { target: { value: '3123' } });
    expect(await screen.findByText('A business registration number is 8 digits')).toBeDefined();
    fireEvent.change(brn, { target: { value: '31234567' } });
    await waitFor(() => expect(served.puts.length).toBeGreaterThan(0), slow);
    expect(served.puts.at(-1)).toMatchObject({ brn: '31234567' });
    expect(served.puts.every((p) => p.brn === undefined || p.brn === '31234567')).toBe(true);
  });

  it('fills the form with recognised values, marks each with its page, highlights the doubtful until edited', async () => {
    const served = serveEntity({ companyEngName: 'Old Name Limited' });
    const first = renderEntityForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Fill the form' }));
    expect(await screen.findByText(/8 values from the form were filled in/)).toBeDefined();
    expect(screen.getByText(/1 value could not be used as read/)).toBeDefined();
    const name = screen.getByLabelText<HTMLInputElement>(/English company name/);
    expect(name.value).toBe('Victoria Peak Trading Limited');
    // The chip is part of the field's description, so a screen reader reads it with the field.
    const described = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(described(name)).toContain('Read from page 1 · 100 %');
    const brn = screen.getByLabelText(/^Business registration number/);
    expect(described(brn)).toContain('Read from page 1 · 55 %');
    expect(described(brn)).toContain('Check this value');
    expect(described(screen.getByLabelText(/^Company number/))).not.toContain('Check this value');
    await waitFor(() => expect(served.puts.at(-1)).toMatchObject({ totalNumOfOrdShare: 10000 }), slow);
    const saved = served.puts.at(-1) as { stakeholders: { holderID: string; engLastName?: string }[] };
    expect(saved.stakeholders).toHaveLength(1);
    expect(saved.stakeholders[0]).toMatchObject({
      engLastName: 'Wong',
      isShareHolder: true,
      ordinaryShares: 10000,
    });
    expect(saved.stakeholders[0]!.holderID).toMatch(/^h-/);

    // The marks survive a reload.
    first.unmount();
    serveEntity(served.puts.at(-1)!);
    renderEntityForm();
    const again = await screen.findByLabelText(/^Business registration number/);
    expect(described(again)).toContain('Check this value');
    // Editing the field clears its highlight; where it came from stays.
    fireEvent.change(again, { target: { value: '31234568' } });
    await waitFor(() => expect(described(again)).not.toContain('Check this value'));
    expect(described(again)).toContain('Read from page 1 · 55 %');
    expect(localStorage.getItem(marksStorageKey(CASE_ID, KEN.userID))).toContain('"check":false');
    fireEvent.click(screen.getByRole('tab', { name: 'Stakeholders' }));
    expect(described(await screen.findByDisplayValue('Wong'))).toContain('Read from page 4 · 92 %');
  });

  it('asks before replacing the holders the form already has', async () => {
    const served = serveEntity(takenOver());
    renderEntityForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Fill the form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the stakeholders?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and add' }));
    await waitFor(() => expect(served.puts.length).toBeGreaterThan(0), slow);
    const kept = served.puts.at(-1) as { stakeholders: { holderID: string; engLastName?: string }[] };
    expect(kept.stakeholders.map((h) => h.engLastName)).toEqual(['Chan', 'Lee', 'Wong']);

    fireEvent.click(screen.getByRole('button', { name: 'Fill the form' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    await waitFor(
      () =>
        expect((served.puts.at(-1) as typeof kept).stakeholders.map((h) => h.engLastName)).toEqual(['Wong']),
      slow,
    );
    expect(RECOGNISED.filter((f) => f.path.startsWith('stakeholders.1'))).toHaveLength(0);
  });

  it('completes the EN_FORM task and opens the case', async () => {
    serveEntity(takenOver(), {
      [`POST /api/tasks/${EN_TASK.taskID}/complete`]: () =>
        jsonResponse(200, {
          task: { ...EN_TASK, status: 'COMPLETED' },
          caseStatus: 'OPEN',
          step: 'EN_SH_LINK',
          nextPath: `/view-tasks/complete/${EN_TASK.taskID}`,
        }),
    });
    const { router } = renderEntityForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/view-cases/ongoing/${CASE_ID}`));
    // (The success note saying the code was mailed lives in the app's snackbar, outside this page.)
    const post = calls().find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/tasks/${EN_TASK.taskID}/complete`);
  });

  it('shows the server’s refusal by field', async () => {
    serveEntity(takenOver(), {
      [`POST /api/tasks/${EN_TASK.taskID}/complete`]: () =>
        jsonResponse(409, {
          code: '15001',
          message: 'The case information is not complete',
          details: [{ field: 'stakeholders.1.idNum', reason: 'hkidInvalid', message: '' }],
        }),
    });
    renderEntityForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByRole('link', {
        name: /^Ka Yan Lee › Identity document number: This Hong Kong identity card number is not valid/,
      }),
    ).toBeDefined();
  });
});
