import { describe, expect, it } from 'vitest';
import type { THolderInput } from '../case-form/holder.js';
import { ZCaseInformation, type TCaseInformation } from '../schemas/case-information.js';
import { AMENDMENT_TYPES } from '../schemas/tasks.js';
import { ZAmendmentChange, type TAmendmentChange, type TAmendmentChangeInput } from './amendment-changes.js';
import { AMENDMENT_DOCUMENT_TITLES } from './amendment-document-titles.js';
import {
  AMENDMENT_DOCUMENT_KINDS,
  amendmentDocumentPlan,
  SUPPORTING_DOCUMENT_KEYS,
  SUPPORTING_DOCUMENTS,
  supportingDocumentsOf,
} from './amendment-documents.js';
import { amendmentIssues, recordsAfter } from './record-history.js';

const HK = {
  engFlat: 'Flat A',
  engBuilding: 'Harbour Building',
  engStreet: '1 Queen’s Road',
  engDistrict: 'Central',
  country: 'HKG',
};
const person = (holderID: string, first: string, extra: Partial<THolderInput> = {}): THolderInput => ({
  holderID,
  holderType: 'I',
  engFirstName: first,
  engLastName: 'Wong',
  idNum: 'A1234563',
  resAddress: HK,
  corrAddress: HK,
  ...extra,
});

/** Ann and Ben directors and members, Chan the secretary. */
const BASE_INFO: TCaseInformation = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  regOfficeAddress: HK,
  stakeholders: [
    person('ann', 'Ann', { isDirector: true, isShareHolder: true, ordinaryShares: 6000 }),
    person('ben', 'Ben', { isDirector: true, isShareHolder: true, ordinaryShares: 4000 }),
    person('chan', 'Chan', { isComSec: true }),
  ],
});
const BASE = { info: BASE_INFO, date: '2024-01-10' };
const TODAY = '2026-11-26';

type TChangeInput = TAmendmentChangeInput extends infer U
  ? U extends unknown
    ? Omit<U, 'changeID' | 'effectiveDate'>
    : never
  : never;
let ids = 0;
const change = (input: TChangeInput): TAmendmentChange =>
  ZAmendmentChange.parse({ changeID: `c${(ids += 1)}`, effectiveDate: '2025-03-01', ...input });

/** The plan of a draft against the records it was made on, after the changes as completing makes them. */
function planOf(changes: TAmendmentChange[], before: TCaseInformation = BASE_INFO) {
  const base = { info: before, date: BASE.date };
  // The draft must be one the officer could submit, so the records after it are the ones it makes.
  expect(amendmentIssues(base, [], changes, TODAY)).toEqual([]);
  const after = recordsAfter(base, [], changes, TODAY);
  return amendmentDocumentPlan(changes, { before, after });
}
const summary = (plan: ReturnType<typeof planOf>) =>
  plan.map((d) => [d.kind, d.subjectHolderID, d.signers] as const);

describe('officers', () => {
  it('a new director consents on ND2A before the secretary signs it, and the board in office appoints them', () => {
    const appoint = change({
      type: 'CHANGE_DIRECTOR',
      action: 'APPOINT',
      role: 'isDirector',
      appointee: person('dan', 'Dan'),
    });
    const plan = planOf([appoint]);
    expect(summary(plan)).toEqual([
      ['FORM_ND2A', 'dan', ['dan', 'chan']],
      ['BOARD_WRITTEN_RESOLUTION', 'dan', ['ann', 'ben']],
    ]);
    expect(plan.map((d) => d.key)).toEqual([
      `${appoint.changeID}:FORM_ND2A`,
      `${appoint.changeID}:BOARD_WRITTEN_RESOLUTION`,
    ]);
    expect(plan.every((d) => d.changeID === appoint.changeID)).toBe(true);
  });

  it('a leaving director signs neither the notice nor the board’s note of it', () => {
    const plan = planOf([
      change({ type: 'CHANGE_DIRECTOR', action: 'CEASE', role: 'isDirector', holderID: 'ben' }),
    ]);
    expect(summary(plan)).toEqual([
      ['FORM_ND2A', 'ben', ['chan']],
      ['BOARD_WRITTEN_RESOLUTION', 'ben', ['ann']],
    ]);
  });

  it('a secretary replaced on the same day: a director signs for the company, as neither secretary serves throughout', () => {
    const plan = planOf([
      change({
        type: 'CHANGE_COMSEC_OR_DR',
        action: 'APPOINT',
        role: 'isComSec',
        appointee: person('eve', 'Eve'),
      }),
      change({ type: 'CHANGE_COMSEC_OR_DR', action: 'CEASE', role: 'isComSec', holderID: 'chan' }),
    ]);
    expect(summary(plan)).toEqual([
      ['FORM_ND2A', 'eve', ['eve', 'ann']],
      ['BOARD_WRITTEN_RESOLUTION', 'eve', ['ann', 'ben']],
      ['FORM_ND2A', 'chan', ['ann']],
      ['BOARD_WRITTEN_RESOLUTION', 'chan', ['ann', 'ben']],
    ]);
  });

  it('a director made secretary consents on ND2A, and the other director signs it for the company', () => {
    const plan = planOf([
      change({ type: 'CHANGE_COMSEC_OR_DR', action: 'APPOINT', role: 'isComSec', holderID: 'ann' }),
      change({ type: 'CHANGE_COMSEC_OR_DR', action: 'CEASE', role: 'isComSec', holderID: 'chan' }),
    ]);
    expect(summary(plan)[0]).toEqual(['FORM_ND2A', 'ann', ['ann', 'ben']]);
  });

  it('a designated representative is the company’s own business: a board resolution and no Registry form', () => {
    const plan = planOf([
      change({ type: 'CHANGE_COMSEC_OR_DR', action: 'APPOINT', role: 'isDesignedRep', holderID: 'ann' }),
    ]);
    expect(summary(plan)).toEqual([['BOARD_WRITTEN_RESOLUTION', 'ann', ['ann', 'ben']]]);
  });

  it('new particulars of a director go on ND2B; a member’s only change the registers', () => {
    const info = ZCaseInformation.parse({
      ...BASE_INFO,
      stakeholders: [
        ...BASE_INFO.stakeholders,
        person('gus', 'Gus', { isShareHolder: true, ordinaryShares: 0 }),
      ],
    });
    const director = change({
      type: 'UPDATE_STAKEHOLDER_PARTICULARS',
      holderID: 'ben',
      particulars: { corrAddress: { ...HK, engFlat: 'Flat B' } },
    });
    const member = change({
      type: 'UPDATE_STAKEHOLDER_PARTICULARS',
      holderID: 'gus',
      particulars: { chiName: '王' },
    });
    expect(summary(amendmentDocumentPlan([director, member], { before: info, after: info }))).toEqual([
      ['FORM_ND2B', 'ben', ['chan']],
    ]);
  });

  it('a corrected particular of a director goes on ND2B beside the board’s note; a corrected record alone, the note', () => {
    const misspelt = change({
      type: 'CLERICAL_ERROR',
      description: 'Surname misspelt at incorporation',
      holderID: 'ann',
      particulars: { engLastName: 'Wang' },
    });
    const minutes = change({ type: 'CLERICAL_ERROR', description: 'Wrong date in the minutes book' });
    expect(summary(planOf([misspelt, minutes]))).toEqual([
      ['FORM_ND2B', 'ann', ['chan']],
      ['BOARD_WRITTEN_RESOLUTION', 'ann', ['ann', 'ben']],
      ['BOARD_WRITTEN_RESOLUTION', null, ['ann', 'ben']],
    ]);
  });

  it('with no company secretary, a director signs the Registry forms', () => {
    const info = ZCaseInformation.parse({
      ...BASE_INFO,
      stakeholders: BASE_INFO.stakeholders.filter((h) => h.holderID !== 'chan'),
    });
    const plan = amendmentDocumentPlan(
      [change({ type: 'CHANGE_REGISTERED_ADDRESS', address: { ...HK, engFlat: 'Flat C' } })],
      { before: info, after: info },
    );
    expect(summary(plan)).toEqual([
      ['FORM_NR1', null, ['ann']],
      ['BOARD_WRITTEN_RESOLUTION', null, ['ann', 'ben']],
    ]);
  });
});

describe('shares', () => {
  it('a sale makes the instrument for both parties, the bought note for the buyer, the sold note for the seller', () => {
    const sale = change({
      type: 'SHARE_TRANSFER',
      transferorID: 'ben',
      transferee: person('fay', 'Fay'),
      className: 'Ordinary',
      shares: 1000,
      considerationCents: 100_000_00,
    });
    expect(summary(planOf([sale]))).toEqual([
      ['INSTRUMENT_OF_TRANSFER', 'fay', ['ben', 'fay']],
      ['BOUGHT_NOTE', 'fay', ['fay']],
      ['SOLD_NOTE', 'ben', ['ben']],
      ['BOARD_WRITTEN_RESOLUTION', 'fay', ['ann', 'ben']],
    ]);
  });

  it('a gift has no contract notes', () => {
    const gift = change({
      type: 'SHARE_TRANSFER',
      transferorID: 'ann',
      transfereeID: 'ben',
      className: 'Ordinary',
      shares: 500,
      considerationCents: 0,
      valueCents: 50_000_00,
    });
    expect(planOf([gift]).map((d) => d.kind)).toEqual(['INSTRUMENT_OF_TRANSFER', 'BOARD_WRITTEN_RESOLUTION']);
  });

  it('an allotment: the members approve it, the board allots, the secretary returns NSC1', () => {
    const allot = change({
      type: 'ALLOTMENT',
      className: 'Ordinary',
      allotments: [{ allottee: person('hal', 'Hal'), shares: 2000 }],
      amountPaidPerShare: 1,
    });
    expect(summary(planOf([allot]))).toEqual([
      ['MEMBERS_ORDINARY_RESOLUTION', null, ['ann', 'ben']],
      ['BOARD_WRITTEN_RESOLUTION', null, ['ann', 'ben']],
      ['FORM_NSC1', null, ['chan']],
    ]);
  });
});

describe('the company', () => {
  it('a new name needs every member’s special resolution and NNC2', () => {
    const rename = change({
      type: 'CHANGE_COMPANY_NAME',
      newEngName: 'Harbour Leaf Limited',
      resolutionDate: '2025-02-20',
    });
    expect(summary(planOf([rename]))).toEqual([
      ['MEMBERS_SPECIAL_RESOLUTION', null, ['ann', 'ben']],
      ['FORM_NNC2', null, ['chan']],
    ]);
  });

  it('ceasing to be dormant is the members’ special resolution alone', () => {
    const dormant = { ...BASE_INFO, isDormant: true };
    expect(summary(planOf([change({ type: 'APPLY_CEASE_DORMANT' })], dormant))).toEqual([
      ['MEMBERS_SPECIAL_RESOLUTION', null, ['ann', 'ben']],
    ]);
  });

  it('a controller change and other changes generate nothing to sign', () => {
    const plan = amendmentDocumentPlan(
      [
        change({ type: 'CHANGE_SCR_OR_UBO', holderID: 'ann', natureOfControl: 'Shares' }),
        change({ type: 'OTHERS', description: 'New bank mandate' }),
      ],
      { before: BASE_INFO, after: BASE_INFO },
    );
    expect(plan).toEqual([]);
  });

  it('keys stay unique over a whole amendment, in the draft’s order', () => {
    const changes = [
      change({ type: 'CHANGE_REGISTERED_ADDRESS', address: { ...HK, engFlat: 'Flat D' } }),
      change({ type: 'CHANGE_DIRECTOR', action: 'CEASE', role: 'isDirector', holderID: 'ben' }),
    ];
    const keys = planOf(changes).map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]?.startsWith(`${changes[0]?.changeID}:`)).toBe(true);
    expect(keys.at(-1)?.startsWith(`${changes[1]?.changeID}:`)).toBe(true);
  });
});

describe('supporting documents and titles', () => {
  it('lists what each amendment type needs from the known papers', () => {
    for (const type of AMENDMENT_TYPES) {
      expect(SUPPORTING_DOCUMENTS[type].length, type).toBeGreaterThan(0);
      for (const key of SUPPORTING_DOCUMENTS[type]) expect(SUPPORTING_DOCUMENT_KEYS).toContain(key);
    }
    expect(SUPPORTING_DOCUMENTS.CHANGE_COMPANY_NAME).toContain('CERTIFICATE_OF_CHANGE_OF_NAME');
    expect(SUPPORTING_DOCUMENTS.CHANGE_DIRECTOR).toContain('RESIGNATION_LETTER');
    expect(SUPPORTING_DOCUMENTS.SHARE_TRANSFER).toContain('STAMP_CERTIFICATE');
  });

  it('titles every kind in English and Chinese', () => {
    for (const kind of AMENDMENT_DOCUMENT_KINDS) {
      expect(AMENDMENT_DOCUMENT_TITLES[kind].en).not.toBe('');
      expect(AMENDMENT_DOCUMENT_TITLES[kind]['zh-HK']).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('supportingDocumentsOf', () => {
  it('asks an appointment for consent and identity papers and a resignation for its letter', () => {
    expect(supportingDocumentsOf({ type: 'CHANGE_DIRECTOR', action: 'APPOINT', role: 'isDirector' })).toEqual(
      ['BOARD_RESOLUTION', 'CONSENT_TO_ACT', 'IDENTITY_DOCUMENT', 'ADDRESS_PROOF'],
    );
    expect(
      supportingDocumentsOf({ type: 'CHANGE_COMSEC_OR_DR', action: 'APPOINT', role: 'isComSec' }),
    ).toContain('TCSP_LICENCE');
    expect(supportingDocumentsOf({ type: 'CHANGE_DIRECTOR', action: 'CEASE' })).toEqual([
      'BOARD_RESOLUTION',
      'RESIGNATION_LETTER',
    ]);
    expect(supportingDocumentsOf({ type: 'CHANGE_COMPANY_NAME' })).toEqual(
      SUPPORTING_DOCUMENTS.CHANGE_COMPANY_NAME,
    );
  });
});
