import type { TAddress } from '../case-form/address.js';
import { holderName, ROLE_FLAGS, type THolder, type TRoleFlag } from '../case-form/holder.js';
import type { TOwnedPerson, TOwnershipResult } from '../ownership/ownership.types.js';
import type {
  TAddressView,
  TEntityHolder,
  TEntityHolderRef,
  TEntityStatus,
  THolderStanding,
} from '../schemas/entities.js';
import { identityViewsFor } from '../policies/identity-data.policy.js';
import { partialIdNumber } from './protected-data.js';

/**
 * An entity's stakeholders as a caller may see them: roles held and resigned, shares, the ownership
 * resolution's SCR/UBO flags, and the particulars — protected ones (DESIGN §6) only for those the
 * entity policy lets see them.
 */

/** What the caller may see of the holders (policies/entity.policy.ts and identity-data.policy.ts decide). */
export interface THolderViewRules {
  /**
   * The caller works the entity's cases (its firm's staff): whole identity data of every holder. The
   * caller's own holder entries are whole to them anyway (the identity-data policy).
   */
  protectedData: boolean;
  /** E-mail and phone of every holder; otherwise only of the caller's own holder entries. */
  contacts: boolean;
  /** Holder ids that are the caller themselves (an entity member linked as that stakeholder). */
  ownHolderIDs: ReadonlySet<string>;
}

/** Roles the holder holds now: flagged and not resigned. */
export function heldRoles(h: THolder): TRoleFlag[] {
  return ROLE_FLAGS.filter((role) => h[role] && !(h.resignedCapacities ?? []).includes(role));
}

/** Roles the holder has resigned (spec §4: they move to the resigned table). */
export function resignedRoles(h: THolder): TRoleFlag[] {
  return ROLE_FLAGS.filter((role) => (h.resignedCapacities ?? []).includes(role));
}

/**
 * A former holder: every holder of an archived entity, and one who has resigned every role they had
 * and holds no shares. Owners under a former corporate are former too.
 */
export function holderStanding(
  entityStatus: TEntityStatus,
  h: THolder,
  parentStanding: THolderStanding = 'CURRENT',
): THolderStanding {
  if (entityStatus === 'ARCHIVED' || parentStanding === 'FORMER') return 'FORMER';
  const hadRole = ROLE_FLAGS.some((role) => h[role]);
  if (hadRole && heldRoles(h).length === 0 && (h.ordinaryShares ?? 0) === 0) return 'FORMER';
  return 'CURRENT';
}

/** Every holder of the tree, depth first, with the corporate it sits under. */
export function flattenHolders(
  holders: readonly THolder[],
  parent: THolder | null = null,
): { holder: THolder; parent: THolder | null }[] {
  return holders.flatMap((holder) => [
    { holder, parent },
    ...flattenHolders(holder.ownerOfBodyCorporate ?? [], holder),
  ]);
}

/** The holder a refID points at (the same person or company listed once more), else the holder. */
export function canonicalHolder(holders: readonly THolder[], h: THolder): THolder {
  if (!h.refID) return h;
  return flattenHolders(holders).find((x) => x.holder.holderID === h.refID)?.holder ?? h;
}

function nameOf(holders: readonly THolder[], h: THolder): string {
  return holderName(h) || holderName(canonicalHolder(holders, h)) || h.holderID;
}

/** Each distinct holder once (references to another entry left out), named, with its standing. */
export function holderRefs(holders: readonly THolder[], entityStatus: TEntityStatus): TEntityHolderRef[] {
  const out: TEntityHolderRef[] = [];
  const walk = (list: readonly THolder[], parentStanding: THolderStanding) => {
    for (const h of list) {
      const standing = holderStanding(entityStatus, h, parentStanding);
      if (!h.refID) {
        out.push({ holderID: h.holderID, holderType: h.holderType, name: nameOf(holders, h), standing });
      }
      walk(h.ownerOfBodyCorporate ?? [], standing);
    }
  };
  walk(holders, 'CURRENT');
  return out;
}

/** An address without its proof's file ids; null when nothing of it was filled in. */
export function addressView(address: TAddress | undefined): TAddressView | null {
  if (!address) return null;
  const { supDoc: _proof, ...lines } = address;
  const filled = Object.entries(lines).filter(([, v]) => typeof v === 'string' && v.trim() !== '');
  return filled.length > 0 ? Object.fromEntries(filled) : null;
}

const text = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function personOf(ownership: TOwnershipResult | null, h: THolder): TOwnedPerson | undefined {
  const id = h.refID ?? h.holderID;
  return ownership?.persons.find((p) => p.holderID === id);
}

/** One holder (and its owners, nested) as the caller may see it. */
export function entityHolderView(
  all: readonly THolder[],
  h: THolder,
  context: {
    rules: THolderViewRules;
    ownership: TOwnershipResult | null;
    entityStatus: TEntityStatus;
    parentStanding?: THolderStanding;
  },
): TEntityHolder {
  const { rules } = context;
  const standing = holderStanding(context.entityStatus, h, context.parentStanding);
  // A reference shows the particulars of the entry it points at.
  const p = canonicalHolder(all, h);
  const person = personOf(context.ownership, h);
  const own = rules.ownHolderIDs.has(h.holderID) || rules.ownHolderIDs.has(p.holderID);
  const contacts = rules.contacts || own;
  // Whole to the firm's staff and to the person themselves; the Registry's view to anyone else.
  const need = rules.protectedData ? 'WORKS_THE_CASE' : own ? 'THE_PERSON' : null;
  const views = identityViewsFor(need);
  const idNum = views.idNum === 'FULL' ? text(p.idNum) : partialIdNumber(p.idNum);
  const phone = [text(p.regPhone1Code), text(p.regPhone1)].filter(Boolean).join(' ');
  const signer = [text(p.authSignerFirstNameEng), text(p.authSignerLastNameEng)].filter(Boolean).join(' ');
  return {
    holderID: h.holderID,
    holderType: h.holderType,
    name: nameOf(all, h),
    refID: h.refID ?? null,
    standing,
    roles: heldRoles(h),
    resignedRoles: resignedRoles(h),
    ordinaryShares: h.ordinaryShares ?? 0,
    compSharePercent: h.compSharePercent === undefined ? null : String(h.compSharePercent),
    ultimateSharePercent: person?.ultimateShare.percent ?? null,
    heldSharePercent: person?.heldShare.percent ?? null,
    isScr: person?.isScr ?? false,
    scrGrounds: person?.scrGrounds ?? [],
    isUbo: person?.isUbo ?? false,
    hasIndirectControl: person?.hasIndirectControl ?? false,
    engFirstName: text(p.engFirstName),
    engLastName: text(p.engLastName),
    chiName: text(p.chiName),
    idNum,
    idNumPartial: views.idNum !== 'FULL' && idNum !== null,
    idIssuer: text(p.idIssuer),
    idExpiryDate: views.idExpiryDate === 'FULL' ? text(p.idExpiryDate) : null,
    resAddress: views.resAddress === 'FULL' ? addressView(p.resAddress) : null,
    corrAddress: addressView(p.corrAddress),
    // The PEP declaration goes with the identity data: to those who need it.
    isPep: need ? (p.isPep ?? null) : null,
    compEngName: text(p.compEngName),
    compChiName: text(p.compChiName),
    regNum: text(p.regNum),
    regAddress: addressView(p.regAddress),
    jurisdiction: text(p.jurisdiction),
    isListedCompany: p.isListedCompany ?? null,
    authSignerName: signer || null,
    tcspNum: text(p.tcspNum),
    email: contacts ? (text(p.regEmail1) ?? text(p.email)) : null,
    phone: contacts && phone ? phone : null,
    owners: (h.ownerOfBodyCorporate ?? []).map((owner) =>
      entityHolderView(all, owner, { ...context, parentStanding: standing }),
    ),
  };
}
