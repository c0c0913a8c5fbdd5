import type { TAuthContext } from '../auth/auth.service.js';
import { AppError } from '../../plugins/errors.js';

/**
 * Whose accounts a caller reads. A firm's staff read their own firm (another firm's id is simply not
 * found); SMOOOTH reads any firm, or every firm when none is named; clients read no firm's lists.
 */
export function firmScopeOf(auth: TAuthContext, firmID: string | undefined): { firmId: string | null } {
  if (auth.userType === 'SMOOOTH') return { firmId: firmID ?? null };
  if ((auth.userType === 'SYSTEM_ADMIN' || auth.userType === 'COM_SEC') && auth.firmId) {
    if (firmID && firmID !== auth.firmId) throw new AppError('NOT_FOUND');
    return { firmId: auth.firmId };
  }
  throw new AppError('FORBIDDEN');
}

/** A person's name for mails and lists: English names, else the Chinese name, else the username. */
export function displayNameOf(user: {
  eng_first_name: string;
  eng_last_name: string;
  chi_name: string | null;
  username: string;
}): string {
  return (
    [user.eng_first_name, user.eng_last_name].filter(Boolean).join(' ') || user.chi_name || user.username
  );
}
