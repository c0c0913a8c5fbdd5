import type { TLoginRequest, TLoginResponse, TMyProfile, TUserProfile } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';

/** POST /api/auth/login. */
export function login(credentials: TLoginRequest): Promise<TLoginResponse> {
  return http.request<TLoginResponse>('/api/auth/login', { method: 'POST', body: credentials, auth: false });
}

/** POST /api/auth/logout; the bearer token names the session, the refresh token ends its family. */
export function logout(refreshToken: string | null): Promise<void> {
  return http.request<void>('/api/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
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
