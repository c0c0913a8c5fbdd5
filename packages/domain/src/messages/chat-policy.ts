import type { TUserType } from '../roles.js';

/**
 * Who may talk to whom (issue 7), as a pure rule over the two people and what links them. The server
 * gathers the facts in one query per call and checks this for every messaging call.
 */
export interface TChatParty {
  userID: string;
  userType: TUserType;
  /** The firm of staff (COM_SEC, SYSTEM_ADMIN); null for clients and SMOOOTH. */
  firmID: string | null;
  active: boolean;
}

export type TChatRefusal = 'SAME_PERSON' | 'INACTIVE' | 'NOT_RELATED';

const isStaff = (p: TChatParty) =>
  (p.userType === 'COM_SEC' || p.userType === 'SYSTEM_ADMIN') && p.firmID !== null;

/**
 * Staff talk with staff of their own firm and with clients linked to their firm; clients with staff of
 * the firms they are linked to, never with another client; SMOOOTH only with a firm's SYSTEM_ADMIN.
 * `clientFirmIDs` are the firms the client among the two is linked to (by registration or a case).
 */
export function chatRefusal(
  a: TChatParty,
  b: TChatParty,
  clientFirmIDs: readonly string[],
): TChatRefusal | null {
  if (a.userID === b.userID) return 'SAME_PERSON';
  if (!a.active || !b.active) return 'INACTIVE';
  const pair = [a, b];
  const smoooth = pair.find((p) => p.userType === 'SMOOOTH');
  if (smoooth) {
    const other = pair.find((p) => p !== smoooth);
    return other?.userType === 'SYSTEM_ADMIN' && other.firmID !== null ? null : 'NOT_RELATED';
  }
  if (isStaff(a) && isStaff(b)) return a.firmID === b.firmID ? null : 'NOT_RELATED';
  const staff = pair.find(isStaff);
  const client = pair.find((p) => p.userType === 'GU');
  if (staff && client) return clientFirmIDs.includes(staff.firmID ?? '') ? null : 'NOT_RELATED';
  return 'NOT_RELATED';
}

/** One topic per pair, whichever of the two asks first: the name is the two ids in order. */
export function topicNameOf(userA: string, userB: string): string {
  const [first, second] = [userA, userB].sort();
  return `${first}_${second}`;
}
