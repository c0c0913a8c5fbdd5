import type { TAddress } from '../case-form/address.js';
import type { THolder } from '../case-form/holder.js';
import { findHolder } from '../case-form/identification.js';
import { partialIdNumber } from '../entities/protected-data.js';
import {
  IDENTITY_FIELDS,
  identityViews,
  type TIdentityField,
  type TIdentityViewer,
  type TIdentityViews,
} from '../policies/identity-data.policy.js';
import type { TCaseInformation } from '../schemas/case-information.js';

/**
 * The identity-data policy applied to holders (spec §3): the case information, one stakeholder's
 * view, and the way back — a form saved with what its writer was shown keeps what they were not shown.
 */

/** A holder's fields the viewer is not shown whole. */
export interface TWithheldFields {
  holderID: string;
  fields: TIdentityField[];
}

/** What the viewer sees of each holder of a company owned by `firmID`. */
export type THolderViews = (h: Pick<THolder, 'holderID' | 'refID'>) => TIdentityViews;

function entries(holders: readonly THolder[]): THolder[] {
  return holders.flatMap((h) => [h, ...entries(h.ownerOfBodyCorporate ?? [])]);
}

/**
 * The policy for every holder of one case or company. The viewer's own entries count with the entry
 * each refers to (the same person listed again under a corporate refers to their first entry).
 */
export function holderViews(
  viewer: TIdentityViewer,
  firmID: string,
  holders: readonly THolder[],
): THolderViews {
  const own = new Set(viewer.ownHolderIDs);
  for (const h of entries(holders)) if (viewer.ownHolderIDs.has(h.holderID) && h.refID) own.add(h.refID);
  const withOwn: TIdentityViewer = { ...viewer, ownHolderIDs: own };
  return (h) => identityViews(withOwn, { firmID, holderIDs: h.refID ? [h.holderID, h.refID] : [h.holderID] });
}

/** One holder with its protected fields as the views allow (owners of a corporate are not touched). */
export function redactHolder(h: THolder, views: TIdentityViews): THolder {
  const out: THolder = { ...h };
  if (views.idNum !== 'FULL') {
    const partial = views.idNum === 'PARTIAL' ? partialIdNumber(h.idNum) : null;
    if (partial === null) delete out.idNum;
    else out.idNum = partial;
  }
  if (views.idIssueDate !== 'FULL') delete out.idIssueDate;
  if (views.idExpiryDate !== 'FULL') delete out.idExpiryDate;
  if (views.resAddress !== 'FULL') delete out.resAddress;
  return out;
}

/** A holder and the owners below it, each as the viewer may see them. */
export function redactHolderTree(h: THolder, viewsOf: THolderViews): THolder {
  const out = redactHolder(h, viewsOf(h));
  return h.ownerOfBodyCorporate
    ? { ...out, ownerOfBodyCorporate: h.ownerOfBodyCorporate.map((o) => redactHolderTree(o, viewsOf)) }
    : out;
}

/** The fields of a holder the viewer is not shown whole (empty: all of them whole). */
export function withheldFieldsOf(views: TIdentityViews): TIdentityField[] {
  return IDENTITY_FIELDS.filter((field) => views[field] !== 'FULL');
}

/** The case information as the viewer may see it, and which holders' fields were not shown whole. */
export function redactCaseInformation(
  info: TCaseInformation,
  viewsOf: THolderViews,
): { information: TCaseInformation; withheld: TWithheldFields[] } {
  const withheld = entries(info.stakeholders).flatMap((h) => {
    const fields = withheldFieldsOf(viewsOf(h));
    return fields.length > 0 ? [{ holderID: h.holderID, fields }] : [];
  });
  if (withheld.length === 0) return { information: info, withheld };
  return {
    information: { ...info, stakeholders: info.stakeholders.map((h) => redactHolderTree(h, viewsOf)) },
    withheld,
  };
}

const compact = (value: string) => value.replace(/[\s()（）]/g, '');

function isBlankAddress(a: TAddress | undefined): boolean {
  if (!a) return true;
  return !Object.values(a).some((v) => (Array.isArray(v) ? v.length > 0 : (v ?? '').trim() !== ''));
}

/** The submitted value is what the writer was shown of the stored one (or nothing at all). */
function cameBackAsShown(field: TIdentityField, submitted: THolder, stored: THolder, views: TIdentityViews) {
  if (field === 'resAddress') return isBlankAddress(submitted.resAddress);
  const value = (submitted[field] ?? '').trim();
  if (value === '') return true;
  return field === 'idNum' && views.idNum === 'PARTIAL' && compact(value) === partialIdNumber(stored.idNum);
}

function keepHolder(submitted: THolder, stored: THolder, views: TIdentityViews): THolder {
  const out: THolder = { ...submitted };
  for (const field of withheldFieldsOf(views)) {
    if (stored[field] === undefined || !cameBackAsShown(field, submitted, stored, views)) continue;
    if (field === 'resAddress') out.resAddress = stored.resAddress;
    else out[field] = stored[field];
  }
  return out;
}

/**
 * The way back (nothing a user enters is lost, nothing stored is lost): the submitted information
 * with each field its writer was not shown whole kept as stored when it comes back as they were shown
 * it — the partial number, or nothing. A value they typed anew is theirs and is taken. Holders are
 * matched by holderID anywhere in the tree, so moving a holder keeps its data too.
 */
export function keepWithheld(
  submitted: TCaseInformation,
  stored: TCaseInformation,
  viewsOf: THolderViews,
): TCaseInformation {
  const merge = (list: readonly THolder[]): THolder[] =>
    list.map((h) => {
      const before = findHolder(stored.stakeholders, h.holderID);
      const kept = before ? keepHolder(h, before, viewsOf(before)) : h;
      return h.ownerOfBodyCorporate ? { ...kept, ownerOfBodyCorporate: merge(h.ownerOfBodyCorporate) } : kept;
    });
  return { ...submitted, stakeholders: merge(submitted.stakeholders) };
}

/**
 * Whether a problem of the form (a dot path such as 'stakeholders.1.ownerOfBodyCorporate.0.idNum') is
 * about a field the writer was not shown whole: the form's own checks cannot judge a partial number,
 * and the stored whole one is judged on the server.
 */
export function isWithheldPath(
  info: Pick<TCaseInformation, 'stakeholders'>,
  path: string,
  withheld: readonly TWithheldFields[],
): boolean {
  const keys = path.split('.');
  if (keys[0] !== 'stakeholders') return false;
  let list: readonly THolder[] | undefined = info.stakeholders;
  for (let i = 1; i + 1 < keys.length; i += 2) {
    const holder: THolder | undefined = /^\d+$/.test(keys[i] ?? '') ? list?.[Number(keys[i])] : undefined;
    if (!holder) return false;
    const next = keys[i + 1] ?? '';
    if (next !== 'ownerOfBodyCorporate') {
      return withheld.some(
        (w) => w.holderID === holder.holderID && (w.fields as readonly string[]).includes(next),
      );
    }
    list = holder.ownerOfBodyCorporate;
  }
  return false;
}
