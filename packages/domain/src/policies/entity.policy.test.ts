import { describe, expect, it } from 'vitest';
import {
  archiveRefusal,
  entityAccess,
  restoreRefusal,
  type TEntityCaller,
  type TEntityFacts,
} from './entity.policy.js';

const ken: TEntityCaller = { userType: 'COM_SEC', firmID: 'harbour' };
const admin: TEntityCaller = { userType: 'SYSTEM_ADMIN', firmID: 'harbour' };
const iris: TEntityCaller = { userType: 'COM_SEC', firmID: 'kowloon' };
const operator: TEntityCaller = { userType: 'SMOOOTH', firmID: null };
const client: TEntityCaller = { userType: 'GU', firmID: null };
const active: TEntityFacts = { firmID: 'harbour', status: 'ACTIVE', memberRole: null, openCaseCount: 0 };

describe('entityAccess', () => {
  it('gives the firm’s own staff everything, protected data and compliance records included', () => {
    for (const staff of [ken, admin]) {
      expect(entityAccess(staff, active)).toEqual({
        read: true,
        protectedData: true,
        contacts: true,
        compliance: true,
        manage: true,
      });
    }
  });

  it('lets SMOOOTH read everything but protected data, and act on nothing', () => {
    expect(entityAccess(operator, active)).toEqual({
      read: true,
      protectedData: false,
      contacts: true,
      compliance: true,
      manage: false,
    });
  });

  it('shows a linked client the entity masked, without compliance records; others nothing', () => {
    expect(entityAccess(client, { ...active, memberRole: 'CLIENT' })).toEqual({
      read: true,
      protectedData: false,
      contacts: true,
      compliance: false,
      manage: false,
    });
    // A stakeholder with an account sees the company but not their fellow holders' contacts.
    expect(entityAccess(client, { ...active, memberRole: 'STAKEHOLDER' })).toMatchObject({
      read: true,
      contacts: false,
      compliance: false,
    });
    expect(entityAccess(client, active).read).toBe(false);
    expect(entityAccess(iris, active).read).toBe(false);
    expect(entityAccess({ userType: 'COM_SEC', firmID: null }, active).read).toBe(false);
  });
});

describe('archiving and restoring', () => {
  it('lets the firm’s staff archive an entity with no open cases, and restore an archived one', () => {
    expect(archiveRefusal(ken, active)).toBeNull();
    expect(archiveRefusal(admin, active)).toBeNull();
    expect(restoreRefusal(ken, { ...active, status: 'ARCHIVED' })).toBeNull();
  });

  it('refuses with the reason that applies first', () => {
    expect(archiveRefusal(ken, { ...active, openCaseCount: 2 })).toBe('ENTITY_HAS_OPEN_CASES');
    expect(archiveRefusal(ken, { ...active, status: 'ARCHIVED' })).toBe('ENTITY_ARCHIVED');
    expect(restoreRefusal(ken, active)).toBe('ENTITY_NOT_ARCHIVED');
    // Not the caller's to see: not found, whatever its state; a reader who may not act: forbidden.
    expect(archiveRefusal(iris, { ...active, openCaseCount: 2 })).toBe('NOT_FOUND');
    expect(restoreRefusal(client, { ...active, status: 'ARCHIVED' })).toBe('NOT_FOUND');
    expect(archiveRefusal(operator, active)).toBe('FORBIDDEN');
    expect(archiveRefusal(client, { ...active, memberRole: 'CLIENT' })).toBe('FORBIDDEN');
    expect(restoreRefusal(operator, { ...active, status: 'ARCHIVED' })).toBe('FORBIDDEN');
  });
});
