import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import ForgotUsernamePage from './ForgotUsernamePage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

function setup() {
  renderWithProviders(<ForgotUsernamePage />, { route: '/reset-username', path: '/reset-username' });
  const email = screen.getByLabelText<HTMLInputElement>('E-mail address');
  const send = (value: string) => {
    fireEvent.change(email, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my username' }));
  };
  return { email, send };
}

describe('ForgotUsernamePage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('asks for an e-mail address, in words naming the field, before calling the server', async () => {
    const { send } = setup();
    expect(screen.getByRole('heading', { name: 'Forgot your username?' })).toBeDefined();
    send('   ');
    expect(await screen.findByText('Enter your e-mail address.')).toBeDefined();
    send('mary.chan');
    expect(await screen.findByText('Enter a valid e-mail address, such as name@example.com.')).toBeDefined();
    send(`${'m'.repeat(250)}@example.hk`);
    expect(await screen.findByText('The e-mail address can be at most 254 characters.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, shows a busy button, then a confirmation that reveals nothing', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { send, email } = setup();
    send('  mary.chan@example.hk ');

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(busy.disabled).toBe(true);
    expect(email.disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/forgotUsername');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'mary.chan@example.hk' });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();

    answer(jsonResponse(200, { accepted: true }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeDefined();
    expect(
      screen.getByText(
        'If an account uses mary.chan@example.hk, we have sent its username there. Check your inbox (and spam folder).',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's message when there were too many requests", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again in 5 minutes.',
        retryAfterSeconds: 300,
      }),
    );
    const { send, email } = setup();
    send('mary.chan@example.hk');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    await waitFor(() => expect(email.disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Send my username' })).toBeDefined();
  });

  it('says when the portal cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { send } = setup();
    send('mary.chan@example.hk');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The portal cannot be reached. Check your connection and try again.',
    );
  });

  it("puts the server's validation message under the field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'email: is not valid', field: 'email' }),
    );
    const { send, email } = setup();
    send('mary.chan@example.hk');
    expect(await screen.findByText('email: is not valid')).toBeDefined();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
