import { describe, expect, it } from 'vitest';
import { ZHolder, type THolderInput } from '../case-form/holder.js';
import { ZCaseInformation, type TCaseInformation } from '../schemas/case-information.js';
import { ZAmendmentChange, type TAmendmentChangeInput } from './amendment-changes.js';
import {
  amendmentIssues,
  recordsAfter,
  recordsAsAt,
  recordStates,
  type TRecordedChange,
} from './record-history.js';
import { registersAsAt } from './registers.js';

const HK = {
  engFlat: 'Flat A',
  engBuilding: 'Harbour Building',
  engStreet: '1 Queen’s Road',
  engDistrict: 'Central',
  country: 'HKG',
};
const person = (
  holderID: string,
  first: string,
  last: string,
  extra: Partial<THolderInput> = {},
): THolderInput => ({
  holderID,
  holderType: 'I',
  engFirstName: first,
  engLastName: last,
  idNum: 'A1234563',
  resAddress: HK,
  corrAddress: HK,
  ...extra,
});

/** Harbour Tea Limited at incorporation: Ann and Ben directors and members, Chan the secretary. */
const BASE_INFO: TCaseInformation = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  regOfficeAddress: HK,
  stakeholders: [
    person('ann', 'Ann', 'Wong', { isDirector: true, isShareHolder: true, ordinaryShares: 6000 }),
    person('ben', 'Ben', 'Lee', { isDirector: true, isShareHolder: true, ordinaryShares: 4000 }),
    person('chan', 'Chan', 'Tai', { isComSec: true }),
  ],
});
const BASE = { info: BASE_INFO, date: '2024-01-10' };
const TODAY = '2026-11-26';

/** A change as written, without its id (one per amendment type: the union kept). */
type TChangeInput = TAmendmentChangeInput extends infer U
  ? U extends unknown
    ? Omit<U, 'changeID'>
    : never
  : never;

let ids = 0;
const change = (input: TChangeInput) => ZAmendmentChange.parse({ changeID: `c${(ids += 1)}`, ...input });
const recorded = (...inputs: TChangeInput[]): TRecordedChange[] =>
  inputs.map((input, order) => ({ change: change(input) as TRecordedChange['change'], order }));
const keys = (issues: { path: string; key: string }[]) => issues.map((i) => `${i.path}:${i.key}`);
const sharesOf = (info: TCaseInformation) =>
  Object.fromEntries(
    info.stakeholders.filter((h) => h.ordinaryShares > 0).map((h) => [h.holderID, h.ordinaryShares]),
  );

describe('changes of directors and secretaries', () => {
  it('accepts a resignation and refuses one of someone who is not a director on that date', () => {
    const resign = change({
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'ben',
      effectiveDate: '2025-03-01',
    });
    expect(amendmentIssues(BASE, [], [resign], TODAY)).toEqual([]);
    const notOne = change({
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'chan',
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [notOne], TODAY))).toEqual(['changes.0.holderID:notInRole']);
    // Ben resigned in March; a second resignation in June finds him no longer a director.
    const again = change({
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'ben',
      effectiveDate: '2025-06-01',
    });
    expect(keys(amendmentIssues(BASE, recorded({ ...resign }), [again], TODAY))).toEqual([
      'changes.0.holderID:notInRole',
    ]);
  });

  it('refuses to remove the last director who is a natural person, and the only secretary without a successor', () => {
    const drafted = [
      change({
        type: 'CHANGE_DIRECTOR',
        action: 'CEASE',
        role: 'isDirector',
        holderID: 'ann',
        effectiveDate: '2025-03-01',
      }),
      change({
        type: 'CHANGE_DIRECTOR',
        action: 'CEASE',
        role: 'isDirector',
        holderID: 'ben',
        effectiveDate: '2025-03-02',
      }),
    ];
    expect(keys(amendmentIssues(BASE, [], drafted, TODAY))).toEqual(['changes.1.holderID:lastDirector']);
    const leave = change({
      type: 'CHANGE_COMSEC_OR_DR',
      action: 'CEASE',
      role: 'isComSec',
      holderID: 'chan',
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [leave], TODAY))).toEqual(['changes.0.holderID:lastSecretary']);
    // The successor appointed on the same day, listed after the cessation, still comes first.
    const successor = change({
      type: 'CHANGE_COMSEC_OR_DR',
      action: 'APPOINT',
      role: 'isComSec',
      appointee: ZHolder.parse(person('dora', 'Dora', 'Ho')),
      effectiveDate: '2025-03-01',
    });
    expect(amendmentIssues(BASE, [], [leave, successor], TODAY)).toEqual([]);
    const after = recordsAfter(BASE, [], [leave, successor], TODAY);
    expect(after.stakeholders.find((h) => h.holderID === 'dora')?.isComSec).toBe(true);
    expect(after.stakeholders.find((h) => h.holderID === 'chan')?.resignedCapacities).toEqual(['isComSec']);
  });

  it('checks an appointee by the incorporation form’s rules and a secretary’s residence', () => {
    const bad = change({
      type: 'CHANGE_DIRECTOR',
      action: 'APPOINT',
      role: 'isDirector',
      appointee: ZHolder.parse(person('eve', 'Eve', 'Chan', { idNum: 'A1234567' })),
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [bad], TODAY))).toEqual(['changes.0.appointee.idNum:hkidInvalid']);
    const abroad = change({
      type: 'CHANGE_COMSEC_OR_DR',
      action: 'APPOINT',
      role: 'isComSec',
      appointee: ZHolder.parse(person('fay', 'Fay', 'Lam', { resAddress: { ...HK, country: 'GBR' } })),
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [abroad], TODAY))).toEqual([
      'changes.0.appointee:secretaryNotInHongKong',
    ]);
  });

  it('refuses dates before incorporation and after today, naming the field', () => {
    const early = change({
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'ben',
      effectiveDate: '2023-12-31',
    });
    const late = change({
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'ben',
      effectiveDate: '2026-11-27',
    });
    expect(keys(amendmentIssues(BASE, [], [early, late], TODAY))).toEqual([
      'changes.0.effectiveDate:beforeIncorporation',
      'changes.1.effectiveDate:dateInFuture',
    ]);
  });
});

describe('shares', () => {
  it('moves shares by transfer and keeps the total; refuses more than the transferor holds', () => {
    const tooMany = change({
      type: 'SHARE_TRANSFER',
      transferorID: 'ben',
      transfereeID: 'ann',
      className: 'Ordinary',
      shares: 4001,
      considerationCents: 0,
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [tooMany], TODAY))).toEqual([
      'changes.0.shares:moreSharesThanHeld',
    ]);
    const all = change({
      type: 'SHARE_TRANSFER',
      transferorID: 'ben',
      transfereeID: 'ann',
      className: 'Ordinary',
      shares: 4000,
      considerationCents: 400000,
      effectiveDate: '2025-03-01',
    });
    const after = recordsAfter(BASE, [], [all], TODAY);
    expect(sharesOf(after)).toEqual({ ann: 10000 });
    // Ben sold everything: a former member, still a director.
    const ben = after.stakeholders.find((h) => h.holderID === 'ben');
    expect(ben?.resignedCapacities).toEqual(['isShareHolder']);
    expect(ben?.isDirector).toBe(true);
  });

  it('allots new shares to a newcomer and grows the issued shares and the class', () => {
    const allot = change({
      type: 'ALLOTMENT',
      className: 'Ordinary',
      amountPaidPerShare: 1,
      allotments: [
        { allottee: ZHolder.parse(person('gus', 'Gus', 'Yip')), shares: 2000 },
        { holderID: 'ann', shares: 500 },
      ],
      effectiveDate: '2025-04-01',
    });
    expect(amendmentIssues(BASE, [], [allot], TODAY)).toEqual([]);
    const after = recordsAfter(BASE, [], [allot], TODAY);
    expect(after.totalNumOfOrdShare).toBe(12500);
    expect(after.shareClasses).toEqual([{ className: 'Ordinary', numberOfShares: 12500 }]);
    expect(sharesOf(after)).toEqual({ ann: 6500, ben: 4000, gus: 2000 });
    const wrongClass = change({
      type: 'ALLOTMENT',
      className: 'Preference',
      allotments: [{ holderID: 'ann', shares: 1 }],
      effectiveDate: '2025-04-01',
    });
    expect(keys(amendmentIssues(BASE, [], [wrongClass], TODAY))).toEqual([
      'changes.0.className:unknownShareClass',
    ]);
  });

  it('refuses a backdated transfer that a later recorded transfer no longer fits after', () => {
    const history = recorded({
      type: 'SHARE_TRANSFER',
      transferorID: 'ann',
      transfereeID: 'ben',
      className: 'Ordinary',
      shares: 6000,
      considerationCents: 0,
      effectiveDate: '2025-06-01',
    });
    const backdated = change({
      type: 'SHARE_TRANSFER',
      transferorID: 'ann',
      transfereeID: 'ben',
      className: 'Ordinary',
      shares: 1000,
      considerationCents: 0,
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, history, [backdated], TODAY))).toEqual([
      'changes.0:conflictsWithLaterChange',
    ]);
  });
});

describe('registers as at a date', () => {
  const history = recorded(
    {
      type: 'CHANGE_DIRECTOR',
      action: 'APPOINT',
      role: 'isDirector',
      appointee: person('dora', 'Dora', 'Ho'),
      effectiveDate: '2025-02-01',
    },
    {
      type: 'CHANGE_DIRECTOR',
      action: 'CEASE',
      role: 'isDirector',
      holderID: 'ben',
      effectiveDate: '2025-05-01',
    },
    {
      type: 'SHARE_TRANSFER',
      transferorID: 'ben',
      transfereeID: 'dora',
      className: 'Ordinary',
      shares: 1500,
      considerationCents: 0,
      effectiveDate: '2025-05-01',
    },
  );
  const states = recordStates(BASE, history);
  const running = (date: string, register: string) =>
    registersAsAt(states, date)
      .filter((e) => e.register === register && e.to === null)
      .map((e) => (e.shares === null ? e.holderID : `${e.holderID}:${e.shares}`));

  it('shows who held office and shares before, between and after the changes, with their dates', () => {
    expect(running('2024-12-31', 'DIRECTORS')).toEqual(['ann', 'ben']);
    expect(running('2025-03-01', 'DIRECTORS')).toEqual(['ann', 'ben', 'dora']);
    expect(running('2025-05-01', 'DIRECTORS')).toEqual(['ann', 'dora']);
    expect(running('2025-03-01', 'MEMBERS')).toEqual(['ann:6000', 'ben:4000']);
    expect(running('2026-01-01', 'MEMBERS')).toEqual(['ann:6000', 'ben:2500', 'dora:1500']);
    const ben = registersAsAt(states, '2026-01-01').filter((e) => e.holderID === 'ben');
    expect(ben.map((e) => [e.register, e.shares, e.from, e.to])).toEqual([
      ['MEMBERS', 4000, '2024-01-10', '2025-05-01'],
      ['MEMBERS', 2500, '2025-05-01', null],
      ['DIRECTORS', null, '2024-01-10', '2025-05-01'],
      // 40 % made him a significant controller; 25 % is not over the threshold.
      ['SIGNIFICANT_CONTROLLERS', null, '2024-01-10', '2025-05-01'],
    ]);
    expect(registersAsAt(states, '2024-01-09')).toEqual([]);
    expect(recordsAsAt(BASE, history, '2025-04-30').stakeholders.map((h) => h.holderID)).toEqual([
      'ann',
      'ben',
      'chan',
      'dora',
    ]);
  });

  it('lists the significant controllers as the ownership resolves them on each date', () => {
    expect(running('2025-01-01', 'SIGNIFICANT_CONTROLLERS')).toEqual(['ann', 'ben']);
  });
});

describe('the company itself', () => {
  it('renames by special resolution with the name rules, and refuses to end a dormancy that is not', () => {
    const rename = change({
      type: 'CHANGE_COMPANY_NAME',
      newEngName: 'Harbour Tea Company',
      resolutionDate: '2025-03-02',
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [rename], TODAY))).toEqual([
      'changes.0.newEngName:endsWithLimited',
      'changes.0.resolutionDate:resolutionAfterEffective',
    ]);
    const good = change({
      type: 'CHANGE_COMPANY_NAME',
      newEngName: 'Harbour Leaf Limited',
      newChiName: '海港茶葉有限公司',
      resolutionDate: '2025-02-20',
      effectiveDate: '2025-03-01',
    });
    expect(recordsAfter(BASE, [], [good], TODAY).companyChiName).toBe('海港茶葉有限公司');
    const wake = change({ type: 'APPLY_CEASE_DORMANT', effectiveDate: '2025-03-01' });
    expect(keys(amendmentIssues(BASE, [], [wake], TODAY))).toEqual(['changes.0.type:notDormant']);
    const dormant = { ...BASE, info: { ...BASE_INFO, isDormant: true } };
    expect(recordsAfter(dormant, [], [wake], TODAY).isDormant).toBe(false);
  });

  it('moves the registered office within Hong Kong only and refuses the same address', () => {
    const same = change({ type: 'CHANGE_REGISTERED_ADDRESS', address: HK, effectiveDate: '2025-03-01' });
    expect(keys(amendmentIssues(BASE, [], [same], TODAY))).toEqual(['changes.0.address:noChange']);
    const abroad = change({
      type: 'CHANGE_REGISTERED_ADDRESS',
      address: { ...HK, country: 'SGP' },
      effectiveDate: '2025-03-01',
    });
    expect(keys(amendmentIssues(BASE, [], [abroad], TODAY))).toEqual([
      'changes.0.address.country:mustBeInHongKong',
    ]);
  });
});
