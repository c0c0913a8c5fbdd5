import type {
  TChangePasswordRequest,
  TLoginAnswer,
  TLoginRequest,
  TLoginResponse,
  TMyProfile,
  TSetUpAccountRequest,
  TUserProfile,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';

/** POST /api/auth/login: the token pair, or a second-factor challenge (ADR 0029). */
export function login(credentials: TLoginRequest): Promise<TLoginAnswer> {
  return http.request<TLoginAnswer>('/api/auth/login', { method: 'POST', body: credentials, auth: false });
}

/** POST /api/auth/logout; the bearer token names the session, the refresh token ends its family. */
export function logout(refreshToken: string | null): Promise<void> {
  return http.request<void>('/api/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}

/**
 * POST /api/user/setUpAccount: a first-time user's own password and details. Answers with a new
 * token pair for this session (the server ends every other one), as a sign-in does.
 */
export function setUpAccount(body: TSetUpAccountRequest): Promise<TLoginResponse> {
  return http.request<TLoginResponse>('/api/user/setUpAccount', { method: 'POST', body });
}

/**
 * POST /api/user/changePassword: answers with a new token pair for this session; the server ends
 * every other session of the user.
 */
export function changePassword(body: TChangePasswordRequest): Promise<TLoginResponse> {
  return http.request<TLoginResponse>('/api/user/changePassword', { method: 'POST', body });
}

/** GET /api/auth/me: the signed-in user as the layout needs it. */
export function fetchMe(): Promise<TUserProfile> {
  return http.request<TUserProfile>('/api/auth/me');
}

/** GET /api/user/myProfile: the profile plus the firm's subscription plan. */
export function fetchMyProfile(signal?: AbortSignal): Promise<TMyProfile> {
  return http.request<TMyProfile>('/api/user/myProfile', { signal });
}

export const myProfileQuery = queryOptions({
  queryKey: ['user', 'myProfile'],
  queryFn: ({ signal }) => fetchMyProfile(signal),
  staleTime: 5 * 60_000,
});
