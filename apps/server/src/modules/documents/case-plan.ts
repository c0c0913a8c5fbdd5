import { createHash } from 'node:crypto';
import {
  caseInformationProblems,
  documentPlan,
  documentTitle,
  entityInformationProblems,
  type TAmendmentDocument,
  type TCaseInformation,
  type TPlannedDocument,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';
import { amendmentPapersOf, type TAmendmentPapers } from '../amendments/amendment-engine.js';
import type { TCaseRow } from '../cases/cases.repository.js';
import type { TRendered } from './pdf/templates.js';

/**
 * Which documents a case makes and how each is drawn: the incorporation's papers once its information
 * is complete, an annual return from the company's records, and an amendment's papers once its record
 * update is done (issue 19). A document is made again when what it is drawn from changes (its hash).
 */

/** Bumped when a template changes, so every case's documents of that kind are made again. */
const TEMPLATE_VERSION = 1;
const KIND_VERSIONS: Partial<Record<string, number>> = {
  // Form NAR1 as the Registry lays it out, made up to the return date, members as its schedule.
  ANNUAL_RETURN: 2,
};

/** One planned document of any case type. */
export type TCasePlanned = TPlannedDocument | TAmendmentDocument;

export interface TCasePlan {
  documents: TCasePlanned[];
  /** An amendment's changes and the records around them (what its papers are drawn from). */
  papers: TAmendmentPapers | null;
}

/** The case's planned documents (none while its data is incomplete or once it is cancelled). */
export async function planFor(db: TDb, row: TCaseRow, info: TCaseInformation): Promise<TCasePlan> {
  const none = { documents: [], papers: null };
  if (row.status === 'CANCELLED') return none;
  if (row.case_type === 'MVP' && caseInformationProblems(info).length === 0)
    return { documents: documentPlan('MVP', info), papers: null };
  if (row.case_type === 'AR' && entityInformationProblems(info).length === 0)
    return { documents: documentPlan('AR', info), papers: null };
  // An amendment's papers exist once its changes are recorded (the record update is done).
  if (row.case_type === 'AMENDMENT' && row.step !== 'T_RECORD_UPDATES') {
    const papers = await amendmentPapersOf(db, row);
    return papers ? { documents: papers.plan, papers } : none;
  }
  return none;
}

const changeOf = (plan: TCasePlan, p: TCasePlanned) =>
  'changeID' in p ? (plan.papers?.changes.find((c) => c.changeID === p.changeID) ?? null) : null;

/** What a document is drawn from, hashed: a different hash means the document must be made again. */
export function dataHash(row: TCaseRow, info: TCaseInformation, plan: TCasePlan, p: TCasePlanned): string {
  const change = changeOf(plan, p);
  return createHash('sha256')
    .update(
      JSON.stringify({
        v: TEMPLATE_VERSION,
        ...(KIND_VERSIONS[p.kind] ? { kv: KIND_VERSIONS[p.kind], returnDate: row.return_date } : {}),
        plan: p,
        info,
        ...(change && plan.papers ? { change, before: plan.papers.before, after: plan.papers.after } : {}),
        caseRef: row.case_ref,
        firm: row.firm_name,
      }),
    )
    .digest('hex');
}

/** The stored file's name: case, title, subject, version. */
export function fileNameOf(kind: string, caseRef: string, subject: string | null, version: number): string {
  const base = documentTitle(kind, 'en')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${caseRef}-${base}${subject ? `-${subject}` : ''}-v${version}.pdf`;
}

/** Draws one planned document (the PDF code loads with the first document, not at start). */
export async function renderPlanned(
  row: TCaseRow,
  info: TCaseInformation,
  plan: TCasePlan,
  p: TCasePlanned,
  documentId: string,
): Promise<TRendered> {
  const change = changeOf(plan, p);
  if ('changeID' in p && change && plan.papers) {
    const { renderAmendmentDocument } = await import('./pdf/amendment-forms.js');
    return renderAmendmentDocument({
      kind: p.kind,
      change,
      before: plan.papers.before,
      after: plan.papers.after,
      company: {
        engName: row.company_eng_name,
        chiName: row.company_chi_name,
        companyNumber: plan.papers.before.companyNumber ?? null,
      },
      signers: p.signers,
      documentId,
      reference: `${documentTitle(p.kind, 'en')} · ${row.case_ref} · ${documentId}`,
    });
  }
  if ('changeID' in p) throw new Error(`No change ${p.changeID} for document ${p.key}`);
  const { renderDocument } = await import('./pdf/templates.js');
  return renderDocument({
    documentId,
    plan: p,
    info,
    returnDate: row.return_date,
    caseRef: row.case_ref,
    firmName: row.firm_name,
    generatedAt: new Date(),
  });
}
