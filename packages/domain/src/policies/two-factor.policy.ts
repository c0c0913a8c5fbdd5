import type { TUserType } from '../roles.js';

/**
 * Who must sign in with a second factor (issue 24 point 11, ADR 0029): the platform operator's
 * people always (they see every firm); a firm's staff when its administrator has turned the
 * requirement on; clients never (they may turn it on for themselves).
 */
export function secondFactorRequired(userType: TUserType, firmRequiresForStaff: boolean): boolean {
  switch (userType) {
    case 'SMOOOTH':
      return true;
    case 'SYSTEM_ADMIN':
    case 'COM_SEC':
      return firmRequiresForStaff;
    case 'GU':
      return false;
  }
}

/**
 * Whose second factor an administrator may reset (they enrol again at their next sign-in): SMOOOTH
 * anyone's; a firm's SYSTEM_ADMIN a staff member's of their own firm; nobody else.
 */
export function mayResetSecondFactor(
  actor: { userType: TUserType; firmId: string | null },
  target: { userType: TUserType; firmId: string | null },
): boolean {
  if (actor.userType === 'SMOOOTH') return true;
  if (actor.userType !== 'SYSTEM_ADMIN' || !actor.firmId) return false;
  return (
    (target.userType === 'SYSTEM_ADMIN' || target.userType === 'COM_SEC') && target.firmId === actor.firmId
  );
}
