import {
  heldRoles,
  signerDisplayName,
  type TAmendmentChange,
  type TAmendmentDocumentKind,
  type TCaseInformation,
  type THolder,
  type TRoleFlag,
  type TShareTransferDuty,
} from '@portal/domain';
import type { PdfComposer } from './composer.js';
import { bothNames, partialId } from './template-parts.js';

/**
 * What the amendment documents share: their render input, the people they name (found in the
 * records before or after the change, or as the change's newcomer), and what a public form may show
 * of them. The Registry puts forms on the public record, so only the correspondence address (a
 * corporate's registered address) and the partial identity number appear in the form; the usual
 * residential address of a director and the full number go on the form's PI sheet, one page per
 * individual at its end, which the Registry withholds from public inspection (Companies Registry, New
 * Inspection Regime Phase 2: revised forms with a "PI-sheet" in use from 24 October 2022, G.N. 3130
 * and 3168 of 24 June 2022; Cap. 622 s.54; protected-information.ts).
 */

export interface TAmendmentRenderInput {
  kind: TAmendmentDocumentKind;
  change: TAmendmentChange;
  /** The company's records before the amendment and after it (`recordsAsAt`, `recordsAfter`). */
  before: TCaseInformation;
  after: TCaseInformation;
  /** The company as the Registry knows it when the document is made (before a change of name). */
  company: { engName?: string | null; chiName?: string | null; companyNumber?: string | null };
  /** Who signs, in order (the plan's signers): each gets a signature slot. */
  signers: string[];
  /** A share transfer's duty (`shareTransferStampDuty`); worked out from the change when not given. */
  stampDuty?: TShareTransferDuty;
  /** The footer's reference (case and document); the kind's title when not given. */
  reference?: string;
  /** The stored document's id, written into the PDF so an uploaded copy can be traced back to it. */
  documentId?: string;
}

/** A holder anywhere in a list of holders, an owner of a corporate member too. */
function findIn(holders: readonly THolder[], id: string): THolder | undefined {
  for (const h of holders) {
    if (h.holderID === id && !h.refID) return h;
    const inner = findIn(h.ownerOfBodyCorporate ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** A newcomer the change brings in (appointee, transferee, allottee), as typed. */
function newcomersOf(change: TAmendmentChange): THolder[] {
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return change.appointee ? [change.appointee] : [];
    case 'SHARE_TRANSFER':
      return change.transferee ? [change.transferee] : [];
    case 'ALLOTMENT':
      return (change.allotments ?? []).flatMap((line) => (line.allottee ? [line.allottee] : []));
    default:
      return [];
  }
}

/** The person as the records hold them: after the change if still there, else before, else as typed. */
export function personOf(input: TAmendmentRenderInput, id: string | null | undefined): THolder | undefined {
  if (!id) return undefined;
  return (
    findIn(input.after.stakeholders, id) ??
    findIn(input.before.stakeholders, id) ??
    newcomersOf(input.change).find((h) => h.holderID === id)
  );
}

/** The address a public form shows: never the residential address (protected-information.ts). */
export { publicAddress } from './protected-information.js';

/** The identification a public form shows: the partial number of an individual, a corporate's number. */
export function identification(h: THolder): string {
  if (h.holderType === 'C') return h.regNum ? `Company No. 公司編號 ${h.regNum}` : '';
  const partial = partialId(h.idNum);
  return partial ? `${partial} (partial 部分號碼)${h.idIssuer ? ` · ${h.idIssuer}` : ''}` : '';
}

export const ROLE_TEXT: Record<TRoleFlag, { en: string; zh: string }> = {
  isShareHolder: { en: 'Member', zh: '成員' },
  isDirector: { en: 'Director', zh: '董事' },
  isAlternateDR: { en: 'Alternate Director', zh: '替任董事' },
  isReserveDR: { en: 'Reserve Director', zh: '候補董事' },
  isComSec: { en: 'Company Secretary', zh: '公司秘書' },
  isDesignedRep: { en: 'Designated Representative', zh: '指定代表' },
};

/** DD/MM/YYYY, as the Registry's forms write dates. */
export const dmy = (date: string | null | undefined) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

/** Whole cents as Hong Kong dollars: 123456 → 'HK$1,234.56'. */
export function money(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const text = new Intl.NumberFormat('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  return `HK$${text}`;
}

export const nameOf = (h: THolder | undefined) => (h ? bothNames(h).replace('\n', ' ') : '');

export function companyName(input: TAmendmentRenderInput): string {
  return [input.company.engName?.trim(), input.company.chiName?.trim()].filter(Boolean).join('  ');
}

/** Section 1 of every Registry form: the company's number and name as registered. */
export function companyFields(c: PdfComposer, input: TAmendmentRenderInput, section = '1'): void {
  c.section(section, 'Company Name', '公司名稱');
  c.field('Company Number', '公司編號', input.company.companyNumber);
  c.field('Company Name', '公司名稱', companyName(input));
}

/** The office a signer holds, for the caption under their signature. */
function officeOf(input: TAmendmentRenderInput, h: THolder): string {
  const roles = heldRoles(h);
  const held = roles.includes('isComSec') ? 'isComSec' : roles.includes('isDirector') ? 'isDirector' : null;
  if (held) return `${ROLE_TEXT[held].en} ${ROLE_TEXT[held].zh}`;
  const earlier = personOf({ ...input, after: input.before }, h.holderID);
  return earlier && heldRoles(earlier).includes('isComSec') ? 'Company Secretary 公司秘書' : 'Director 董事';
}

/** The height a signature box and its caption take on the page (composer.signatureSlot). */
const SLOT_HEIGHT = 94;

/** The Registry forms' signature block: a director or the company secretary signs for the company. */
export function registrySignature(c: PdfComposer, input: TAmendmentRenderInput, ids: string[]): void {
  // The heading goes with its first signature box, never alone at the foot of a page.
  c.ensure(SLOT_HEIGHT + 60);
  c.section('', 'Signature (Director / Company Secretary)', '簽署（董事／公司秘書）');
  for (const id of ids) {
    const h = personOf(input, id);
    if (h) c.signatureSlot(id, `${signerDisplayName(h)} — ${officeOf(input, h)}`);
  }
}

/** Signature slots for every signer, captioned with the capacity they sign in. */
export function signAll(
  c: PdfComposer,
  input: TAmendmentRenderInput,
  ids: string[],
  role: string | ((holderID: string) => string),
): void {
  // The first two boxes share a page: the two parties to a transfer sign one sheet.
  c.ensure(Math.min(ids.length, 2) * SLOT_HEIGHT);
  for (const id of ids) {
    const h = personOf(input, id);
    if (h) c.signatureSlot(id, `${signerDisplayName(h)} — ${typeof role === 'string' ? role : role(id)}`);
  }
}

/** A line saying where the protected particulars go, on forms that name an individual officer. */
export function protectedNote(c: PdfComposer): void {
  c.text(
    'The usual residential address of a director and the full identification number of an individual are reported only on the PI sheet at the end of this form, which is not shown on the public record (Cap. 622 s.54). 董事的通常住址及個人的完整身分識別號碼只在本表格末的受保護資料頁申報，公眾紀錄不會顯示該頁（第622章第54條）。',
    { size: 8, muted: true },
  );
}
