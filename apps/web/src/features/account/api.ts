import type {
  TCalendarFeedLink,
  TCalendarFeedStatus,
  TMyProfile,
  TPreferencesRequest,
  TRecoveryCodesAnswer,
  TSessionInfo,
  TTwoFactorDisableRequest,
  TTwoFactorEnrolment,
  TTwoFactorStatus,
  TUpdateProfileRequest,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';

/** PATCH /api/user/profile: the caller's own names and phone; answers with the whole profile. */
export function updateProfile(body: TUpdateProfileRequest): Promise<TMyProfile> {
  return http.request<TMyProfile>('/api/user/profile', { method: 'PATCH', body });
}

/** PUT /api/user/preferences: language and/or theme; answers with the whole profile. */
export function updatePreferences(body: TPreferencesRequest): Promise<TMyProfile> {
  return http.request<TMyProfile>('/api/user/preferences', { method: 'PUT', body });
}

/** GET /api/user/sessions: every signed-in device of the caller. */
export function fetchSessions(signal?: AbortSignal): Promise<{ items: TSessionInfo[] }> {
  return http.request<{ items: TSessionInfo[] }>('/api/user/sessions', { signal });
}

/** DELETE /api/user/sessions/{sessionID}: signs that device out. */
export function revokeSession(sessionID: string): Promise<void> {
  return http.request<void>(`/api/user/sessions/${encodeURIComponent(sessionID)}`, { method: 'DELETE' });
}

/** POST /api/user/sessions/revokeOthers: signs out every device but this one. */
export function revokeOtherSessions(): Promise<{ revoked: number }> {
  return http.request<{ revoked: number }>('/api/user/sessions/revokeOthers', { method: 'POST', body: {} });
}

export const sessionsQuery = queryOptions({
  queryKey: ['user', 'sessions'],
  queryFn: ({ signal }) => fetchSessions(signal),
});

/** GET /api/user/calendar-feed: whether the caller has a calendar link (never the link itself). */
export const calendarFeedQuery = queryOptions({
  queryKey: ['user', 'calendar-feed'],
  queryFn: ({ signal }) => http.request<TCalendarFeedStatus>('/api/user/calendar-feed', { signal }),
});

/** POST /api/user/calendar-feed: a new calendar link, shown once; the old one stops working. */
export function createCalendarFeed(): Promise<TCalendarFeedLink> {
  return http.request<TCalendarFeedLink>('/api/user/calendar-feed', { method: 'POST', body: {} });
}

/** DELETE /api/user/calendar-feed: the link stops working. */
export function deleteCalendarFeed(): Promise<void> {
  return http.request<void>('/api/user/calendar-feed', { method: 'DELETE' });
}

/** GET /api/user/two-factor: whether the caller signs in with an authenticator app, and must. */
export const twoFactorQuery = queryOptions({
  queryKey: ['user', 'two-factor'],
  queryFn: ({ signal }) => http.request<TTwoFactorStatus>('/api/user/two-factor', { signal }),
});

/** POST /api/user/two-factor/enrolment: a new secret to add to an app. */
export function startTwoFactorEnrolment(): Promise<TTwoFactorEnrolment> {
  return http.request<TTwoFactorEnrolment>('/api/user/two-factor/enrolment', { method: 'POST', body: {} });
}

/** POST /api/user/two-factor/enrolment/confirm: the app's first code → recovery codes. */
export function confirmTwoFactorEnrolment(code: string): Promise<TRecoveryCodesAnswer> {
  return http.request<TRecoveryCodesAnswer>('/api/user/two-factor/enrolment/confirm', {
    method: 'POST',
    body: { code },
  });
}

/** POST /api/user/two-factor/recovery-codes: new codes for a current code. */
export function regenerateRecoveryCodes(code: string): Promise<TRecoveryCodesAnswer> {
  return http.request<TRecoveryCodesAnswer>('/api/user/two-factor/recovery-codes', {
    method: 'POST',
    body: { code },
  });
}

/** POST /api/user/two-factor/disable: password and a current code. */
export function disableTwoFactor(body: TTwoFactorDisableRequest): Promise<TTwoFactorStatus> {
  return http.request<TTwoFactorStatus>('/api/user/two-factor/disable', { method: 'POST', body });
}
