import { describe, expect, it } from 'vitest';
import { checkCaseInformation } from '../case-form/case-check.js';
import type { TIdentityViewer } from '../policies/identity-data.policy.js';
import { ZCaseInformation, type TCaseInformation } from '../schemas/case-information.js';
import { holderViews, isWithheldPath, keepWithheld, redactCaseInformation } from './holder-redaction.js';

const HOME = { engStreet: '1 Queen’s Road Central', engDistrict: 'Central', country: 'HKG', supDoc: ['f1'] };
const stored: TCaseInformation = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  stakeholders: [
    {
      holderID: 'h-alice',
      holderType: 'I',
      engFirstName: 'Alice',
      engLastName: 'Leung',
      idNum: 'A123456(3)',
      idIssueDate: '2020-01-02',
      idExpiryDate: '2030-01-01',
      resAddress: HOME,
      corrAddress: { engStreet: 'PO Box 1', country: 'HKG' },
      isDirector: true,
    },
    {
      holderID: 'h-corp',
      holderType: 'C',
      compEngName: 'Kowloon Holdings Limited',
      regNum: '1234567',
      isShareHolder: true,
      ownerOfBodyCorporate: [
        { holderID: 'h-alice-again', holderType: 'I', refID: 'h-alice', compSharePercent: '60' },
        {
          holderID: 'h-ray',
          holderType: 'I',
          engFirstName: 'Raymond',
          engLastName: 'Lau',
          idNum: 'K1234567',
          idIssuer: 'GBR',
          resAddress: { engStreet: '2 Baker Street', country: 'GBR' },
          compSharePercent: '40',
        },
      ],
    },
  ],
});

const FIRM = 'firm-a';
const person = (own: string[], over: Partial<TIdentityViewer> = {}): TIdentityViewer => ({
  userType: 'GU',
  firmID: null,
  ownHolderIDs: new Set(own),
  ...over,
});
const alice = (info: TCaseInformation) => info.stakeholders[0];
const ray = (info: TCaseInformation) => info.stakeholders[1]?.ownerOfBodyCorporate?.[1];

describe('redactCaseInformation', () => {
  it('leaves everything whole for the owning firm’s staff', () => {
    const staff = person([], { userType: 'COM_SEC', firmID: FIRM });
    const seen = redactCaseInformation(stored, holderViews(staff, FIRM, stored.stakeholders));
    expect(seen).toEqual({ information: stored, withheld: [] });
  });

  it('shows a person their own entry whole and the others’ partly, owners of corporates included', () => {
    const seen = redactCaseInformation(stored, holderViews(person(['h-alice']), FIRM, stored.stakeholders));
    expect(alice(seen.information)).toMatchObject({ idNum: 'A123456(3)', resAddress: HOME });
    const other = ray(seen.information);
    expect(other).toMatchObject({ idNum: 'K123', engFirstName: 'Raymond' });
    expect(other).not.toHaveProperty('resAddress');
    expect(seen.withheld).toEqual([
      { holderID: 'h-corp', fields: ['idNum', 'idIssueDate', 'idExpiryDate', 'resAddress'] },
      { holderID: 'h-ray', fields: ['idNum', 'idIssueDate', 'idExpiryDate', 'resAddress'] },
    ]);
    // Nothing else of the record changes; the stored one is not touched.
    expect(seen.information.companyEngName).toBe('Harbour Tea Limited');
    expect(ray(stored)?.idNum).toBe('K1234567');
  });

  it('counts an entry that refers to the viewer’s own (and the one theirs refers to) as theirs', () => {
    const viaReference = holderViews(person(['h-alice-again']), FIRM, stored.stakeholders);
    expect(viaReference({ holderID: 'h-alice' }).idNum).toBe('FULL');
    expect(viaReference({ holderID: 'h-alice-again', refID: 'h-alice' }).idNum).toBe('FULL');
    expect(viaReference({ holderID: 'h-ray' }).idNum).toBe('PARTIAL');
  });

  it('gives SMOOOTH and the client point of contact the partial number, no address, no dates', () => {
    for (const viewer of [person([], { userType: 'SMOOOTH' }), person([])]) {
      const seen = redactCaseInformation(stored, holderViews(viewer, FIRM, stored.stakeholders));
      const a = alice(seen.information);
      expect(a?.idNum).toBe('A123');
      for (const field of ['idIssueDate', 'idExpiryDate', 'resAddress'] as const)
        expect(a).not.toHaveProperty(field);
      expect(a?.corrAddress).toEqual({ engStreet: 'PO Box 1', country: 'HKG' });
    }
  });
});

describe('keepWithheld (a form saved with what its writer was shown)', () => {
  const client = holderViews(person([]), FIRM, stored.stakeholders);
  const shown = redactCaseInformation(stored, client).information;

  it('keeps the stored whole values when the partial ones come back, and takes the rest of the edit', () => {
    const edited = { ...shown, companyEngName: 'Harbour Tea (HK) Limited' };
    const saved = keepWithheld(edited, stored, client);
    expect(saved).toEqual({ ...stored, companyEngName: 'Harbour Tea (HK) Limited' });
  });

  it('takes a number or an address the writer typed anew, and keeps a holder’s data when it moves', () => {
    const moved = ray(shown);
    const typed: TCaseInformation = {
      ...shown,
      stakeholders: [
        { ...alice(shown)!, idNum: 'B765432(1)', resAddress: { engStreet: '3 New Street', country: 'HKG' } },
        { ...moved!, idNum: ' K123 ' },
      ],
    };
    const saved = keepWithheld(typed, stored, client);
    expect(saved.stakeholders[0]).toMatchObject({
      idNum: 'B765432(1)',
      resAddress: { engStreet: '3 New Street', country: 'HKG' },
      idIssueDate: '2020-01-02',
    });
    expect(saved.stakeholders[1]).toMatchObject({
      holderID: 'h-ray',
      idNum: 'K1234567',
      resAddress: { engStreet: '2 Baker Street', country: 'GBR' },
    });
  });

  it('changes nothing for a writer who sees everything, nor for holders new to the form', () => {
    const staff = holderViews(
      person([], { userType: 'SYSTEM_ADMIN', firmID: FIRM }),
      FIRM,
      stored.stakeholders,
    );
    const cleared = { ...stored, stakeholders: [{ ...alice(stored)!, idNum: '' }] };
    expect(keepWithheld(cleared, stored, staff).stakeholders[0]?.idNum).toBe('');
    const fresh = { ...stored, stakeholders: [{ holderID: 'h-new', holderType: 'I' as const, idNum: 'C1' }] };
    expect(keepWithheld(ZCaseInformation.parse(fresh), stored, client).stakeholders[0]?.idNum).toBe('C1');
  });
});

describe('isWithheldPath', () => {
  const client = holderViews(person([]), FIRM, stored.stakeholders);
  const { information, withheld } = redactCaseInformation(stored, client);

  it('names the form’s problems that are about a field the writer was shown partly or not at all', () => {
    expect(isWithheldPath(information, 'stakeholders.0.idNum', withheld)).toBe(true);
    expect(
      isWithheldPath(information, 'stakeholders.1.ownerOfBodyCorporate.1.resAddress.engStreet', withheld),
    ).toBe(true);
    expect(isWithheldPath(information, 'stakeholders.0.engFirstName', withheld)).toBe(false);
    expect(isWithheldPath(information, 'stakeholders', withheld)).toBe(false);
    expect(isWithheldPath(information, 'stakeholders.7.idNum', withheld)).toBe(false);
    expect(isWithheldPath(information, 'companyEngName', withheld)).toBe(false);
  });

  it('is what keeps a partial HKID from failing the form’s own check', () => {
    const problems = checkCaseInformation(information).filter((i) => i.path.endsWith('.idNum'));
    expect(problems.map((i) => i.key)).toContain('hkidInvalid');
    expect(problems.filter((i) => !isWithheldPath(information, i.path, withheld))).toEqual([]);
  });
});
