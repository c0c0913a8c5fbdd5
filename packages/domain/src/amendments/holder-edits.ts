import { ROLE_FLAGS, type THolder, type TRoleFlag } from '../case-form/holder.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TParticulars } from './amendment-changes.js';

/**
 * Small immutable edits of a company's holders that the amendments are made of: find a holder, give or
 * take a role, move shares, merge particulars. The records keep a person who leaves every office and
 * sells every share, with the roles marked resigned, so registers and history still name them.
 */

/** The company's own holder (a member or officer, not an owner nested under a corporate). */
export function topHolder(info: TCaseInformation, holderID: string | undefined): THolder | undefined {
  if (!holderID) return undefined;
  return info.stakeholders.find((h) => h.holderID === holderID && !h.refID);
}

/** A holder anywhere in the tree (an owner of a corporate member too), not a reference to another. */
export function anyHolder(holders: readonly THolder[], holderID: string | undefined): THolder | undefined {
  if (!holderID) return undefined;
  for (const h of holders) {
    if (h.holderID === holderID && !h.refID) return h;
    const nested = anyHolder(h.ownerOfBodyCorporate ?? [], holderID);
    if (nested) return nested;
  }
  return undefined;
}

/** Every holderID used in the tree (new holders must not take one). */
export function holderIDsOf(holders: readonly THolder[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly THolder[]) => {
    for (const h of list) {
      ids.add(h.holderID);
      walk(h.ownerOfBodyCorporate ?? []);
    }
  };
  walk(holders);
  return ids;
}

/** The holders with the one of this id replaced by `edit(holder)`, wherever it sits in the tree. */
export function editHolder(
  holders: readonly THolder[],
  holderID: string,
  edit: (h: THolder) => THolder,
): THolder[] {
  return holders.map((h) => {
    if (h.holderID === holderID && !h.refID) return edit(h);
    if (!h.ownerOfBodyCorporate) return h;
    return { ...h, ownerOfBodyCorporate: editHolder(h.ownerOfBodyCorporate, holderID, edit) };
  });
}

/** The role is the holder's on the records' date: flagged and not resigned. */
export function holdsRole(h: THolder, role: TRoleFlag): boolean {
  return h[role] === true && !(h.resignedCapacities ?? []).includes(role);
}

/** The holder with the role taken up (again). */
export function withRole(h: THolder, role: TRoleFlag): THolder {
  return { ...h, [role]: true, resignedCapacities: (h.resignedCapacities ?? []).filter((r) => r !== role) };
}

/** The holder with the role given up; kept in the records as resigned. */
export function withoutRole(h: THolder, role: TRoleFlag): THolder {
  return { ...h, resignedCapacities: [...new Set([...(h.resignedCapacities ?? []), role])] };
}

/** The holder's shares changed by `delta`: a member with none left is a former member. */
export function withShares(h: THolder, delta: number): THolder {
  const shares = (h.ordinaryShares ?? 0) + delta;
  const moved = { ...h, ordinaryShares: shares };
  return shares > 0 ? withRole(moved, 'isShareHolder') : withoutRole(moved, 'isShareHolder');
}

/** A person new to the company as the records keep them: only the roles the change gives. */
export function newHolder(h: THolder): THolder {
  const cleared: THolder = { ...h, ordinaryShares: 0, resignedCapacities: [], newlyAddCapacities: [] };
  for (const role of ROLE_FLAGS) cleared[role] = false;
  return cleared;
}

/** The particulars given, merged over the holder's (an omitted field stays as recorded). */
export function withParticulars(h: THolder, particulars: TParticulars): THolder {
  const given = Object.fromEntries(Object.entries(particulars).filter(([, v]) => v !== undefined));
  return { ...h, ...given };
}

/** Whether the particulars would change anything of the holder's. */
export function changesParticulars(h: THolder, particulars: TParticulars): boolean {
  return Object.entries(particulars).some(
    ([key, value]) =>
      value !== undefined && JSON.stringify(value) !== JSON.stringify(h[key as keyof THolder] ?? undefined),
  );
}

/** Current members holding shares, with what each holds. */
export function membersOf(info: TCaseInformation): THolder[] {
  return info.stakeholders.filter((h) => !h.refID && holdsRole(h, 'isShareHolder') && h.ordinaryShares > 0);
}
