import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import VerifyEmailPage from './VerifyEmailPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const TOKEN = 'verify-token-1';

/** Answers POST /api/user/verifyEmail with `verify`, and a new-link request with 200. */
function answer(verify: () => Response) {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      input === '/api/user/resendVerifyEmail' ? jsonResponse(200, { accepted: true }) : verify(),
    ),
  );
}

function open(auth = testAuth(null)) {
  return renderWithProviders(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route: `/verify-email/${TOKEN}`, path: '/verify-email/:token', auth },
  ).router;
}

const callsTo = (url: string) => fetchMock.mock.calls.filter(([input]) => input === url);
const bodyOf = (call: Parameters<typeof fetch> | undefined) =>
  JSON.parse(call?.[1]?.body as string) as unknown;

describe('VerifyEmailPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('confirms the address once, even under StrictMode, and offers to sign in', async () => {
    answer(() => jsonResponse(200, { verified: true, email: 'mary@home.example' }));
    const router = open();
    expect(screen.getByRole('progressbar')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeDefined();
    expect(screen.getByText(/mary@home\.example is now confirmed/)).toBeDefined();
    expect(callsTo('/api/user/verifyEmail')).toHaveLength(1);
    expect(bodyOf(callsTo('/api/user/verifyEmail')[0])).toEqual({ token: TOKEN });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends someone already signed in to their dashboard instead', async () => {
    answer(() => jsonResponse(200, { verified: true, email: 'mary@home.example' }));
    open(testAuth(testUser()));
    await screen.findByRole('heading', { name: 'E-mail address confirmed' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('You are signed in as mchan.')).toBeDefined();
  });

  it('offers a new link for an expired one, with the same answer whatever happens', async () => {
    answer(() => jsonResponse(410, { code: 'LINK_EXPIRED', message: 'x' }));
    open();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If the address still needs confirming, a new link is on its way. Check your inbox (and spam folder).',
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(bodyOf(callsTo('/api/user/resendVerifyEmail')[0])).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's message when new links are asked for too often", async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        input === '/api/user/resendVerifyEmail'
          ? jsonResponse(429, {
              code: 'TOO_MANY_REQUESTS',
              message: 'Too many requests. Please try again in 5 minutes.',
            })
          : jsonResponse(410, { code: 'LINK_EXPIRED', message: 'x' }),
      ),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeDefined();
  });

  it('says a used link needs nothing more than signing in, and still offers a new one', async () => {
    answer(() => jsonResponse(410, { code: 'LINK_USED', message: 'x' }));
    open();
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeDefined();
    expect(screen.getByText(/If you confirmed your address, just sign in/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toBeDefined();
  });

  it('explains a link that is not valid', async () => {
    answer(() => jsonResponse(400, { code: 'LINK_INVALID', message: 'x' }));
    open();
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('offers to try again when the portal cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(() => jsonResponse(200, { verified: true, email: 'mary@home.example' }));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The portal cannot be reached. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeDefined();
  });
});
