import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { createTestI18n } from '../../../test/test-i18n';
import { jsonResponse } from '../../../test/stub-http';
import { buildTheme } from '../../../themes/theme';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { bodyOf, urlOf } from '../test-render';
import LinkCaseDialog from './LinkCaseDialog';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const LINKED = {
  companyEngName: 'Lantau Dumplings Limited',
  companyChiName: '大嶼山餃子有限公司',
  caseType: 'MVP',
  caseID: '5c0f3f2e-1d4c-4b8e-9a51-2c1f7f3d6a20',
};

/** The dialog behind a button, as the dashboard has it, with a query client the test can watch. */
function renderDialog() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open again
        </button>
        <LinkCaseDialog
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      </>
    );
  }
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={buildTheme('light', 'en')}>
          <SnackbarProvider>
            <Host />
          </SnackbarProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onClose, invalidate };
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: false }), { target: { value } });
const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));

/** Step 1 done with `code`, on step 2. */
async function toIdentity(code = 'K7P2QX9M') {
  type('Invitation code', code);
  click('Next');
  await screen.findByRole('heading', { name: 'Confirm your identity' });
}

function answerLink(status: number, body: unknown) {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(status, body)));
}

describe('LinkCaseDialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('asks for an 8-character code, with the note that an invitation e-mail was sent', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Link case' })).toBeDefined();
    expect(within(dialog()).getByText(/An invitation e-mail has been sent to you/)).toBeDefined();
    click('Next');
    expect(within(dialog()).getByText('Enter the 8-digit Invitation Code')).toBeDefined();
    type('Invitation code', 'K7P2QX9');
    click('Next');
    expect(within(dialog()).getByText('Enter the 8-digit Invitation Code')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Link case' })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes on Cancel at step 1, refreshing cases, tasks and entities', () => {
    const { onClose, invalidate } = renderDialog();
    click('Cancel');
    expect(onClose).toHaveBeenCalledTimes(1);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['cases', 'tasks', 'entities']));
  });

  it('checks the names, goes back a step on Cancel keeping the code, and links with Confirm', async () => {
    answerLink(200, LINKED);
    const { onClose } = renderDialog();
    await toIdentity('k7p2qx9m');
    click('Confirm');
    expect(within(dialog()).getAllByText('This field is required.')).toHaveLength(2);
    type('English first name', 'x'.repeat(256));
    type('English last name', 'Ng');
    click('Confirm');
    expect(within(dialog()).getByText('Use at most 255 characters.')).toBeDefined();

    click('Cancel');
    await screen.findByRole('heading', { name: 'Link case' });
    expect(within(dialog()).getByLabelText<HTMLInputElement>(/Invitation code/).value).toBe('K7P2QX9M');
    click('Next');
    await screen.findByRole('heading', { name: 'Confirm your identity' });
    // The names typed before going back are still there.
    expect(within(dialog()).getByLabelText<HTMLInputElement>(/English last name/).value).toBe('Ng');
    type('English first name', ' Daniel ');
    click('Confirm');

    await screen.findByRole('heading', { name: 'Case linked' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url).pathname).toBe('/api/case/link');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({
      invitationCode: 'K7P2QX9M',
      firstName: 'Daniel',
      lastName: 'Ng',
    });
    expect(within(dialog()).getByText('Lantau Dumplings Limited')).toBeDefined();
    expect(within(dialog()).getByText('大嶼山餃子有限公司')).toBeDefined();
    expect(within(dialog()).getByText('Incorporation')).toBeDefined();
    click('Get started');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows linkCaseFail for a wrong code or name', async () => {
    answerLink(400, { code: 'LINK_CASE_FAIL', message: 'The invitation code or the name does not match.' });
    renderDialog();
    await toIdentity();
    type('English first name', 'Daniel');
    type('English last name', 'Wong');
    click('Confirm');
    await within(dialog()).findByText(
      'We could not link the case. Please check the invitation code and your name.',
    );
    expect(screen.getByRole('heading', { name: 'Confirm your identity' })).toBeDefined();
  });

  it('asks to wait after too many tries, and shows the server message for a used code', async () => {
    answerLink(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many requests.', retryAfterSeconds: 1500 });
    renderDialog();
    await toIdentity();
    type('English first name', 'Daniel');
    type('English last name', 'Ng');
    click('Confirm');
    await within(dialog()).findByText('Too many attempts. Please wait 25 minutes and try again.');

    answerLink(410, {
      code: 'LINK_USED',
      message: 'This link has already been used. Please ask for a new one.',
    });
    click('Confirm');
    await within(dialog()).findByText('This link has already been used. Please ask for a new one.');
  });

  it('is empty and at step 1 again after closing at any point', async () => {
    answerLink(200, LINKED);
    renderDialog();
    await toIdentity();
    type('English first name', 'Daniel');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await screen.findByRole('heading', { name: 'Link case' });
    expect(within(dialog()).getByLabelText<HTMLInputElement>(/Invitation code/).value).toBe('');
    await toIdentity();
    expect(within(dialog()).getByLabelText<HTMLInputElement>(/English first name/).value).toBe('');
  });
});
