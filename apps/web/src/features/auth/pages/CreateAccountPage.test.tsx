import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TInviteTokenEmail } from '@portal/domain';
import { renderWithProviders } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import CreateAccountPage from './CreateAccountPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const TOKEN = 'tok/en+1';
const INVITATION: TInviteTokenEmail = {
  email: 'mary.chan@example.hk',
  userType: 'GU',
  firmName: 'Harbour Corporate Services Ltd',
  language: 'en',
  expiresAt: '2026-11-28T10:30:00.000Z',
};
const GOOD_PASSWORD = 'harbour lantern tram';

/** Answers GET with `invitation` (200), then every POST with `post` (if given). */
function answer(invitation: () => Response, post?: () => Response) {
  fetchMock.mockImplementation((_input, init) =>
    Promise.resolve(init?.method === 'POST' && post ? post() : invitation()),
  );
}
const valid =
  (overrides: Partial<TInviteTokenEmail> = {}) =>
  () =>
    jsonResponse(200, { ...INVITATION, ...overrides });

function open(route = `/create-account?token=${encodeURIComponent(TOKEN)}`) {
  return renderWithProviders(<CreateAccountPage />, { route, path: '/create-account' }).router;
}

async function openForm() {
  const router = open();
  await screen.findByRole('heading', { name: /invites you to join/ });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const fields = {
    username: field('Username'),
    email: field('E-mail address'),
    password: field('New password'),
    confirmation: field('Confirm new password'),
    firstName: field('First name (English)'),
    lastName: field('Last name (English)'),
    chiName: field('Name in Chinese'),
  };
  const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
  const fillValid = () => {
    type(fields.username, '  mary.chan ');
    type(fields.password, GOOD_PASSWORD);
    type(fields.confirmation, GOOD_PASSWORD);
    type(fields.firstName, 'Mary');
    type(fields.lastName, 'Chan');
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { router, fields, type, fillValid, submit, posts };
}

describe('CreateAccountPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('checks the invitation, then names the firm and role and prefills the invited address', async () => {
    answer(valid());
    open();
    expect(screen.getByRole('progressbar')).toBeDefined();
    await screen.findByRole('heading', { name: /invites you to join/ });
    const fields = {
      username: screen.getByLabelText<HTMLInputElement>('Username'),
      email: screen.getByLabelText<HTMLInputElement>('E-mail address'),
      chiName: screen.getByLabelText<HTMLInputElement>('Name in Chinese'),
    };
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/inviteTokenEmail?token=tok%2Fen%2B1');
    expect(
      screen.getByRole('heading', {
        name: 'Harbour Corporate Services Ltd invites you to join as a client',
      }),
    ).toBeDefined();
    expect(screen.getByText(/This invitation works until/)).toBeDefined();
    expect(fields.email.value).toBe('mary.chan@example.hk');
    expect(screen.getByText(/Your invitation was sent to this address/)).toBeDefined();
    expect([fields.username.required, fields.email.required, fields.chiName.required]).toEqual([
      true,
      true,
      false,
    ]);
    expect(screen.queryByLabelText('Phone')).toBeNull();
  });

  it('translates the role of a colleague', async () => {
    answer(valid({ userType: 'COM_SEC' }));
    open();
    expect(
      await screen.findByRole('heading', {
        name: 'Harbour Corporate Services Ltd invites you to join as a company secretary',
      }),
    ).toBeDefined();
  });

  it('ticks off the password rules as the user types, refusing their own username', async () => {
    answer(valid());
    const { fields, type } = await openForm();
    const list = screen.getByRole('list', { name: 'Password rules' });
    const met = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'true', 'false', 'false']);
    type(fields.username, 'harbourlantern');
    type(fields.password, 'harbourlantern');
    expect(met()).toEqual(['true', 'true', 'false', 'false']);
    type(fields.password, GOOD_PASSWORD);
    type(fields.confirmation, GOOD_PASSWORD);
    expect(met()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('checks the fields with the domain schema before sending', async () => {
    answer(valid(), () => jsonResponse(500, {}));
    const { fields, type, fillValid, submit, posts } = await openForm();
    fillValid();
    type(fields.username, 'mary chan');
    type(fields.email, 'mary.chan@');
    type(fields.firstName, '美麗');
    type(fields.chiName, 'Mary');
    submit();
    const usernameError = await screen.findByText(
      'Use 3–64 letters, digits, dots (.), hyphens (-) or underscores (_), without spaces.',
    );
    expect(fields.username.getAttribute('aria-describedby')).toContain(usernameError.id);
    expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeDefined();
    expect(
      screen.getByText('The first name (English) must be in English, without Chinese characters.'),
    ).toBeDefined();
    expect(
      screen.getByText('The name in Chinese must be written in Chinese characters, e.g. 陳大文.'),
    ).toBeDefined();
    expect(posts()).toHaveLength(0);
  });

  it('creates the account with the invited address: ready to sign in', async () => {
    answer(valid(), () =>
      jsonResponse(201, {
        userID: '6f1d5c1e-8a38-4f4e-9b0f-3f2a8f0c9d11',
        username: 'mary.chan',
        email: 'mary.chan@example.hk',
        userType: 'GU',
        emailVerificationRequired: false,
      }),
    );
    const { fillValid, submit, posts, router } = await openForm();
    fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeDefined();
    expect(screen.getByText('Welcome! You can now sign in as mary.chan.')).toBeDefined();
    const [[url, init]] = posts() as [[string, RequestInit]];
    expect(url).toBe('/api/user/register');
    // Trimmed, with the invitation's role and the interface language; no empty Chinese name.
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'mary.chan',
      password: GOOD_PASSWORD,
      email: 'mary.chan@example.hk',
      userTypeID: 'GU',
      engFirstName: 'Mary',
      engLastName: 'Chan',
      token: TOKEN,
      language: 'en',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('explains that another address must be confirmed first', async () => {
    answer(valid(), () =>
      jsonResponse(201, {
        userID: '6f1d5c1e-8a38-4f4e-9b0f-3f2a8f0c9d11',
        username: 'mary.chan',
        email: 'mary@home.example',
        userType: 'GU',
        emailVerificationRequired: true,
      }),
    );
    const { fields, type, fillValid, submit, posts } = await openForm();
    fillValid();
    type(fields.email, 'mary@home.example');
    expect(screen.getByText(/This is not the invited address \(mary\.chan@example\.hk\)/)).toBeDefined();
    type(fields.chiName, '陳美麗');
    submit();
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeDefined();
    expect(screen.getByText(/We have sent a confirmation link to mary@home\.example/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const body = JSON.parse(posts()[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'mary@home.example', chiName: '陳美麗' });
  });

  it("puts the server's message under the field it names and keeps what was typed", async () => {
    answer(valid(), () =>
      jsonResponse(409, {
        code: 'ALREADY_EXISTS',
        message: 'Username is already in use.',
        field: 'username',
      }),
    );
    const { fields, fillValid, submit } = await openForm();
    fillValid();
    submit();
    const message = await screen.findByText('Username is already in use.');
    expect(fields.username.getAttribute('aria-describedby')).toContain(message.id);
    expect(fields.username.getAttribute('aria-invalid')).toBe('true');
    expect(fields.username.value).toBe('  mary.chan ');
    expect(fields.password.value).toBe(GOOD_PASSWORD);
    expect(fields.lastName.value).toBe('Chan');
    expect(fields.username.disabled).toBe(false);
  });

  it("maps the server's password error onto the new password field", async () => {
    const message = 'Password: is too common; choose a less guessable password';
    answer(valid(), () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message,
        field: 'password',
        details: [{ field: 'password', reason: 'commonPassword', message }],
      }),
    );
    const { fields, fillValid, submit } = await openForm();
    fillValid();
    submit();
    const shown = await screen.findByText(message);
    expect(fields.password.getAttribute('aria-describedby')).toContain(shown.id);
  });

  it('shows a refusal that names no field above the form', async () => {
    answer(valid(), () =>
      jsonResponse(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again in 5 minutes.',
      }),
    );
    const { fillValid, submit } = await openForm();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
  });

  it.each([
    [410, 'LINK_EXPIRED', 'Invitation expired', /Ask the person who invited you to send a new invitation/],
    [400, 'LINK_INVALID', 'Invitation link not valid', /the invitation was withdrawn/],
  ])('explains a dead link (%s %s) and offers to sign in', async (status, code, heading, body) => {
    answer(() => jsonResponse(status, { code, message: 'x' }));
    const router = open();
    expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
    expect(screen.getByText(body)).toBeDefined();
    expect(screen.getByText(/Already have an account\?/)).toBeDefined();
    expect(screen.queryByLabelText('Username')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a used invitation has its account already', async () => {
    answer(() => jsonResponse(410, { code: 'LINK_USED', message: 'x' }));
    open();
    expect(await screen.findByRole('heading', { name: 'Account already created' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks for the link from the mail when the page is opened without one', async () => {
    open('/create-account');
    expect(await screen.findByRole('heading', { name: 'Invitation link needed' })).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to the used-link card when the submit answers 410 LINK_USED', async () => {
    answer(valid(), () => jsonResponse(410, { code: 'LINK_USED', message: 'x' }));
    const { fillValid, submit } = await openForm();
    fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: 'Account already created' })).toBeDefined();
  });

  it('offers to try again when the invitation cannot be checked', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(valid());
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The portal cannot be reached. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /invites you to join as a client/ })).toBeDefined();
  });
});
