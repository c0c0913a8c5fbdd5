import { z } from 'zod';
import { ZReturnedReview } from './review.js';
import { IDENTITY_FIELDS } from '../policies/identity-data.policy.js';
import { LIMITS } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { USER_TYPES } from '../roles.js';
import { CASE_STATUSES, CASE_TYPES, STEP_KEYS, TASK_ACTION_KEYS } from '../workflows/workflow.types.js';
import { ZPlainText } from './common.js';
import { PAGED_ANSWER, PAGED_QUERY } from './paging.js';
import { ZIsoDateTime, ZPersonRef } from './people.js';
import { ZTask } from './tasks.js';

/**
 * Cases and tasks over the API (issue 4; spec §7 case link and tasks, DESIGN §4): opening a case,
 * a client's request, linking with an invitation code, lists, the case view, completing tasks.
 */

const ZName = ZPlainText.trim().min(1).max(LIMITS.nameMaxLength);
const ZOptionalName = ZPlainText.trim().max(LIMITS.nameMaxLength).optional();
const ZEmail = ZPlainText.trim().min(1).max(LIMITS.emailMaxLength).pipe(z.email());

/** An invitation code: 8 letters and digits (spec §5, §9). */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code is good for 14 days and 5 wrong names; each client may try 10 wrong codes an hour. */
export const CASE_INVITATION_TTL_SECONDS = 14 * 24 * 3600;
export const CASE_INVITATION_MAX_ATTEMPTS = 5;
export const LINK_CASE_WRONG_CODES_PER_HOUR = 10;

// The entity list (ZEntitySummary, ZEntityListQuery, ZEntityList) is in entities.ts.

/** The person a staff-opened case invites by e-mail. */
export const ZCaseInvitee = z
  .strictObject({
    email: ZEmail,
    engFirstName: ZName,
    engLastName: ZName,
    language: z
      .enum(LANGUAGES)
      .optional()
      .meta({ description: "Language of the invitation mail; the sender's by default" }),
  })
  .meta({ id: 'CaseInvitee' });
export type TCaseInvitee = z.infer<typeof ZCaseInvitee>;

/** POST /api/cases: staff open a case. */
export const ZCreateCaseRequest = z
  .strictObject({
    caseType: z.enum(CASE_TYPES),
    companyID: z.uuid().optional().meta({ description: 'The active entity (required for AR and AMENDMENT)' }),
    companyEngName: ZOptionalName.meta({
      description: 'Proposed (MVP) or existing (EM) English company name',
    }),
    companyChiName: ZOptionalName,
    client: ZCaseInvitee.optional().meta({
      description:
        'The client, invited by e-mail with a code. Required unless the entity already has a linked client',
    }),
    staffInChargeUserID: z.uuid().optional().meta({ description: 'Defaults to the caller' }),
  })
  .meta({ id: 'CreateCaseRequest' });
export type TCreateCaseRequest = z.infer<typeof ZCreateCaseRequest>;

/** POST /api/cases/requests: a client asks a firm for a service. */
export const ZCaseRequestRequest = z
  .strictObject({
    firmID: z.uuid(),
    caseType: z.enum(CASE_TYPES),
    companyID: z.uuid().optional().meta({ description: 'The entity (required for AR and AMENDMENT)' }),
    companyEngName: ZOptionalName,
    companyChiName: ZOptionalName,
    remarks: ZPlainText.trim().max(2000).optional(),
  })
  .meta({ id: 'CaseRequestRequest' });
export type TCaseRequestRequest = z.infer<typeof ZCaseRequestRequest>;

export const ZCaseIdParams = z.strictObject({ caseID: z.uuid() });
export const ZTaskIdParams = z.strictObject({ taskID: z.uuid() });
export const ZCaseInvitationParams = z.strictObject({ caseID: z.uuid(), invitationID: z.uuid() });

export const CASE_SORTS = ['createdDate', 'updatedDate', 'companyName', 'step'] as const;

/** GET /api/cases. */
export const ZCaseListQuery = z.strictObject({
  staffInChargeUserIDs: z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'Comma-separated user ids; "none" for cases nobody has taken charge of' }),
  caseType: z.enum(CASE_TYPES).optional(),
  step: z.enum(STEP_KEYS).optional(),
  status: z.enum(CASE_STATUSES).optional(),
  pendingClient: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only cases waiting for a client to link' }),
  firmID: z.uuid().optional().meta({ description: 'SMOOOTH: one firm' }),
  search: ZPlainText.trim()
    .max(100)
    .optional()
    .meta({ description: 'Company name (English or Chinese) or BRN' }),
  sort: z.enum(CASE_SORTS).default('updatedDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...PAGED_QUERY,
});
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

export const ZCaseSummary = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string().meta({ description: 'The firm’s reference, e.g. MVP-2026-0007' }),
    caseType: z.enum(CASE_TYPES),
    status: z.enum(CASE_STATUSES),
    step: z.enum(STEP_KEYS),
    firmID: z.uuid(),
    firmName: z.string(),
    companyID: z.uuid().nullable(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    brn: z.string().nullable(),
    returnDate: z.string().nullable().meta({
      description: 'An annual renewal: the return date (YYYY-MM-DD) its annual return is made up to',
    }),
    staffInCharge: ZPersonRef.nullable(),
    client: ZPersonRef.nullable(),
    pendingClientOnboard: z.boolean().meta({ description: 'Staff opened it and no client has linked yet' }),
    requestedByClient: z.boolean(),
    openTaskCount: z.number().int(),
    createdDate: ZIsoDateTime,
    updatedDate: ZIsoDateTime,
    closedDate: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'CaseSummary' });
export type TCaseSummary = z.infer<typeof ZCaseSummary>;

export const ZCaseList = z
  .strictObject({
    items: z.array(ZCaseSummary),
    ...PAGED_ANSWER,
  })
  .meta({ id: 'CaseList' });
export type TCaseList = z.infer<typeof ZCaseList>;

export const ZCaseMember = z
  .strictObject({
    userID: z.uuid(),
    name: z.string(),
    email: z.string(),
    userType: z.enum(USER_TYPES),
    role: z.enum(['CLIENT', 'STAKEHOLDER', 'STAFF_IN_CHARGE']),
    holderID: z.string().nullable(),
    sinceDate: ZIsoDateTime,
  })
  .meta({ id: 'CaseMember' });
export type TCaseMember = z.infer<typeof ZCaseMember>;

export const CASE_EVENT_TYPES = [
  'OPENED',
  'REQUESTED',
  'TASK_COMPLETED',
  'SENT_BACK',
  'STEP_CHANGED',
  'COMPLETED',
  'CANCELLED',
  'LINKED',
  'STAFF_IN_CHARGE',
  'TASK_CLAIMED',
  'INVITATION_SENT',
  'INVITATION_REVOKED',
  'INFORMATION_SAVED',
  'DOCUMENT_SENT_BACK',
  'FILING_RECORDED',
  'FILING_UPDATED',
] as const;

export const ZCaseEvent = z
  .strictObject({
    eventID: z.string(),
    type: z.enum(CASE_EVENT_TYPES),
    fromStep: z.enum(STEP_KEYS).nullable(),
    toStep: z.enum(STEP_KEYS).nullable(),
    taskActionKey: z.enum(TASK_ACTION_KEYS).nullable(),
    actorName: z.string().nullable(),
    remarks: z.string().nullable(),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'CaseEvent' });
export type TCaseEvent = z.infer<typeof ZCaseEvent>;

export const ZCaseDetail = ZCaseSummary.extend({
  steps: z
    .array(z.enum(STEP_KEYS))
    .meta({ description: 'The steps of this case type in order, ending with COMPLETED' }),
  members: z.array(ZCaseMember),
  tasks: z.array(ZTask),
  history: z.array(ZCaseEvent),
  cancelReason: z.string().nullable(),
  mayCancel: z.boolean(),
  mayTakeCharge: z.boolean(),
}).meta({ id: 'CaseDetail' });
export type TCaseDetail = z.infer<typeof ZCaseDetail>;

/** POST /api/cases/:caseID/cancel. */
export const ZCancelCaseRequest = z
  .strictObject({ reason: ZPlainText.trim().min(1).max(2000) })
  .meta({ id: 'CancelCaseRequest' });

/** POST /api/cases/:caseID/staff-in-charge. */
export const ZStaffInChargeRequest = z
  .strictObject({
    userID: z.uuid().meta({ description: 'The colleague taking charge (the caller to take charge)' }),
  })
  .meta({ id: 'StaffInChargeRequest' });

export const CASE_INVITATION_STATUSES = [
  'NOT_SENT',
  'PENDING',
  'USED',
  'EXPIRED',
  'REVOKED',
  'LOCKED',
] as const;
export type TCaseInvitationStatus = (typeof CASE_INVITATION_STATUSES)[number];

export const ZCaseInvitation = z
  .strictObject({
    invitationID: z.uuid(),
    email: z.string(),
    engFirstName: z.string(),
    engLastName: z.string(),
    holderID: z.string().nullable(),
    status: z.enum(CASE_INVITATION_STATUSES),
    invitationCode: z.string().meta({ description: 'Shown to the firm so it can be read out to the client' }),
    sentDate: ZIsoDateTime.nullable(),
    expiresDate: ZIsoDateTime.nullable(),
    usedDate: ZIsoDateTime.nullable(),
    usedBy: ZPersonRef.nullable(),
    attemptsLeft: z.number().int(),
  })
  .meta({ id: 'CaseInvitation' });
export type TCaseInvitation = z.infer<typeof ZCaseInvitation>;
export const ZCaseInvitationList = z
  .strictObject({ items: z.array(ZCaseInvitation) })
  .meta({ id: 'CaseInvitationList' });

/** POST /api/cases/:caseID/invitations/:invitationID/new-code: optionally corrects the invitee. */
export const ZNewCodeRequest = z
  .strictObject({ email: ZEmail.optional(), engFirstName: ZName.optional(), engLastName: ZName.optional() })
  .meta({ id: 'NewCodeRequest' });

/** POST /api/case/link (spec §7). */
export const ZLinkCaseRequest = z
  .strictObject({
    invitationCode: ZPlainText.trim()
      .length(LIMITS.invitationCodeLength)
      .meta({ description: 'The 8-character code from the invitation mail' }),
    firstName: ZName.meta({ description: 'English first name, as the firm invited you' }),
    lastName: ZName.meta({ description: 'English last name' }),
  })
  .meta({ id: 'LinkCaseRequest' });
export type TLinkCaseRequest = z.infer<typeof ZLinkCaseRequest>;

export const ZLinkCaseResponse = z
  .strictObject({
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    caseType: z.enum(CASE_TYPES),
    caseID: z.uuid(),
  })
  .meta({ id: 'LinkCaseResponse' });
export type TLinkCaseResponse = z.infer<typeof ZLinkCaseResponse>;

/** A holder's identity data the caller is shown partly or not at all (policies/identity-data.policy.ts). */
export const ZWithheldFields = z
  .strictObject({
    holderID: z.string(),
    fields: z.array(z.enum(IDENTITY_FIELDS)).meta({
      description: 'idNum is given as its first characters; the others are left out',
    }),
  })
  .meta({ id: 'WithheldFields' });

export const ZCaseInformationResponse = z
  .strictObject({
    caseID: z.uuid(),
    information: z.record(z.string(), z.unknown()),
    withheld: z.array(ZWithheldFields).meta({
      description:
        'Holders whose identity data the caller may not see whole; sent back as shown, it keeps its stored value',
    }),
    problems: z.array(z.string()).meta({ description: 'Paths of what still stops it from being submitted' }),
    issues: z.array(z.strictObject({ path: z.string(), key: z.string(), message: z.string() })).meta({
      description: 'Each problem with its rule (FORM_MESSAGES key) and message in the caller’s language',
    }),
    updatedDate: ZIsoDateTime,
    returned: ZReturnedReview.nullable().meta({
      description: 'While the client corrects a returned submission: the officer’s remarks',
    }),
  })
  .meta({ id: 'CaseInformationResponse' });

export const ZHolderParams = z.strictObject({
  caseID: z.uuid(),
  holderID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** GET/PUT /api/cases/:caseID/holders/:holderID. */
export const ZHolderView = z
  .strictObject({
    caseID: z.uuid(),
    holderID: z.string(),
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    holder: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The holder (spec §3) with their own particulars' }),
    person: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'Their entry in the ownership resolution' }),
    needsShareholderDirectorAck: z.boolean(),
    needsScrAck: z.boolean(),
    issues: z.array(z.strictObject({ path: z.string(), key: z.string(), message: z.string() })),
    mayEdit: z.boolean(),
    documents: z
      .array(
        z.strictObject({
          fileID: z.uuid(),
          fileName: z.string(),
          fileSize: z.number().int(),
          fileType: z.string(),
        }),
      )
      .meta({ description: 'The files the holder’s particulars refer to (names and sizes for the lists)' }),
  })
  .meta({ id: 'HolderView' });
