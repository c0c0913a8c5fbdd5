import type {
  TCalendarFeedLink,
  TCalendarFeedStatus,
  TMyProfile,
  TPreferencesRequest,
  TSessionInfo,
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
