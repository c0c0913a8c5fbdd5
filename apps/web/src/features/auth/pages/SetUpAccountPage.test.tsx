import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLoginResponse } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { renderWithAuthProvider } from '../../../test/render-with-auth-provider';
import { jsonResponse } from '../../../test/stub-http';
import { readTokens, saveTokens } from '../token-storage';
import SetUpAccountPage from './SetUpAccountPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModuleWithSession((input, init) =>
    fetchMock(input, init),
  ),
);

const GOOD_PASSWORD = 'harbour lantern tram';
const FIRST_TIMER = testUser({
  userType: { typeCode: 'GU' },
  isFirstTimeLogin: true,
  engFirstName: 'Mary',
  engLastName: '',
  chiName: null,
  firm: null,
});

const setUpDone = (): TLoginResponse => ({
  accessToken: 'a2',
  refreshToken: 'r2',
  expiresIn: 900,
  user: { ...FIRST_TIMER, engLastName: 'Chan', isFirstTimeLogin: false },
  userType: FIRST_TIMER.userType,
  isFirstTimeLogin: false,
});

/** GET /api/auth/me answers `me`; POST /api/user/setUpAccount answers `post`. */
function answer(post: () => Response, me: () => unknown = () => FIRST_TIMER) {
  fetchMock.mockImplementation((input) =>
    Promise.resolve(input === '/api/user/setUpAccount' ? post() : jsonResponse(200, me())),
  );
}

/** Signed in as the first-time user, on the page, with the fields found by their exact labels. */
async function openPage() {
  saveTokens({ accessToken: 'a1', refreshToken: 'r1', expiresIn: 900 });
  const rendered = renderWithAuthProvider(<SetUpAccountPage />, {
    path: '/set-up-account',
    access: 'setup',
  });
  await screen.findByRole('heading', { name: 'Set up your account' });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const fields = {
    password: field('New password'),
    confirmation: field('Confirm new password'),
    firstName: field('First name (English)'),
    lastName: field('Last name (English)'),
    chiName: field('Name in Chinese'),
    phone: field('Phone'),
    language: screen.getByLabelText<HTMLSelectElement>('Language'),
  };
  const type = (input: HTMLInputElement | HTMLSelectElement, value: string) =>
    fireEvent.change(input, { target: { value } });
  const fillValid = () => {
    type(fields.password, GOOD_PASSWORD);
    type(fields.confirmation, GOOD_PASSWORD);
    type(fields.lastName, 'Chan');
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  const posts = () => fetchMock.mock.calls.filter(([input]) => input === '/api/user/setUpAccount');
  return { ...rendered, fields, type, fillValid, submit, posts };
}

describe('SetUpAccountPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('explains the step, names the account and prefills the profile', async () => {
    answer(() => jsonResponse(500, {}));
    const { fields } = await openPage();
    expect(screen.getByText(/Your firm has created this account for you/)).toBeDefined();
    expect(screen.getByText('Signed in as mary.chan@example.hk')).toBeDefined();
    expect(fields.firstName.value).toBe('Mary');
    expect(fields.lastName.value).toBe('');
    expect(fields.chiName.value).toBe('');
    expect(fields.language.value).toBe('en');
    expect([fields.password.required, fields.firstName.required, fields.chiName.required]).toEqual([
      true,
      true,
      false,
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('ticks off the password rules as the user types, refusing their own name', async () => {
    answer(() => jsonResponse(500, {}));
    const { fields, type } = await openPage();
    const notCommon = () => document.querySelector('[data-rule="notCommon"]')?.getAttribute('data-met');
    type(fields.password, 'mary');
    expect(notCommon()).toBe('false');
    type(fields.password, GOOD_PASSWORD);
    expect(notCommon()).toBe('true');
  });

  it('checks the names and the phone with the domain schema before sending', async () => {
    answer(() => jsonResponse(500, {}));
    const { fields, type, fillValid, submit, posts } = await openPage();
    fillValid();
    type(fields.firstName, '美麗');
    type(fields.lastName, '  ');
    type(fields.chiName, 'Mary Chan');
    type(fields.phone, 'call me');
    submit();
    expect(
      await screen.findByText('The first name (English) must be in English, without Chinese characters.'),
    ).toBeDefined();
    expect(screen.getByText('Enter your last name (English).')).toBeDefined();
    expect(
      screen.getByText('The name in Chinese must be written in Chinese characters, e.g. 陳大文.'),
    ).toBeDefined();
    const phoneError = screen.getByText('Enter a valid phone number, e.g. +852 9123 4567.');
    expect(fields.phone.getAttribute('aria-describedby')).toContain(phoneError.id);
    expect(fields.phone.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('does not send a password that breaks the rules or differs from its confirmation', async () => {
    answer(() => jsonResponse(500, {}));
    const { fields, type, fillValid, submit, posts } = await openPage();
    fillValid();
    type(fields.password, 'password2026!');
    submit();
    expect(
      await screen.findByText('This password is too common or easy to guess. Choose another one.'),
    ).toBeDefined();
    expect(screen.getByText('The two passwords do not match.')).toBeDefined();
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's validation message under the field it names", async () => {
    const message = 'Phone: is not a phone number';
    answer(() =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message,
        field: 'phone',
        details: [{ field: 'phone', reason: 'phone', message }],
      }),
    );
    const { fields, type, fillValid, submit } = await openPage();
    fillValid();
    type(fields.phone, '+852 9123 4567');
    submit();
    const shown = await screen.findByText(message);
    expect(fields.phone.getAttribute('aria-describedby')).toContain(shown.id);
    expect(fields.phone.getAttribute('aria-invalid')).toBe('true');
    expect(fields.phone.disabled).toBe(false);
  });

  it('stores the new session, applies the language and opens the dashboard', async () => {
    let answerSetUp: (response: Response) => void = () => undefined;
    answer(() => jsonResponse(500, {}));
    fetchMock.mockImplementation((input) =>
      input === '/api/user/setUpAccount'
        ? new Promise<Response>((resolve) => (answerSetUp = resolve))
        : Promise.resolve(jsonResponse(200, FIRST_TIMER)),
    );
    const { fields, type, fillValid, submit, posts, router, i18n } = await openPage();
    fillValid();
    type(fields.firstName, '  Mary ');
    type(fields.language, 'zh-HK');
    submit();
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(busy.disabled).toBe(true);
    expect(fields.password.disabled).toBe(true);

    const [[, init]] = posts() as [[string, RequestInit]];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer a1');
    // Names trimmed; the empty Chinese name and phone are left out.
    expect(JSON.parse(init.body as string)).toEqual({
      newPassword: GOOD_PASSWORD,
      engFirstName: 'Mary',
      engLastName: 'Chan',
      language: 'zh-HK',
    });

    answerSetUp(jsonResponse(200, setUpDone()));
    expect(await screen.findByRole('heading', { name: 'Other page: /dashboard/client' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard/client');
    expect(readTokens()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(i18n.language).toBe('zh-HK');
  });

  it('offers the dashboard when the account turns out to be set up already', async () => {
    let setUpElsewhere = false;
    answer(
      () => {
        setUpElsewhere = true;
        return jsonResponse(409, { code: 'CONFLICT', message: 'Conflict' });
      },
      () => ({ ...FIRST_TIMER, isFirstTimeLogin: !setUpElsewhere }),
    );
    const { fillValid, submit, router } = await openPage();
    fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: 'Account already set up' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/client'));
  });

  it('ends the session when the server no longer knows it', async () => {
    answer(() => jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Please sign in.' }));
    const { fillValid, submit } = await openPage();
    fillValid();
    submit();
    expect(await screen.findByRole('heading', { name: 'Other page: /login' })).toBeDefined();
    expect(readTokens()).toBeNull();
  });

  it('follows another tab that completes the set-up', async () => {
    let setUpElsewhere = false;
    answer(
      () => jsonResponse(500, {}),
      () => ({ ...FIRST_TIMER, isFirstTimeLogin: !setUpElsewhere }),
    );
    await openPage();
    // The other tab stores the pair the server reissued for this session.
    setUpElsewhere = true;
    saveTokens({ accessToken: 'a2', refreshToken: 'r2', expiresIn: 900 });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'portal.auth.refreshToken', oldValue: 'r1', newValue: 'r2' }),
    );
    expect(await screen.findByRole('heading', { name: 'Other page: /dashboard/client' })).toBeDefined();
  });
});
