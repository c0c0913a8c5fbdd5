import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type {
  TInviteTokenEmail,
  TRegisterRequest,
  TRegisterResponse,
  ZRecoveryAccepted,
  ZVerifyEmailResponse,
} from '@portal/domain';
import { http } from '../../api/http';

export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;
/** The one answer to a request for a new confirmation link: the same whether or not one is sent. */
export type TResendAccepted = z.infer<typeof ZRecoveryAccepted>;
/** A new confirmation link is asked for with the old link, or with the username or e-mail. */
export type TResendVerifyEmailRequest = { token: string } | { login: string };

/** GET /api/auth/inviteTokenEmail: the invited address, role and firm of an invitation link. */
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<TInviteTokenEmail> {
  return http.request<TInviteTokenEmail>('/api/auth/inviteTokenEmail', {
    query: { token },
    auth: false,
    signal,
  });
}

/** POST /api/user/register: creates the account the invitation is for. */
export function registerAccount(body: TRegisterRequest): Promise<TRegisterResponse> {
  return http.request<TRegisterResponse>('/api/user/register', { method: 'POST', body, auth: false });
}

/** POST /api/user/verifyEmail: confirms the address the link was mailed to (once). */
export function verifyEmail(token: string): Promise<TVerifyEmailResponse> {
  return http.request<TVerifyEmailResponse>('/api/user/verifyEmail', {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

/** POST /api/user/resendVerifyEmail: mails a new confirmation link if the account still needs one. */
export function resendVerifyEmail(body: TResendVerifyEmailRequest): Promise<TResendAccepted> {
  return http.request<TResendAccepted>('/api/user/resendVerifyEmail', { method: 'POST', body, auth: false });
}

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['registration', 'invitation', token],
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    // Asked afresh on every visit (an invitation is used, withdrawn or runs out); a failed check
    // shows a "Try again" button rather than retrying behind a blank page.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Confirming is a one-time POST, kept as a query so that it is sent once per link however often
 * the page renders or mounts (StrictMode's double effects, the route guard settling): the answer
 * stays cached for the page's lifetime and is never refetched behind the user's back.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['registration', 'verifyEmail', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
