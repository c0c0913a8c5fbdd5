import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountIdParams,
  ZAccountList,
  ZAccountListQuery,
  ZAccountSummary,
  ZAuditList,
  ZAuditListQuery,
  ZChangeRoleRequest,
  ZCreateInvitationRequest,
  ZFirmOverviewList,
  ZInvitation,
  ZInvitationIdParams,
  ZInvitationList,
  ZInvitationListQuery,
  ZInviteTokenEmail,
  ZInviteTokenQuery,
  ZLinkedFirmList,
  ZRecoveryAccepted,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendVerifyEmailRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@portal/domain';
import { authOf, metaOf, requireAuth } from '../../plugins/auth.js';
import { responses } from '../../plugins/responses.js';
import { listAuditLog } from '../audit/audit-log.service.js';
import type { TAuthDeps } from '../auth/auth.service.js';
import {
  changeRole,
  deactivateAccount,
  listAccounts,
  listFirms,
  listLinkedFirms,
  reactivateAccount,
  toAccountSummary,
} from './accounts.service.js';
import {
  createInvitation,
  inviteTokenEmail,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations.service.js';
import { limitAddress, register, requestNewVerification, verifyEmail } from './registration.service.js';

const bearer = [{ bearerAuth: [] }];
const FIRM_STAFF = ['SYSTEM_ADMIN', 'COM_SEC'] as const;
const ALL_STAFF = ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const;

/**
 * Joining and running a firm's accounts (issue 3): invitation links, registration and e-mail
 * confirmation (public), account management (/account-management) and the audit log.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ auth: TAuthDeps; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  const deps = { db: auth.db, publicUrl };

  app.get(
    '/api/auth/inviteTokenEmail',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The e-mail an invitation link was sent to, with the role and firm it gives',
        querystring: ZInviteTokenQuery,
        response: responses({ 200: ZInviteTokenEmail }, [400, 410, 429]),
      },
    },
    async (request) => {
      await limitAddress(auth.db, request.ip);
      return inviteTokenEmail(auth.db, request.query.token);
    },
  );

  app.post(
    '/api/user/register',
    {
      schema: {
        tags: ['accounts'],
        summary: "Create an account with an invitation link; the role and firm are the invitation's",
        body: ZRegisterRequest,
        response: responses({ 201: ZRegisterResponse }, [400, 403, 409, 410, 429]),
      },
    },
    async (request, reply) => {
      const created = await register(deps, request.body, metaOf(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/user/verifyEmail',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the link mailed to it',
        body: ZVerifyEmailRequest,
        response: responses({ 200: ZVerifyEmailResponse }, [400, 410, 429]),
      },
    },
    async (request) => verifyEmail(deps, request.body.token, metaOf(request)),
  );

  app.post(
    '/api/user/resendVerifyEmail',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a new confirmation link, given an old link or the username or e-mail (the answer is the same either way)',
        body: ZResendVerifyEmailRequest,
        response: responses({ 200: ZRecoveryAccepted }, [400, 429]),
      },
    },
    async (request) => {
      await requestNewVerification(deps, request.body, metaOf(request));
      return { accepted: true as const };
    },
  );

  app.get(
    '/api/accounts/users',
    {
      preHandler: requireAuth(auth, ALL_STAFF),
      schema: {
        tags: ['accounts'],
        summary: "A firm's staff or clients (SMOOOTH: any firm, or all)",
        security: bearer,
        querystring: ZAccountListQuery,
        response: responses({ 200: ZAccountList }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { rows, total } = await listAccounts(auth.db, authOf(request), request.query);
      return {
        items: rows.map(toAccountSummary),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.patch(
    '/api/accounts/users/:userID/role',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags: ['accounts'],
        summary: "Change a staff member's role; their sessions end so the new role applies at once",
        security: bearer,
        params: ZAccountIdParams,
        body: ZChangeRoleRequest,
        response: responses({ 200: ZAccountSummary }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      changeRole(auth.db, authOf(request), request.params.userID, request.body.userType, metaOf(request)),
  );

  app.post(
    '/api/accounts/users/:userID/deactivate',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags: ['accounts'],
        summary: 'Deactivate a staff account: it cannot sign in and its sessions end at once',
        security: bearer,
        params: ZAccountIdParams,
        response: responses({ 200: ZAccountSummary }, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const summary = await deactivateAccount(
        auth.db,
        authOf(request),
        request.params.userID,
        metaOf(request),
      );
      await auth.accountChanged?.(request.params.userID);
      return summary;
    },
  );

  app.post(
    '/api/accounts/users/:userID/reactivate',
    {
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN']),
      schema: {
        tags: ['accounts'],
        summary: 'Reactivate a staff account',
        security: bearer,
        params: ZAccountIdParams,
        response: responses({ 200: ZAccountSummary }, [400, 401, 403, 404]),
      },
    },
    async (request) => reactivateAccount(auth.db, authOf(request), request.params.userID, metaOf(request)),
  );

  app.get(
    '/api/accounts/firms',
    {
      preHandler: requireAuth(auth, ['SMOOOTH']),
      schema: {
        tags: ['accounts'],
        summary: 'Every firm with its staff and client counts (platform operator)',
        security: bearer,
        response: responses({ 200: ZFirmOverviewList }, [401, 403]),
      },
    },
    async () => ({ items: await listFirms(auth.db) }),
  );

  app.get(
    '/api/accounts/my-firms',
    {
      preHandler: requireAuth(auth, ['GU']),
      schema: {
        tags: ['accounts'],
        summary: 'The firms the calling client is linked with',
        security: bearer,
        response: responses({ 200: ZLinkedFirmList }, [401, 403]),
      },
    },
    async (request) => ({ items: await listLinkedFirms(auth.db, authOf(request).userId) }),
  );

  app.get(
    '/api/accounts/invitations',
    {
      preHandler: requireAuth(auth, ALL_STAFF),
      schema: {
        tags: ['accounts'],
        summary: "A firm's invitations, newest first",
        security: bearer,
        querystring: ZInvitationListQuery,
        response: responses({ 200: ZInvitationList }, [400, 401, 403, 404]),
      },
    },
    async (request) => ({ items: await listInvitations(auth.db, authOf(request), request.query) }),
  );

  app.post(
    '/api/accounts/invitations',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['accounts'],
        summary: 'Invite a client (any staff) or a colleague (SYSTEM_ADMIN) by e-mail',
        security: bearer,
        body: ZCreateInvitationRequest,
        response: responses({ 201: ZInvitation }, [400, 401, 403, 409, 429]),
      },
    },
    async (request, reply) => {
      const created = await createInvitation(deps, authOf(request), request.body, metaOf(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/accounts/invitations/:invitationID/resend',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new link for an invitation; the old link stops working',
        security: bearer,
        params: ZInvitationIdParams,
        response: responses({ 200: ZInvitation }, [400, 401, 403, 404, 409, 410, 429]),
      },
    },
    async (request) => resendInvitation(deps, authOf(request), request.params.invitationID, metaOf(request)),
  );

  app.post(
    '/api/accounts/invitations/:invitationID/revoke',
    {
      preHandler: requireAuth(auth, FIRM_STAFF),
      schema: {
        tags: ['accounts'],
        summary: 'Withdraw an invitation: its link stops working',
        security: bearer,
        params: ZInvitationIdParams,
        response: responses({ 200: ZInvitation }, [400, 401, 403, 404, 410]),
      },
    },
    async (request) => revokeInvitation(deps, authOf(request), request.params.invitationID, metaOf(request)),
  );

  app.get(
    '/api/audit-log',
    {
      // A list that only reads: kept until what it read changes (plugins/answer-cache.ts).
      config: { keepAnswers: true },
      preHandler: requireAuth(auth, ['SYSTEM_ADMIN', 'SMOOOTH']),
      schema: {
        tags: ['accounts'],
        summary: "The firm's audit log, newest first (read-only)",
        security: bearer,
        querystring: ZAuditListQuery,
        response: responses({ 200: ZAuditList }, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const list = await listAuditLog(auth.db, authOf(request), request.query);
      return { ...list, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
