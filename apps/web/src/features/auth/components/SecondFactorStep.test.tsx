import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLoginResponse, TSecondFactorChallenge, TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SecondFactorStep from './SecondFactorStep';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const user: TUserProfile = {
  userID: '7d0f4b0e-3c1a-4a8e-9d61-2b8f0c6b1a11',
  username: 'smoooth.ops',
  email: 'ops@smoooth.example',
  engFirstName: 'Olivia',
  engLastName: 'Tam',
  chiName: null,
  phone: null,
  userType: { typeCode: 'SMOOOTH' },
  isFirstTimeLogin: false,
  language: 'en',
  theme: 'light',
  firm: null,
  features: { nameSearch: true },
};
const pair: TLoginResponse = {
  accessToken: 'access',
  refreshToken: 'refresh',
  user,
  userType: { typeCode: 'SMOOOTH' },
  isFirstTimeLogin: false,
  expiresIn: 900,
};

function setup(challenge: TSecondFactorChallenge) {
  const enterSession = vi.fn((response: TLoginResponse) => response);
  const onRestart = vi.fn();
  renderWithProviders(<SecondFactorStep challenge={challenge} onRestart={onRestart} />, {
    route: '/login',
    auth: testAuth(null, { enterSession }),
  });
  return { enterSession, onRestart };
}

const sentBody = (call: number) => JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as unknown;
const urlOf = (call: number) => fetchMock.mock.calls[call]?.[0] as string;

describe('SecondFactorStep', () => {
  beforeEach(() => fetchMock.mockReset());

  it('asks for the app code with a one-time-code numeric field and signs in with it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, pair));
    const { enterSession } = setup({ secondFactor: 'REQUIRED', challengeToken: 'c1', expiresIn: 300 });
    const field = screen.getByLabelText<HTMLInputElement>(/Authenticator code/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // Checked in the browser first: six digits.
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(enterSession).toHaveBeenCalledWith(pair));
    expect(urlOf(0)).toContain('/api/auth/login/second-factor');
    expect(sentBody(0)).toEqual({ challengeToken: 'c1', code: '123456' });
  });

  it('shows a refused code under the field, and takes a recovery code instead', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'SECOND_FACTOR_INVALID',
        message: 'The code is not correct.',
        field: 'code',
      }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, pair));
    const { enterSession } = setup({ secondFactor: 'REQUIRED', challengeToken: 'c2', expiresIn: 300 });
    fireEvent.change(screen.getByLabelText(/Authenticator code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct.')).toBeDefined();
    expect(enterSession).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'ABCD-EFGH-JKLM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(enterSession).toHaveBeenCalledWith(pair));
    expect(sentBody(1)).toEqual({ challengeToken: 'c2', recoveryCode: 'ABCD-EFGH-JKLM' });
  });

  it('offers to sign in again when the step has expired', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        code: 'SIGN_IN_STEP_EXPIRED',
        message: 'This sign-in has expired. Please sign in again.',
      }),
    );
    const { onRestart } = setup({ secondFactor: 'REQUIRED', challengeToken: 'c3', expiresIn: 300 });
    fireEvent.change(screen.getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired. Please sign in again.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onRestart).toHaveBeenCalled();
  });

  it('enrols an app, shows the recovery codes once and signs in only after they are saved', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        secret: 'ONWW633PORUC2ZDFNVXS243FMNZGK5BB',
        otpauthUri: 'otpauth://totp/CoSec%20Portal:smoooth.ops?secret=ONWW633PORUC2ZDFNVXS243FMNZGK5BB',
        issuer: 'CoSec Portal',
        account: 'smoooth.ops',
      }),
    );
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CC${String(i).padStart(2, '0')}`);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...pair, recoveryCodes: codes }));
    const { enterSession } = setup({ secondFactor: 'ENROL', challengeToken: 'c4', expiresIn: 300 });
    expect(await screen.findByText('ONWW 633P ORUC 2ZDF NVXS 243F MNZG K5BB')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app' }).getAttribute('href')).toMatch(
      /^otpauth:\/\/totp\//,
    );
    fireEvent.change(screen.getByLabelText(/Authenticator code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(codes[0]!)).toBeDefined();
    expect(sentBody(1)).toEqual({ challengeToken: 'c4', code: '654321' });
    const go = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to the portal' });
    expect(go.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    fireEvent.click(go);
    expect(enterSession).toHaveBeenCalledWith(pair);
  });
});
