import { holderName, type TCaseInformation, type THolder, type TRoleFlag } from '@portal/domain';

/** Helpers over the form's draft: values read and written by dot path, new holders, the holder tree. */

type TContainer = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is TContainer {
  return typeof value === 'object' && value !== null;
}

/** The value at a dot path ('stakeholders.0.resAddress.engStreet'), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isContainer(node)) return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[key];
  }
  return node;
}

/** A copy of `root` with the value at `path` replaced (undefined removes the key); copies only the spine. */
export function withValueAt<T>(root: T, path: string, value: unknown): T {
  const keys = path.split('.');
  const write = (node: unknown, index: number): unknown => {
    const key = keys[index] ?? '';
    const last = index === keys.length - 1;
    if (Array.isArray(node)) {
      const copy = [...(node as unknown[])];
      const at = Number(key);
      copy[at] = last ? value : write(copy[at], index + 1);
      return copy;
    }
    const copy: Record<string, unknown> = isContainer(node) ? { ...(node as Record<string, unknown>) } : {};
    if (last) {
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    } else {
      const next = copy[key];
      copy[key] = write(isContainer(next) ? next : /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}, index + 1);
    }
    return copy;
  };
  return write(root, 0) as T;
}

/** A fresh client-made holder id (the schema's id pattern). */
export function newHolderID(): string {
  return `h-${crypto.randomUUID()}`;
}

/** A new empty holder: an individual or a corporate, no roles yet. */
export function newHolder(holderType: 'I' | 'C', extra: Partial<THolder> = {}): THolder {
  return {
    holderID: newHolderID(),
    holderType,
    isShareHolder: false,
    isDirector: false,
    isAlternateDR: false,
    isReserveDR: false,
    isComSec: false,
    isDesignedRep: false,
    ordinaryShares: 0,
    ...(holderType === 'C' ? { ownerOfBodyCorporate: [] } : {}),
    ...extra,
  };
}

/** Holders anywhere in the tree that carry their own details (not "the same as" references). */
export function namedHolders(holders: readonly THolder[]): THolder[] {
  const found: THolder[] = [];
  const visit = (list: readonly THolder[]) => {
    for (const h of list) {
      if (!h.refID) found.push(h);
      if (h.ownerOfBodyCorporate) visit(h.ownerOfBodyCorporate);
    }
  };
  visit(holders);
  return found;
}

/** A holder anywhere in the tree by id. */
export function holderByID(holders: readonly THolder[], holderID: string): THolder | undefined {
  return namedHolders(holders).find((h) => h.holderID === holderID);
}

/** Display name of a holder, or the fallback for one not named yet. */
export function displayName(h: THolder | undefined, fallback: string): string {
  return (h && holderName(h)) || fallback;
}

/** Whether a role is held and not resigned. */
export function holdsRole(h: THolder, role: TRoleFlag): boolean {
  return h[role] && !(h.resignedCapacities ?? []).includes(role);
}

/** The section of the form a field path belongs to. */
export const SECTIONS = [
  'company',
  'address',
  'capital',
  'stakeholders',
  'officers',
  'contact',
  'summary',
] as const;
export type TSection = (typeof SECTIONS)[number];

export function sectionOf(path: string): TSection {
  const head = path.split('.')[0] ?? '';
  if (head === 'regOfficeAddress') return 'address';
  if (['shareCapitalCurrency', 'totalNumOfOrdShare', 'shareClasses'].includes(head)) return 'capital';
  if (head === 'stakeholders') return 'stakeholders';
  if (head === 'contactPerson') return 'contact';
  return 'company';
}

/** The element id of a field (or block) at a path. */
export function fieldID(path: string): string {
  return `cf-${path.replace(/\./g, '-')}`;
}

export type TDraft = TCaseInformation;

/** After a holder is added: puts the cursor in its first field once it is on screen. */
export function focusFirstFieldSoon(path: string): void {
  requestAnimationFrame(() => {
    const block = document.getElementById(fieldID(path));
    const target = block?.querySelector<HTMLElement>('input:not([type="checkbox"]), textarea') ?? block;
    target?.focus();
  });
}

/** Focuses the field at `path`, or the nearest block above it that is on screen. */
export function focusPath(path: string): boolean {
  const keys = path.split('.');
  for (let n = keys.length; n > 0; n -= 1) {
    const element = document.getElementById(fieldID(keys.slice(0, n).join('.')));
    if (element) {
      const target = element.matches('input, textarea, button, [tabindex], [role="combobox"]')
        ? element
        : (element.querySelector<HTMLElement>('input, textarea, [role="combobox"], button') ?? element);
      target.scrollIntoView?.({ block: 'center' });
      target.focus();
      return true;
    }
  }
  return false;
}
