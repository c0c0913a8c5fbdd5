/** The four user types of the spec (§6). */
export const USER_TYPES = ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH', 'GU'] as const;
export type TUserType = (typeof USER_TYPES)[number];

/** Staff of a firm: company-secretary side (spec §6: "Company-secretary-side access"). */
export const FIRM_STAFF_TYPES = ['SYSTEM_ADMIN', 'COM_SEC'] as const satisfies readonly TUserType[];
/** Every staff role, including the platform operator (SMOOOTH). */
export const STAFF_TYPES = ['SYSTEM_ADMIN', 'COM_SEC', 'SMOOOTH'] as const satisfies readonly TUserType[];

/** True for SYSTEM_ADMIN, COM_SEC and SMOOOTH. */
export function isStaff(userType: TUserType): boolean {
  return (STAFF_TYPES as readonly TUserType[]).includes(userType);
}

/** True for the company-secretary side of a firm (COM_SEC, SYSTEM_ADMIN); SMOOOTH is a separate side. */
export function isComSecSide(userType: TUserType): boolean {
  return (FIRM_STAFF_TYPES as readonly TUserType[]).includes(userType);
}

/** True for clients (GU). */
export function isClient(userType: TUserType): boolean {
  return userType === 'GU';
}

/** A firm's subscription plan (spec §3: Free, Solo, Team, Enterprise). */
export const PLAN_CODES = ['FREE', 'SOLO', 'TEAM', 'ENTERPRISE'] as const;
export type TPlanCode = (typeof PLAN_CODES)[number];
export const PLAN_NAMES = {
  FREE: 'Free',
  SOLO: 'Solo',
  TEAM: 'Team',
  ENTERPRISE: 'Enterprise',
} as const satisfies Record<TPlanCode, string>;
