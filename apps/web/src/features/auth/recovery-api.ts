import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type {
  TForgotPasswordRequest,
  TForgotUsernameRequest,
  TLinkStatus,
  TResetPasswordRequest,
  ZRecoveryAccepted,
} from '@portal/domain';
import { http } from '../../api/http';

/** The one answer to every recovery request: the same whether or not an account matched. */
export type TRecoveryAccepted = z.infer<typeof ZRecoveryAccepted>;

/** POST /api/user/forgotUsername: mails the username to the address, if an account uses it. */
export function requestUsernameReminder(body: TForgotUsernameRequest): Promise<TRecoveryAccepted> {
  return http.request<TRecoveryAccepted>('/api/user/forgotUsername', { method: 'POST', body, auth: false });
}

/** POST /api/user/forgotPassword: mails a reset link, if the username or e-mail is an account's. */
export function requestPasswordReset(body: TForgotPasswordRequest): Promise<TRecoveryAccepted> {
  return http.request<TRecoveryAccepted>('/api/user/forgotPassword', { method: 'POST', body, auth: false });
}

/** GET /api/user/resetPassword/{token}: whether the reset link can still be used. */
export function fetchResetLinkStatus(token: string, signal?: AbortSignal): Promise<TLinkStatus> {
  return http.request<TLinkStatus>(`/api/user/resetPassword/${encodeURIComponent(token)}`, {
    auth: false,
    signal,
  });
}

/** POST /api/user/resetPassword: sets the new password and ends the account's other sessions. */
export function resetPassword(body: TResetPasswordRequest): Promise<TRecoveryAccepted> {
  return http.request<TRecoveryAccepted>('/api/user/resetPassword', { method: 'POST', body, auth: false });
}

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['recovery', 'resetLink', token],
    queryFn: ({ signal }) => fetchResetLinkStatus(token, signal),
    // A link's state changes when it is used or runs out, so it is asked afresh on every visit; a
    // failed check shows a "Try again" button rather than retrying behind a blank page.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
