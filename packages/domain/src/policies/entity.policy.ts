import type { TUserType } from '../roles.js';
import type { TEntityStatus } from '../schemas/entities.js';

/**
 * Who may do what with an active or archived entity (issue 8 point 7, DESIGN §1, §5, §6). The server
 * finds the entity with the visibility condition in the same query (another firm's entity is simply
 * not found) and asks this for the rest; the answers travel with the entity so the web app shows only
 * what the caller may do.
 */

export interface TEntityCaller {
  userType: TUserType;
  /** The firm of COM_SEC and SYSTEM_ADMIN; null for clients and SMOOOTH. */
  firmID: string | null;
}

export interface TEntityFacts {
  firmID: string;
  status: TEntityStatus;
  /** How the caller is linked to the entity (entity_members), if they are a client. */
  memberRole: 'CLIENT' | 'STAKEHOLDER' | null;
  /** Cases of the entity still open (an entity with open cases cannot be archived). */
  openCaseCount: number;
}

export interface TEntityAccess {
  read: boolean;
  /** Whole identity numbers, residential addresses, identity-document dates, PEP declarations. */
  protectedData: boolean;
  /** E-mail and phone of every holder (a stakeholder member sees only their own). */
  contacts: boolean;
  /** The holders' due-diligence records. */
  compliance: boolean;
  /** Archiving and restoring. */
  manage: boolean;
}

const NONE: TEntityAccess = {
  read: false,
  protectedData: false,
  contacts: false,
  compliance: false,
  manage: false,
};

/**
 * The firm's staff read and manage their firm's entities with all their data; SMOOOTH reads every
 * firm's (protected data masked) and acts on nothing; a client reads the entities they are linked
 * to, masked, and never compliance records.
 */
export function entityAccess(caller: TEntityCaller, entity: TEntityFacts): TEntityAccess {
  switch (caller.userType) {
    case 'COM_SEC':
    case 'SYSTEM_ADMIN':
      if (caller.firmID === null || caller.firmID !== entity.firmID) return NONE;
      return { read: true, protectedData: true, contacts: true, compliance: true, manage: true };
    case 'SMOOOTH':
      return { read: true, protectedData: false, contacts: true, compliance: true, manage: false };
    case 'GU':
      if (entity.memberRole === null) return NONE;
      return {
        read: true,
        protectedData: false,
        contacts: entity.memberRole === 'CLIENT',
        compliance: false,
        manage: false,
      };
  }
}

export type TEntityRefusal =
  'NOT_FOUND' | 'FORBIDDEN' | 'ENTITY_ARCHIVED' | 'ENTITY_NOT_ARCHIVED' | 'ENTITY_HAS_OPEN_CASES';

/** Why the caller may not archive the entity now, or null when they may. */
export function archiveRefusal(caller: TEntityCaller, entity: TEntityFacts): TEntityRefusal | null {
  const access = entityAccess(caller, entity);
  if (!access.read) return 'NOT_FOUND';
  if (!access.manage) return 'FORBIDDEN';
  if (entity.status === 'ARCHIVED') return 'ENTITY_ARCHIVED';
  if (entity.openCaseCount > 0) return 'ENTITY_HAS_OPEN_CASES';
  return null;
}

/** Why the caller may not restore the entity now, or null when they may. */
export function restoreRefusal(caller: TEntityCaller, entity: TEntityFacts): TEntityRefusal | null {
  const access = entityAccess(caller, entity);
  if (!access.read) return 'NOT_FOUND';
  if (!access.manage) return 'FORBIDDEN';
  if (entity.status !== 'ARCHIVED') return 'ENTITY_NOT_ARCHIVED';
  return null;
}
