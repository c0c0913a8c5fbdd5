import type { TCrossCheckCategory } from '../schemas/cross-check.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { THolder } from './holder.js';

/** A file the case information refers to: what it proves, and whose it is. */
export interface TFileReference {
  fileID: string;
  category: TCrossCheckCategory;
  holderID: string | null;
}

const ADDRESS_FIELDS = ['resAddress', 'corrAddress', 'regAddress'] as const;

/**
 * Every uploaded file the case information refers to (stakeholders' identity documents, proofs of
 * address, corporate documents at any depth, the registered office's proof), once each, in form order.
 */
export function caseFileReferences(info: TCaseInformation): TFileReference[] {
  const out: TFileReference[] = [];
  const seen = new Set<string>();
  const add = (
    ids: readonly string[] | undefined,
    category: TCrossCheckCategory,
    holderID: string | null,
  ) => {
    for (const fileID of ids ?? []) {
      if (seen.has(fileID)) continue;
      seen.add(fileID);
      out.push({ fileID, category, holderID });
    }
  };
  const walk = (holders: readonly THolder[]) => {
    for (const h of holders) {
      add(h.idDocs, 'IDENTITY_DOCUMENT', h.holderID);
      for (const field of ADDRESS_FIELDS) add(h[field]?.supDoc, 'ADDRESS_PROOF', h.holderID);
      add(h.shareholderDocList, 'CORPORATE_DOCUMENT', h.holderID);
      walk(h.ownerOfBodyCorporate ?? []);
    }
  };
  walk(info.stakeholders);
  add(info.regOfficeAddress?.supDoc, 'ADDRESS_PROOF', null);
  return out;
}

/**
 * Whether a path names a place in the case information: every step but the last must exist (the
 * field itself may still be empty), so a remark always lands on something the client sees.
 */
export function informationPathExists(info: TCaseInformation, path: string): boolean {
  const keys = path.split('.');
  let node: unknown = info;
  for (const key of keys.slice(0, -1)) {
    if (Array.isArray(node)) {
      if (!/^\d+$/.test(key) || Number(key) >= node.length) return false;
      node = node[Number(key)];
    } else if (node && typeof node === 'object') {
      node = (node as Record<string, unknown>)[key];
      if (node === undefined) return false;
    } else {
      return false;
    }
  }
  const last = keys.at(-1) ?? '';
  if (Array.isArray(node)) return /^\d+$/.test(last) && Number(last) < node.length;
  return node !== null && typeof node === 'object' && /^[A-Za-z][A-Za-z0-9]*$/.test(last);
}
