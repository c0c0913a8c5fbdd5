import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import ResetPasswordPage from './ResetPasswordPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const TOKEN = 'tok/en+1';
const VALID = { state: 'valid', expiresAt: '2026-11-21T10:30:00.000Z' };
const GOOD_PASSWORD = 'harbour lantern tram';

/** Answers GET with `status`, then every POST with `post` (if given). */
function answer(status: unknown, post?: () => Response) {
  fetchMock.mockImplementation((_input, init) =>
    Promise.resolve(init?.method === 'POST' && post ? post() : jsonResponse(200, status)),
  );
}

function open() {
  const { router } = renderWithProviders(<ResetPasswordPage />, {
    route: `/reset-password/${encodeURIComponent(TOKEN)}`,
    path: '/reset-password/:token',
  });
  return router;
}

async function openForm() {
  const router = open();
  await screen.findByRole('heading', { name: 'Choose a new password' });
  // Exact label texts, as the browser tests look them up (no asterisk appended).
  const password = screen.getByLabelText<HTMLInputElement>('New password');
  const confirmation = screen.getByLabelText<HTMLInputElement>('Confirm new password');
  const type = (value: string, again = value) => {
    fireEvent.change(password, { target: { value } });
    fireEvent.change(confirmation, { target: { value: again } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  return { router, password, confirmation, type, submit };
}

/** The checklist as "rule: met" pairs, read the way a screen reader would. */
function checklist() {
  const list = screen.getByRole('list', { name: 'Password rules' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('checks the link (URI-encoded) behind a loader, then asks for the new password', async () => {
    answer(VALID);
    open();
    expect(screen.getByRole('progressbar')).toBeDefined();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/resetPassword/tok%2Fen%2B1');
    expect(screen.getByText(/This link works until/)).toBeDefined();
  });

  it('ticks off the password rules as the user types', async () => {
    answer(VALID);
    const { type } = await openForm();
    expect(checklist()).toEqual([
      'At least 8 characters (not met yet)',
      'At most 128 characters (met)',
      'Not a common or easily guessed password (not met yet)',
      'Both passwords match (not met yet)',
    ]);
    type('password1', '');
    expect(checklist()).toEqual([
      'At least 8 characters (met)',
      'At most 128 characters (met)',
      'Not a common or easily guessed password (not met yet)',
      'Both passwords match (not met yet)',
    ]);
    type(GOOD_PASSWORD);
    expect(checklist().every((item) => item?.endsWith('(met)'))).toBe(true);
    type('x'.repeat(129));
    expect(checklist()[1]).toBe('At most 128 characters (not met yet)');
  });

  it('describes the password field with the rules and toggles both fields visible', async () => {
    answer(VALID);
    const { password, confirmation } = await openForm();
    expect([password.required, confirmation.required]).toEqual([true, true]);
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('At least 8 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect([password.type, confirmation.type]).toEqual(['text', 'text']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect([password.type, confirmation.type]).toEqual(['password', 'password']);
  });

  it('does not send a password that breaks the rules or differs from its confirmation', async () => {
    answer(VALID);
    const { type, submit } = await openForm();
    type('password2026!', 'password2026?');
    submit();
    expect(
      await screen.findByText('This password is too common or easy to guess. Choose another one.'),
    ).toBeDefined();
    expect(screen.getByText('The two passwords do not match.')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('changes the password and offers to sign in', async () => {
    answer(VALID, () => jsonResponse(200, { accepted: true }));
    const { type, submit, router } = await openForm();
    type(GOOD_PASSWORD);
    submit();
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeDefined();
    expect(
      screen.getByText('Your password has been changed. All your other sign-ins have been ended.'),
    ).toBeDefined();
    const post = fetchMock.mock.calls[1];
    expect(post?.[0]).toBe('/api/user/resetPassword');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ token: TOKEN, newPassword: GOOD_PASSWORD });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['expired', 'Link expired', 'This link has expired — reset links work for 1 hour.'],
    ['used', 'Link already used', 'This link has already been used.'],
    ['invalid', 'Link not valid', 'This link is not valid — it may have been copied incompletely.'],
  ])('explains a link that is %s and offers a new one', async (state, heading, body) => {
    answer({ state, expiresAt: null });
    const router = open();
    expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
    expect(screen.getByText((text) => text.startsWith(body))).toBeDefined();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(router.state.location.pathname).toBe('/pages/forgot/forgot-password');
  });

  it('switches to the used-link page when the submit answers 410 LINK_USED', async () => {
    answer(VALID, () =>
      jsonResponse(410, { code: 'LINK_USED', message: 'This link has already been used.' }),
    );
    const { type, submit } = await openForm();
    type(GOOD_PASSWORD);
    submit();
    expect(await screen.findByRole('heading', { name: 'Link already used' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/pages/forgot/forgot-password',
    );
  });

  it("shows the server's validation message under the new password", async () => {
    answer(VALID, () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'newPassword: is too common; choose a less guessable password',
        field: 'newPassword',
        details: [
          {
            field: 'newPassword',
            reason: 'commonPassword',
            message: 'newPassword: is too common; choose a less guessable password',
          },
        ],
      }),
    );
    const { type, submit, password } = await openForm();
    type(GOOD_PASSWORD);
    submit();
    const message = await screen.findByText('newPassword: is too common; choose a less guessable password');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
  });

  it("shows the server's message after too many attempts", async () => {
    answer(VALID, () =>
      jsonResponse(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again in 5 minutes.',
      }),
    );
    const { type, submit } = await openForm();
    type(GOOD_PASSWORD);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
  });

  it('offers to try again when the link cannot be checked', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(VALID);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The portal cannot be reached. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeDefined();
  });
});
