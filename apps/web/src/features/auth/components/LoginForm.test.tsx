import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLoginRequest, TLoginResponse } from '@portal/domain';
import { ApiError } from '../../../api/api-error';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import LoginForm from './LoginForm';

// Only a request for a new confirmation link goes through the HTTP helper; sign-in is the spy.
const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

function setup(login: (credentials: TLoginRequest) => Promise<TLoginResponse>) {
  const spy = vi.fn(login);
  renderWithProviders(<LoginForm />, { route: '/login', auth: testAuth(null, { login: spy }) });
  const username = screen.getByLabelText<HTMLInputElement>(/Username or e-mail/);
  const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const fill = (u: string, p: string) => {
    fireEvent.change(username, { target: { value: u } });
    fireEvent.change(password, { target: { value: p } });
  };
  return { spy, username, password, submit, fill };
}

const reject = (status: number, body: Record<string, unknown>) => () =>
  Promise.reject(new ApiError(status, body));

describe('LoginForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('checks the form with ZLoginRequest before calling the server', async () => {
    const { spy, submit, fill } = setup(() => new Promise(() => undefined));
    fill('   ', '');
    submit();
    expect(await screen.findByText('Enter your username or e-mail.')).toBeDefined();
    expect(screen.getByText('Enter your password.')).toBeDefined();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the trimmed username and shows a busy state while signing in', async () => {
    const { spy, submit, fill, username } = setup(() => new Promise(() => undefined));
    fill('  mary.chan@example.hk ', 'correct horse');
    submit();
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith({ username: 'mary.chan@example.hk', password: 'correct horse' }),
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' });
    expect(button.disabled).toBe(true);
    expect(username.disabled).toBe(true);
  });

  it('explains wrong credentials and lets the user try again', async () => {
    const { submit, fill, username } = setup(reject(401, { code: 'INVALID_CREDENTIALS', message: 'x' }));
    fill('mchan', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The username or password is incorrect.',
    );
    expect(username.disabled).toBe(false);
  });

  it('tells how many minutes to wait after too many attempts', async () => {
    const { submit, fill } = setup(
      reject(429, { code: 'TOO_MANY_ATTEMPTS', message: 'x', retryAfterSeconds: 61 }),
    );
    fill('mchan', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again in 2 minutes.');
  });

  it('puts a server validation error under the field it names', async () => {
    const { submit, fill } = setup(
      reject(400, { code: 'VALIDATION_ERROR', message: 'x', field: 'password' }),
    );
    fill('mchan', 'pw');
    submit();
    await waitFor(() => expect(screen.getByText('Please check your password.')).toBeDefined());
  });

  it('shows and hides the password', () => {
    const { password } = setup(() => new Promise(() => undefined));
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('offers a new confirmation link when the address is not confirmed yet', async () => {
    const message =
      'Please confirm your e-mail address first: open the link we sent to it. You can ask for a new link.';
    fetchMock.mockResolvedValue(jsonResponse(200, { accepted: true }));
    const { submit, fill } = setup(reject(403, { code: 'EMAIL_NOT_VERIFIED', message }));
    fill(' mary.chan ', 'harbour lantern tram');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new confirmation link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If the address still needs confirming, a new link is on its way.',
    );
    const [[url, init]] = fetchMock.mock.calls as [[string, RequestInit]];
    expect(url).toBe('/api/user/resendVerifyEmail');
    expect(JSON.parse(init.body as string)).toEqual({ login: 'mary.chan' });
  });

  it("says an account is deactivated in the server's words, with no confirmation button", async () => {
    const message = "This account has been deactivated. Please contact your firm's administrator.";
    const { submit, fill } = setup(reject(403, { code: 'ACCOUNT_DEACTIVATED', message }));
    fill('mary.chan', 'harbour lantern tram');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Send a new confirmation link' })).toBeNull();
  });
});
