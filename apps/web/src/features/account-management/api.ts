import type {
  TAccountSummary,
  TCreatedFirm,
  TCreateFirmRequest,
  TCreateInvitationRequest,
  TFirmOverview,
  TPlanCode,
  TInvitation,
  TInvitationStatus,
  TFirmSecuritySettings,
  TRenewalSettings,
  ZAccountList,
  ZAuditList,
  ZFirmOverviewList,
  ZLinkedFirmList,
  ZMailDetail,
  ZMailList,
} from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/http';

export type TAccountList = z.infer<typeof ZAccountList>;
export type TAuditList = z.infer<typeof ZAuditList>;
export type TFirmOverviewList = z.infer<typeof ZFirmOverviewList>;
export type TLinkedFirmList = z.infer<typeof ZLinkedFirmList>;
export type TMailList = z.infer<typeof ZMailList>;
export type TMailDetail = z.infer<typeof ZMailDetail>;
export type TAccountGroup = 'staff' | 'clients';
export type TStaffRole = 'COM_SEC' | 'SYSTEM_ADMIN';

/** Rows per page of every list on the screen. */
export const PAGE_SIZE = 20;

export interface TAccountListParams {
  group: TAccountGroup;
  /** SMOOOTH: the firm to list; others leave it out (the server uses their own firm). */
  firmID?: string;
  search?: string;
  status?: 'ACTIVE' | 'DEACTIVATED';
  page: number;
}

export interface TMailListParams {
  status?: TMailList['items'][number]['status'];
  page: number;
  /** The page after or before a position the list gave out (issue 23). */
  after?: string;
  before?: string;
}

export interface TAuditListParams {
  firmID?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  after?: string;
  before?: string;
}

/** Every query of the screen starts with one of these, so a change can refresh what it touched. */
export const ACCOUNT_KEYS = {
  users: ['accounts', 'users'] as const,
  invitations: ['accounts', 'invitations'] as const,
  firms: ['accounts', 'firms'] as const,
  myFirms: ['accounts', 'my-firms'] as const,
  outbox: ['mail', 'outbox'] as const,
  audit: ['audit-log'] as const,
};

/** GET /api/accounts/users: a page of a firm's staff or clients. */
export const accountListQuery = (params: TAccountListParams) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEYS.users, params],
    queryFn: ({ signal }) =>
      http.request<TAccountList>('/api/accounts/users', {
        query: { ...params, pageSize: PAGE_SIZE },
        signal,
      }),
    // The current page stays on screen while the next one loads (paging, typing in the search).
    placeholderData: keepPreviousData,
  });

/** PATCH /api/accounts/users/{userID}/role: the person's sessions end so the new role applies. */
export function changeRole(userID: string, userType: TStaffRole): Promise<TAccountSummary> {
  return http.request<TAccountSummary>(`/api/accounts/users/${encodeURIComponent(userID)}/role`, {
    method: 'PATCH',
    body: { userType },
  });
}

/** POST /api/accounts/users/{userID}/deactivate or /reactivate. */
export function setAccountActive(userID: string, active: boolean): Promise<TAccountSummary> {
  const action = active ? 'reactivate' : 'deactivate';
  return http.request<TAccountSummary>(`/api/accounts/users/${encodeURIComponent(userID)}/${action}`, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/accounts/users/{userID}/two-factor/reset: they enrol again; their sessions end. */
export function resetTwoFactor(userID: string): Promise<void> {
  return http.request<void>(`/api/accounts/users/${encodeURIComponent(userID)}/two-factor/reset`, {
    method: 'POST',
    body: {},
  });
}

/** GET /api/accounts/invitations: a firm's invitations, newest first. */
export const invitationListQuery = (firmID?: string, status?: TInvitationStatus) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEYS.invitations, { firmID, status }],
    queryFn: ({ signal }) =>
      http.request<{ items: TInvitation[] }>('/api/accounts/invitations', {
        query: { firmID, status },
        signal,
      }),
  });

/** POST /api/accounts/invitations: mails an invitation link (a pending one to the address is replaced). */
export function createInvitation(body: TCreateInvitationRequest): Promise<TInvitation> {
  return http.request<TInvitation>('/api/accounts/invitations', { method: 'POST', body });
}

/** POST /api/firms (SMOOOTH): a new firm and the invitation of its first administrator. */
export function createFirm(body: TCreateFirmRequest): Promise<TCreatedFirm> {
  return http.request<TCreatedFirm>('/api/firms', { method: 'POST', body });
}

/** PUT /api/firms/{id}/plan (SMOOOTH): the firm's plan, at once. */
export function setFirmPlan(firmID: string, planCode: TPlanCode): Promise<TFirmOverview> {
  return http.request<TFirmOverview>(`/api/firms/${encodeURIComponent(firmID)}/plan`, {
    method: 'PUT',
    body: { planCode },
  });
}

/** POST /api/firms/{id}/suspend (with a reason) or /restore (SMOOOTH). */
export function setFirmSuspended(firmID: string, reason: string | null): Promise<TFirmOverview> {
  const url = `/api/firms/${encodeURIComponent(firmID)}/${reason === null ? 'restore' : 'suspend'}`;
  return http.request<TFirmOverview>(url, {
    method: 'POST',
    ...(reason === null ? {} : { body: { reason } }),
  });
}

/** POST /api/accounts/invitations/{id}/resend or /revoke. */
export function updateInvitation(invitationID: string, action: 'resend' | 'revoke'): Promise<TInvitation> {
  return http.request<TInvitation>(
    `/api/accounts/invitations/${encodeURIComponent(invitationID)}/${action}`,
    { method: 'POST', body: {} },
  );
}

/** GET /api/accounts/firms (SMOOOTH): every firm with its head counts. */
export const firmListQuery = queryOptions({
  queryKey: ACCOUNT_KEYS.firms,
  queryFn: ({ signal }) => http.request<TFirmOverviewList>('/api/accounts/firms', { signal }),
});

/** GET /api/accounts/my-firms (GU): the firms the client is linked with. */
export const myFirmsQuery = queryOptions({
  queryKey: ACCOUNT_KEYS.myFirms,
  queryFn: ({ signal }) => http.request<TLinkedFirmList>('/api/accounts/my-firms', { signal }),
});

/** GET /api/mail/outbox: a page of the mails the portal sent or keeps. */
export const mailListQuery = (params: TMailListParams) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEYS.outbox, 'list', params],
    queryFn: ({ signal }) =>
      http.request<TMailList>('/api/mail/outbox', { query: { ...params, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/mail/outbox/{mailID}: one mail with its bodies. */
export const mailDetailQuery = (mailID: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEYS.outbox, 'detail', mailID],
    queryFn: ({ signal }) =>
      http.request<TMailDetail>(`/api/mail/outbox/${encodeURIComponent(mailID)}`, { signal }),
  });

/** GET /api/audit-log: a page of the audit log, newest first. */
export const auditListQuery = (params: TAuditListParams) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEYS.audit, params],
    queryFn: ({ signal }) =>
      http.request<TAuditList>('/api/audit-log', { query: { ...params, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/firm/renewal-settings: the firm's renewal settings. */
export const renewalSettingsQuery = queryOptions({
  queryKey: ['firm', 'renewal-settings'],
  queryFn: ({ signal }) => http.request<TRenewalSettings>('/api/firm/renewal-settings', { signal }),
});

/** PUT /api/firm/renewal-settings (SYSTEM_ADMIN). */
export function saveRenewalSettings(body: TRenewalSettings): Promise<TRenewalSettings> {
  return http.request<TRenewalSettings>('/api/firm/renewal-settings', { method: 'PUT', body });
}

/** GET /api/firm/security-settings: whether the firm's staff must sign in with a second factor. */
export const securitySettingsQuery = queryOptions({
  queryKey: ['firm', 'security-settings'],
  queryFn: ({ signal }) => http.request<TFirmSecuritySettings>('/api/firm/security-settings', { signal }),
});

/** PUT /api/firm/security-settings (SYSTEM_ADMIN). */
export function saveSecuritySettings(body: TFirmSecuritySettings): Promise<TFirmSecuritySettings> {
  return http.request<TFirmSecuritySettings>('/api/firm/security-settings', { method: 'PUT', body });
}
