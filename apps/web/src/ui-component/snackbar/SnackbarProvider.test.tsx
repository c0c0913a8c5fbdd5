import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError, createTimeoutError } from '../../api/api-error';
import { createQueryClient } from '../../app/query-client';
import { createTestI18n } from '../../test/test-i18n';
import { useSnackbar } from './snackbar-context';
import SnackbarProvider from './SnackbarProvider';

vi.mock('../../features/support/api', () => ({
  publicConfigQuery: {
    queryKey: ['public-config'],
    queryFn: () => Promise.resolve({ supportEmail: 'support@portal.example.hk', version: '1.0.0' }),
  },
}));

function Trigger({ error }: { error?: unknown }) {
  const { showSuccess, showError, showSnackbar } = useSnackbar();
  return (
    <>
      <button onClick={() => showSuccess()}>success</button>
      <button onClick={() => showError(error)}>error</button>
      <button onClick={() => showSnackbar({ variant: 'custom', message: 'Copied' })}>custom</button>
    </>
  );
}

// The snackbar UI is a lazy chunk: let it resolve inside act before asserting.
async function settle() {
  await act(async () => {
    await import('./SnackbarHost');
  });
}

function renderTrigger(error?: unknown) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={createQueryClient()}>
        <SnackbarProvider>
          <Trigger error={error} />
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('snackbars', () => {
  afterEach(() => vi.useRealTimers());

  it('throws the spec message when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSnackbar())).toThrow('context must be use inside provider');
    vi.mocked(console.error).mockRestore();
  });

  it("says 'Changes have been saved.' by default and hides after 6 seconds", async () => {
    vi.useFakeTimers();
    renderTrigger();
    fireEvent.click(screen.getByText('success'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Changes have been saved.');
    act(() => {
      vi.advanceTimersByTime(5900);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.queryByText('Changes have been saved.')).toBeNull();
  });

  it('hides the custom variant after 3 seconds', async () => {
    vi.useFakeTimers();
    renderTrigger();
    fireEvent.click(screen.getByText('custom'));
    await settle();
    expect(screen.getByText('Copied')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('words an unexpected error with the support e-mail and the error code', async () => {
    renderTrigger(new ApiError(500, { code: 'INTERNAL_ERROR', message: 'boom' }));
    fireEvent.click(screen.getByText('error'));
    expect(
      await screen.findByText(
        'An unexpected error occurred. Please contact us at support@portal.example.hk [INTERNAL_ERROR]',
      ),
    ).toBeDefined();
  });

  it('words a timeout as a loading timeout', async () => {
    renderTrigger(createTimeoutError());
    fireEvent.click(screen.getByText('error'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Loading took too long. Please try again later.');
  });
});
