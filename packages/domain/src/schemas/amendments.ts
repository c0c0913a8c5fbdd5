import { z } from 'zod';
import { REGISTER_KINDS } from '../amendments/registers.js';
import { ROLE_FLAGS } from '../case-form/holder.js';
import { CHANGE_FORMS } from '../deadlines/deadlines.js';
import { AMENDMENT_TYPES } from './tasks.js';

/**
 * The record update over the API (issue 19): the officer's draft of changes with its problems, the
 * records it starts from, the notices it owes with their deadlines, and the registers as at a date.
 */

const ZDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const ZIsoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

export const ZAmendmentIssue = z
  .strictObject({
    path: z.string().meta({ description: "Where, in the draft: 'changes.0.shares'" }),
    key: z.string(),
    message: z.string().meta({ description: "In the caller's language" }),
  })
  .meta({ id: 'AmendmentIssue' });

export const ZAmendmentFiling = z
  .strictObject({
    changeID: z.string(),
    form: z.enum(CHANGE_FORMS),
    effectiveDate: ZDate,
    dueDate: ZDate,
    source: z.string(),
  })
  .meta({ id: 'AmendmentFiling' });

export const ZRenewalNote = z
  .strictObject({
    amendmentType: z.enum(AMENDMENT_TYPES),
    description: z.string(),
    effectiveDate: ZDate,
    renewalRef: z.string(),
  })
  .meta({ id: 'RenewalNote' });

export const ZAmendmentView = z
  .strictObject({
    caseID: z.uuid(),
    entityID: z.uuid(),
    /** The caller holds the record-update task now: the draft may be saved. */
    editable: z.boolean(),
    /** As saved (each an AmendmentChange; typed loosely here since the request's flags accept strings too). */
    changes: z.array(z.record(z.string(), z.unknown())).meta({ description: 'AmendmentChange[] as saved' }),
    issues: z.array(ZAmendmentIssue),
    /** The company's records today, which the changes start from (protected data: firm staff only). */
    records: z.record(z.string(), z.unknown()).meta({ description: 'CaseInformation' }),
    /** The date the company's records hold from: no change takes effect before it. */
    recordsFrom: ZDate,
    /** Changes noted during an annual renewal that this amendment carries into the records. */
    renewalNotes: z.array(ZRenewalNote),
    /** The notices the drafted changes owe the Registry, and by when. */
    filings: z.array(ZAmendmentFiling),
    updatedDate: ZIsoDateTime.nullable(),
  })
  .meta({ id: 'AmendmentView' });
export type TAmendmentView = z.infer<typeof ZAmendmentView>;

// Query strings stay inline in the OpenAPI document (no component id).
export const ZRegistersQuery = z.strictObject({
  asAt: ZDate.optional().meta({ description: 'The date the registers are as at; today by default' }),
});

export const ZRegisterEntryView = z
  .strictObject({
    register: z.enum(REGISTER_KINDS),
    holderID: z.string(),
    holderType: z.enum(['I', 'C']),
    name: z.string(),
    chiName: z.string().nullable(),
    role: z.enum(ROLE_FLAGS).nullable(),
    shares: z.number().int().nullable(),
    percent: z.string().nullable(),
    grounds: z.array(z.string()),
    from: ZDate,
    to: ZDate.nullable(),
    /** Whole for the firm's staff; partial (A123 of A123456(3)) for everyone else. */
    idNum: z.string().nullable(),
    idNumPartial: z.boolean(),
    /** The correspondence address (the residential address is never on a register shown here). */
    address: z.string().nullable(),
  })
  .meta({ id: 'RegisterEntry' });
export type TRegisterEntryView = z.infer<typeof ZRegisterEntryView>;

export const ZRegisters = z
  .strictObject({
    entityID: z.uuid(),
    asAt: ZDate,
    /** The date the company's records begin (its incorporation). */
    recordsFrom: ZDate,
    entries: z.array(ZRegisterEntryView),
  })
  .meta({ id: 'Registers' });
export type TRegisters = z.infer<typeof ZRegisters>;
