import { z } from 'zod';
import type { TRecordDiffLine } from '../amendments/records-diff.js';
import { ZAddress } from '../case-form/address.js';
import { ROLE_FLAGS } from '../case-form/holder.js';
import { SCR_GROUNDS } from '../ownership/ownership.types.js';
import { CASE_STATUSES, CASE_TYPES, STEP_KEYS } from '../workflows/workflow.types.js';
import { ZShareClass } from './case-information.js';
import { ZPersonRef } from './people.js';
import { ZPlainText } from './common.js';
import { ZDeadline } from './deadlines.js';

/**
 * Active and archived entities over the API (issue 8 point 7; spec §2 /entities/…): a company's page
 * (particulars, stakeholders, documents, cases, history, linked clients), one holder of it, and
 * archiving / restoring. Protected personal data (DESIGN §6) is masked before it leaves the server
 * for anyone but the firm's own staff (entities/protected-data.ts).
 */

const ZDate = z.string().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ENTITY_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type TEntityStatus = (typeof ENTITY_STATUSES)[number];

/** A current holder, or a former one (of an archived entity, or with every role resigned). */
export const HOLDER_STANDINGS = ['CURRENT', 'FORMER'] as const;
export type THolderStanding = (typeof HOLDER_STANDINGS)[number];

export const ZEntityIdParams = z.strictObject({ companyID: z.uuid() });
export const ZEntityHolderParams = z.strictObject({
  companyID: z.uuid(),
  holderID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** POST /api/entities/:companyID/archive: why the firm stops looking after the company. */
export const ZArchiveEntityRequest = z
  .strictObject({ reason: ZPlainText.trim().min(1).max(2000) })
  .meta({ id: 'ArchiveEntityRequest' });
export type TArchiveEntityRequest = z.infer<typeof ZArchiveEntityRequest>;

/** POST /api/entities/:companyID/restore: an optional note kept in the history. */
export const ZRestoreEntityRequest = z
  .strictObject({ reason: ZPlainText.trim().max(2000).optional() })
  .meta({ id: 'RestoreEntityRequest' });
export type TRestoreEntityRequest = z.infer<typeof ZRestoreEntityRequest>;

/** An address as shown: the lines and country, without the proof's file ids. */
export const ZAddressView = ZAddress.omit({ supDoc: true }).meta({ id: 'AddressView' });
export type TAddressView = z.infer<typeof ZAddressView>;

/** A holder in a list: enough to name it and link to its page. */
export const ZEntityHolderRef = z
  .strictObject({
    holderID: z.string(),
    holderType: z.enum(['I', 'C']),
    name: z.string(),
    standing: z.enum(HOLDER_STANDINGS),
  })
  .meta({ id: 'EntityHolderRef' });
export type TEntityHolderRef = z.infer<typeof ZEntityHolderRef>;

/**
 * One stakeholder of an entity as the caller may see it. `idNum` is the whole number for the firm's
 * staff and the first characters only ('A123' of A123456(3)) for everyone else, who also get no
 * residential address, identity-document dates or PEP declaration (null).
 */
export const ZEntityHolder = z
  .strictObject({
    holderID: z.string(),
    holderType: z.enum(['I', 'C']),
    /** English name, else Chinese. */
    name: z.string(),
    refID: z
      .string()
      .nullable()
      .meta({ description: 'The same person as this holder elsewhere in the tree' }),
    standing: z.enum(HOLDER_STANDINGS),
    roles: z.array(z.enum(ROLE_FLAGS)).meta({ description: 'Roles held now' }),
    resignedRoles: z.array(z.enum(ROLE_FLAGS)),
    ordinaryShares: z.number(),
    compSharePercent: z.string().nullable().meta({ description: 'Share of the parent corporate' }),
    ultimateSharePercent: z.string().nullable(),
    heldSharePercent: z.string().nullable().meta({
      description:
        'Shares of the company held directly or indirectly under Cap. 622 Schedule 5A (through majority stakes), as a percentage',
    }),
    isScr: z.boolean(),
    scrGrounds: z
      .array(z.enum(SCR_GROUNDS))
      .meta({ description: 'Why the holder is an SCR (OwnedPerson.scrGrounds); empty when not' }),
    isUbo: z.boolean(),
    hasIndirectControl: z.boolean(),
    engFirstName: z.string().nullable(),
    engLastName: z.string().nullable(),
    chiName: z.string().nullable(),
    idNum: z.string().nullable(),
    idNumPartial: z.boolean().meta({ description: 'True when idNum holds the first characters only' }),
    idIssuer: z.string().nullable(),
    idExpiryDate: z.string().nullable(),
    resAddress: ZAddressView.nullable(),
    corrAddress: ZAddressView.nullable(),
    isPep: z.boolean().nullable(),
    compEngName: z.string().nullable(),
    compChiName: z.string().nullable(),
    regNum: z.string().nullable(),
    regAddress: ZAddressView.nullable(),
    jurisdiction: z.string().nullable(),
    isListedCompany: z.boolean().nullable(),
    authSignerName: z.string().nullable(),
    tcspNum: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** A corporate's owners, nested. */
    get owners(): z.ZodArray<typeof ZEntityHolder> {
      return z.array(ZEntityHolder);
    },
  })
  .meta({ id: 'EntityHolder' });
export type TEntityHolder = z.infer<typeof ZEntityHolder>;

export const ZEntityParticulars = z
  .strictObject({
    companyEngName: z.string().nullable(),
    companyChiName: z.string().nullable(),
    companyNumber: z.string().nullable(),
    brn: z.string().nullable(),
    incorporationDate: ZDate.nullable(),
    nextReturnDate: ZDate.nullable().meta({
      description: 'The anniversary the next annual return is made up to',
    }),
    nextReturnDueDate: ZDate.nullable().meta({ description: '42 days after nextReturnDate (DESIGN §6)' }),
    regOfficeAddress: ZAddressView.nullable(),
    businessNature: z.string().nullable().meta({ description: 'bnCode' }),
    businessDescription: z.string().nullable(),
    shareCapitalCurrency: z.string().nullable(),
    totalNumOfOrdShare: z.number().nullable(),
    shareClasses: z.array(ZShareClass),
  })
  .meta({ id: 'EntityParticulars' });
export type TEntityParticulars = z.infer<typeof ZEntityParticulars>;

/** A document of the company: its own file, or a generated / signed document of one of its cases. */
export const ZEntityDocument = z
  .strictObject({
    fileID: z.uuid(),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileType: z.string(),
    source: z.enum(['COMPANY', 'CASE']),
    /** What an entity file is (CERTIFICATE_OF_INCORPORATION …), when the firm recorded it. */
    docKind: z.string().nullable(),
    /** A case document's title in the caller's language. */
    title: z.string().nullable(),
    signed: z.boolean(),
    caseID: z.uuid().nullable(),
    caseRef: z.string().nullable(),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'EntityDocument' });
export type TEntityDocument = z.infer<typeof ZEntityDocument>;

export const ZEntityCase = z
  .strictObject({
    caseID: z.uuid(),
    caseRef: z.string(),
    caseType: z.enum(CASE_TYPES),
    status: z.enum(CASE_STATUSES),
    step: z.enum(STEP_KEYS),
    /** The incorporation or migration that made the company an entity of the firm. */
    createdEntity: z.boolean(),
    createdDate: ZIsoDateTime,
    closedDate: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'EntityCase' });
export type TEntityCase = z.infer<typeof ZEntityCase>;

/** One field an amendment changed (amendments/records-diff.ts), masked for readers without the need to know. */
export const ZRecordDiffLine = z
  .strictObject({
    holderID: z.string().nullable().meta({ description: 'The person; null for the company' }),
    subject: z.string().nullable().meta({ description: "The person's name; null for the company" }),
    field: z.string().meta({ description: 'companyEngName, regOfficeAddress, roles, idNum…' }),
    before: z.string().nullable(),
    after: z.string().nullable(),
    /** A protected particular: to readers without access, an identity number partly and the rest as '—'. */
    protected: z.boolean(),
  })
  .meta({ id: 'RecordDiffLine' }) satisfies z.ZodType<TRecordDiffLine>;

export const ZEntityHistoryEntry = z
  .strictObject({
    historyID: z.string(),
    kind: z
      .string()
      .meta({ description: 'INCORPORATED, MIGRATED, ANNUAL_RETURN, AMENDMENT, ARCHIVED, RESTORED' }),
    effectiveDate: ZDate.nullable(),
    caseID: z.uuid().nullable(),
    caseRef: z.string().nullable(),
    reason: z.string().nullable(),
    amendmentTypes: z.array(z.string()),
    /** What an amendment did to the records, field by field (empty for other entries). */
    changes: z.array(ZRecordDiffLine),
    nextReturnDate: ZDate.nullable(),
    actor: z.strictObject({ userID: z.uuid(), name: z.string() }).nullable(),
    createdDate: ZIsoDateTime,
  })
  .meta({ id: 'EntityHistoryEntry' });
export type TEntityHistoryEntry = z.infer<typeof ZEntityHistoryEntry>;

export const ZEntityLinkedClient = ZPersonRef.extend({
  role: z.enum(['CLIENT', 'STAKEHOLDER']),
  holderID: z.string().nullable(),
  sinceDate: ZIsoDateTime,
}).meta({ id: 'EntityLinkedClient' });
export type TEntityLinkedClient = z.infer<typeof ZEntityLinkedClient>;

/** What the caller may do and see here (policies/entity.policy.ts). */
export const ZEntityAccess = z
  .strictObject({
    mayArchive: z.boolean(),
    mayRestore: z.boolean(),
    seesProtectedData: z.boolean(),
    seesCompliance: z.boolean(),
  })
  .meta({ id: 'EntityAccess' });
export type TEntityAccessView = z.infer<typeof ZEntityAccess>;

const entityHeader = {
  companyID: z.uuid(),
  firmID: z.uuid(),
  firmName: z.string(),
  status: z.enum(ENTITY_STATUSES),
  archivedDate: ZIsoDateTime.nullable(),
  particulars: ZEntityParticulars,
  access: ZEntityAccess,
};

/** GET /api/entities/:companyID. */
export const ZEntityDetail = z
  .strictObject({
    ...entityHeader,
    stakeholders: z.array(ZEntityHolder),
    documents: z.array(ZEntityDocument),
    cases: z.array(ZEntityCase),
    openCaseCount: z.number().int(),
    history: z.array(ZEntityHistoryEntry),
    linkedClients: z.array(ZEntityLinkedClient),
    /** What the company owes and when, soonest first (none for an archived company). */
    deadlines: z.array(ZDeadline),
  })
  .meta({ id: 'EntityDetail' });
export type TEntityDetail = z.infer<typeof ZEntityDetail>;

/** A holder's due-diligence record in short (the whole record is at /api/compliance/:complianceID). */
export const ZHolderComplianceSummary = z
  .strictObject({
    complianceID: z.uuid(),
    createdDate: ZIsoDateTime,
    version: z.number().int(),
    current: z.boolean().meta({ description: 'False when a newer version corrected it' }),
    caseID: z.uuid().nullable(),
    caseRef: z.string().nullable(),
    preparedBy: z.string(),
    identityChecked: z.boolean().nullable(),
    addressChecked: z.boolean().nullable(),
    screeningResult: z.string().nullable(),
    remarks: z.string(),
  })
  .meta({ id: 'HolderComplianceSummary' });
export type THolderComplianceSummary = z.infer<typeof ZHolderComplianceSummary>;

export const ZOwnershipChainView = z
  .strictObject({
    links: z.array(z.strictObject({ holderID: z.string(), name: z.string(), percent: z.string() })),
    percent: z.string(),
    controlling: z.boolean(),
  })
  .meta({ id: 'OwnershipChainView' });

/** GET /api/entities/:companyID/holders/:holderID. */
export const ZEntityHolderDetail = z
  .strictObject({
    ...entityHeader,
    holder: ZEntityHolder,
    /** The corporate this holder owns a part of, for an owner nested under one. */
    parent: ZEntityHolderRef.nullable(),
    chains: z.array(ZOwnershipChainView).meta({ description: 'How the holder owns the company' }),
    otherHolders: z.array(ZEntityHolderRef),
    linkedAccount: ZPersonRef.nullable(),
    documents: z.array(ZEntityDocument),
    /** Null for callers who do not see compliance records (clients). */
    complianceRecords: z.array(ZHolderComplianceSummary).nullable(),
  })
  .meta({ id: 'EntityHolderDetail' });
export type TEntityHolderDetail = z.infer<typeof ZEntityHolderDetail>;
