import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import ForgotPasswordPage from './ForgotPasswordPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

function setup() {
  renderWithProviders(<ForgotPasswordPage />, {
    route: '/pages/forgot/forgot-password',
    path: '/pages/forgot/forgot-password',
  });
  const login = screen.getByLabelText<HTMLInputElement>('Username or e-mail');
  const send = (value: string) => {
    fireEvent.change(login, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  };
  return { login, send };
}

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('asks for a username or e-mail before calling the server', async () => {
    const { send } = setup();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeDefined();
    send('');
    expect(await screen.findByText('Enter your username or e-mail.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the username and answers with the same neutral confirmation as for any input', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { accepted: true }));
    const { send } = setup();
    send(' mchan ');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(
      screen.getByText(
        "If this matches an account, we have sent a link to reset its password to the account's e-mail address. The link works once, for 1 hour.",
      ),
    ).toBeDefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/forgotPassword');
    expect(JSON.parse(init?.body as string)).toEqual({ login: 'mchan' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows an unexpected failure with a reference for support', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { send } = setup();
    send('mchan');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again later. [502]',
    );
  });
});
