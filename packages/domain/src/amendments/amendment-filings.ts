import type { TChangeForm, TPendingChangeFiling } from '../deadlines/deadlines.js';
import type { TCaseInformation } from '../schemas/case-information.js';
import type { TAmendmentChange } from './amendment-changes.js';
import { anyHolder, holdsRole } from './holder-edits.js';

/**
 * The notice each change owes the Companies Registry (Cap. 622, DESIGN §6) and the date its time runs
 * from, for the deadline engine: an officer appointed or ceasing, ND2A; an officer's particulars,
 * ND2B (a member who holds no office files nothing: the register and the next annual return carry
 * it); the registered office, NR1; an allotment, NSC1; a new name, NNC2 from the special resolution.
 * A designated representative is not notified to the Registry (it is kept on the SCR register).
 */
export function changeFiling(
  change: TAmendmentChange,
  recordsBefore: TCaseInformation,
): { form: TChangeForm; fromDate: string } | null {
  const form = formOf(change, recordsBefore);
  const fromDate = change.type === 'CHANGE_COMPANY_NAME' ? change.resolutionDate : change.effectiveDate;
  return form && fromDate ? { form, fromDate } : null;
}

function formOf(change: TAmendmentChange, before: TCaseInformation): TChangeForm | null {
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      if (change.role === 'isDesignedRep' || !change.action) return null;
      return change.action === 'PARTICULARS' ? 'ND2B' : 'ND2A';
    case 'CHANGE_REGISTERED_ADDRESS':
      return 'NR1';
    case 'ALLOTMENT':
      return 'NSC1';
    case 'CHANGE_COMPANY_NAME':
      return 'NNC2';
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
    case 'CLERICAL_ERROR': {
      const holder = anyHolder(before.stakeholders, change.holderID);
      const officer =
        holder &&
        ['isDirector', 'isAlternateDR', 'isReserveDR', 'isComSec'].some((r) =>
          holdsRole(holder, r as 'isDirector'),
        );
      return officer && change.particulars ? 'ND2B' : null;
    }
    case 'SHARE_TRANSFER':
    case 'CHANGE_SCR_OR_UBO':
    case 'APPLY_CEASE_DORMANT':
    case 'OTHERS':
      return null;
  }
}

/** The drafted or recorded changes' notices as the deadline engine takes them. */
export function pendingFilingsOfChanges(
  changes: readonly TAmendmentChange[],
  recordsBefore: TCaseInformation,
  reference: string,
): TPendingChangeFiling[] {
  return changes.flatMap((change) => {
    const filing = changeFiling(change, recordsBefore);
    return filing
      ? [{ form: filing.form, effectiveDate: filing.fromDate, reference: `${reference}:${change.changeID}` }]
      : [];
  });
}
