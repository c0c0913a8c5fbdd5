import { describe, expect, it } from 'vitest';
import { ZHolder, type THolder } from '../case-form/holder.js';
import { ownershipOf } from '../case-form/case-check.js';
import { ZCaseInformation } from '../schemas/case-information.js';
import {
  addressView,
  entityHolderView,
  holderRefs,
  holderStanding,
  type THolderViewRules,
} from './entity-holders.js';

const holders: THolder[] = [
  {
    holderID: 'alice',
    holderType: 'I',
    engFirstName: 'Alice',
    engLastName: 'Leung',
    chiName: '梁愛麗',
    idNum: 'A123456(3)',
    idExpiryDate: '2030-01-01',
    isPep: false,
    email: 'alice@example.com',
    regPhone1Code: '852',
    regPhone1: '91234567',
    resAddress: { engStreet: '1 Queen’s Road Central', country: 'HKG', supDoc: ['f1'] },
    corrAddress: { engStreet: 'PO Box 1', country: 'HKG' },
    isDirector: true,
    isShareHolder: true,
    ordinaryShares: 7000,
  },
  {
    holderID: 'holdings',
    holderType: 'C',
    compEngName: 'Harbour Holdings Limited',
    regNum: '1234567',
    isShareHolder: true,
    ordinaryShares: 3000,
    ownerOfBodyCorporate: [
      { holderID: 'alice-again', holderType: 'I', refID: 'alice', compSharePercent: '60' },
      {
        holderID: 'raymond',
        holderType: 'I',
        engFirstName: 'Raymond',
        engLastName: 'Lau',
        idNum: 'Z987654(1)',
        compSharePercent: '40',
      },
    ],
  },
  {
    holderID: 'gone',
    holderType: 'I',
    engFirstName: 'Gone',
    engLastName: 'Director',
    isDirector: true,
    resignedCapacities: ['isDirector'],
  },
].map((h) => ZHolder.parse(h));

const ownership = ownershipOf(ZCaseInformation.parse({ totalNumOfOrdShare: 10000, stakeholders: holders }));

const staff: THolderViewRules = { protectedData: true, contacts: true, ownHolderIDs: new Set() };
const client: THolderViewRules = { protectedData: false, contacts: true, ownHolderIDs: new Set() };
const stakeholder: THolderViewRules = {
  protectedData: false,
  contacts: false,
  ownHolderIDs: new Set(['raymond']),
};
const view = (h: THolder, rules: THolderViewRules, entityStatus: 'ACTIVE' | 'ARCHIVED' = 'ACTIVE') =>
  entityHolderView(holders, h, { rules, ownership, entityStatus });

describe('entityHolderView', () => {
  it('shows the firm’s staff the whole identity number, residential address and declarations', () => {
    const alice = view(holders[0]!, staff);
    expect(alice).toMatchObject({
      name: 'Alice Leung',
      idNum: 'A123456(3)',
      idNumPartial: false,
      idExpiryDate: '2030-01-01',
      isPep: false,
      resAddress: { engStreet: '1 Queen’s Road Central', country: 'HKG' },
      roles: ['isShareHolder', 'isDirector'],
      email: 'alice@example.com',
      phone: '852 91234567',
    });
    // The proof's file ids are not part of an address shown.
    expect(alice.resAddress).not.toHaveProperty('supDoc');
  });

  it('masks protected data for everyone else, down the whole tree', () => {
    const alice = view(holders[0]!, client);
    expect(alice).toMatchObject({
      idNum: 'A123',
      idNumPartial: true,
      idExpiryDate: null,
      isPep: null,
      resAddress: null,
      corrAddress: { engStreet: 'PO Box 1', country: 'HKG' },
    });
    const raymond = view(holders[1]!, client).owners[1]!;
    expect(raymond).toMatchObject({ name: 'Raymond Lau', idNum: 'Z987', idNumPartial: true });
    expect(JSON.stringify(view(holders[1]!, client))).not.toContain('987654');
  });

  it('gives a stakeholder member contacts of their own entry only', () => {
    expect(view(holders[0]!, stakeholder)).toMatchObject({ email: null, phone: null });
    const raymond = view(holders[1]!, stakeholder).owners[1]!;
    expect(raymond.holderID).toBe('raymond');
  });

  it('shows a stakeholder member their own identity data whole, everyone else’s partly', () => {
    const raymond = view(holders[1]!, stakeholder).owners[1]!;
    expect(raymond).toMatchObject({ idNum: 'Z987654(1)', idNumPartial: false });
    expect(view(holders[0]!, stakeholder)).toMatchObject({
      idNum: 'A123',
      idNumPartial: true,
      resAddress: null,
    });
  });

  it('carries the ownership resolution: SCR and UBO through the corporate layer', () => {
    // Alice: 70 % directly and 60 % of 30 % through Harbour Holdings = 88 %.
    expect(view(holders[0]!, staff)).toMatchObject({
      isScr: true,
      isUbo: true,
      ultimateSharePercent: '88.0000',
      // 60 % of Harbour Holdings is a majority stake: its 30 % is hers too (Cap. 622 Sch. 5A).
      heldSharePercent: '100.0000',
      scrGrounds: ['SHARES_OVER_25', 'MAJORITY_STAKE_CHAIN'],
    });
    const owners = view(holders[1]!, staff).owners;
    // The reference names and shows the person it points at.
    expect(owners[0]).toMatchObject({ name: 'Alice Leung', refID: 'alice', idNum: 'A123456(3)' });
    // Raymond: 40 % of 30 % = 12 %: a UBO (10 % or more), not an SCR (over 25 %).
    expect(owners[1]).toMatchObject({
      isScr: false,
      isUbo: true,
      ultimateSharePercent: '12.0000',
      heldSharePercent: '0.0000',
      scrGrounds: [],
    });
  });
});

describe('standings', () => {
  it('makes every holder of an archived entity a former one', () => {
    expect(holderRefs(holders, 'ARCHIVED').map((r) => [r.holderID, r.standing])).toEqual([
      ['alice', 'FORMER'],
      ['holdings', 'FORMER'],
      ['raymond', 'FORMER'],
      ['gone', 'FORMER'],
    ]);
  });

  it('keeps an active entity’s holders current unless they resigned everything and hold no shares', () => {
    expect(holderRefs(holders, 'ACTIVE').map((r) => [r.holderID, r.name, r.standing])).toEqual([
      ['alice', 'Alice Leung', 'CURRENT'],
      ['holdings', 'Harbour Holdings Limited', 'CURRENT'],
      ['raymond', 'Raymond Lau', 'CURRENT'],
      ['gone', 'Gone Director', 'FORMER'],
    ]);
    expect(holderStanding('ACTIVE', holders[2]!)).toBe('FORMER');
    expect(view(holders[2]!, staff)).toMatchObject({ roles: [], resignedRoles: ['isDirector'] });
  });
});

describe('addressView', () => {
  it('is null for an address with nothing filled in', () => {
    expect(addressView(undefined)).toBeNull();
    expect(addressView({ engStreet: '  ', supDoc: ['x'] })).toBeNull();
  });
});
