import type {
  TEnrolledSignIn,
  TEnrolmentConfirmAtSignIn,
  TLoginResponse,
  TSecondFactorRequest,
  TTwoFactorEnrolment,
} from '@portal/domain';
import { http } from '../../api/http';

/** POST /api/auth/login/second-factor: a code or a recovery code for the challenge → the token pair. */
export function verifySecondFactor(body: TSecondFactorRequest): Promise<TLoginResponse> {
  return http.request<TLoginResponse>('/api/auth/login/second-factor', { method: 'POST', body, auth: false });
}

/** POST /api/auth/login/second-factor/enrolment: a new secret for a user who must enrol. */
export function startEnrolmentAtSignIn(challengeToken: string): Promise<TTwoFactorEnrolment> {
  return http.request<TTwoFactorEnrolment>('/api/auth/login/second-factor/enrolment', {
    method: 'POST',
    body: { challengeToken },
    auth: false,
  });
}

/** POST …/enrolment/confirm: the app's first code → the token pair and the recovery codes. */
export function confirmEnrolmentAtSignIn(body: TEnrolmentConfirmAtSignIn): Promise<TEnrolledSignIn> {
  return http.request<TEnrolledSignIn>('/api/auth/login/second-factor/enrolment/confirm', {
    method: 'POST',
    body,
    auth: false,
  });
}
