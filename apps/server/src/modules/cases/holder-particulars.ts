import {
  withParticulars,
  ZHolderParticulars,
  type TCaseInformation,
  type THolder,
  type THolderParticulars,
} from '@portal/domain';
import type { TDb } from '../../db/database.js';

/** Each stakeholder's own particulars of the case, by holderID. */
export async function loadParticulars(db: TDb, caseId: string): Promise<Map<string, THolderParticulars>> {
  const rows = await db
    .selectFrom('case_holder_particulars')
    .select(['holder_id', 'particulars'])
    .where('case_id', '=', caseId)
    .execute();
  const out = new Map<string, THolderParticulars>();
  for (const row of rows) {
    const parsed = ZHolderParticulars.safeParse(row.particulars);
    if (parsed.success) out.set(row.holder_id, parsed.data);
  }
  return out;
}

function mergeHolders(holders: readonly THolder[], particulars: Map<string, THolderParticulars>): THolder[] {
  return holders.map((h) => {
    const merged = withParticulars(h, particulars.get(h.holderID));
    return h.ownerOfBodyCorporate
      ? { ...merged, ownerOfBodyCorporate: mergeHolders(h.ownerOfBodyCorporate, particulars) }
      : merged;
  });
}

/** The case information with every stakeholder's own particulars over the client's entries. */
export function mergeParticulars(
  info: TCaseInformation,
  particulars: Map<string, THolderParticulars>,
): TCaseInformation {
  if (particulars.size === 0) return info;
  return { ...info, stakeholders: mergeHolders(info.stakeholders, particulars) };
}
