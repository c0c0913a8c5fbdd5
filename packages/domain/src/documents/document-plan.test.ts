import { describe, expect, it } from 'vitest';
import { ZCaseInformation } from '../schemas/case-information.js';
import { documentPlan, signatoryHolderIDs } from './document-plan.js';

const info = ZCaseInformation.parse({
  companyEngName: 'Harbour Tea Limited',
  stakeholders: [
    {
      holderID: 'd1',
      holderType: 'I',
      engFirstName: 'A',
      engLastName: 'Director',
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 60,
    },
    {
      holderID: 'c1',
      holderType: 'C',
      compEngName: 'Corp Limited',
      isShareHolder: true,
      isComSec: true,
      ordinaryShares: 40,
    },
    { holderID: 'd2', holderType: 'I', engFirstName: 'B', engLastName: 'Director', isDirector: true },
    // A shareholder with no shares yet is not a founder member.
    {
      holderID: 's0',
      holderType: 'I',
      engFirstName: 'C',
      engLastName: 'Nobody',
      isShareHolder: true,
      ordinaryShares: 0,
    },
  ],
});

describe('documentPlan', () => {
  it('gives an incorporation its form, consent, resolutions, registers and a certificate per founder, with their signers', () => {
    const plan = documentPlan('MVP', info);
    expect(plan.map((d) => [d.key, d.signers])).toEqual([
      ['INCORPORATION_FORM', ['d1', 'c1', 'd2']],
      ['CONSENT_COMPANY_SECRETARY:c1', ['c1']],
      ['FIRST_DIRECTORS_RESOLUTIONS', ['d1', 'd2']],
      ['REGISTER_OF_MEMBERS', []],
      ['REGISTER_OF_DIRECTORS', []],
      ['SIGNIFICANT_CONTROLLERS_REGISTER', []],
      ['SHARE_CERTIFICATE:d1', ['d1', 'c1']],
      ['SHARE_CERTIFICATE:c1', ['d1', 'c1']],
    ]);
    expect([...signatoryHolderIDs('MVP', info)].sort()).toEqual(['c1', 'd1', 'd2']);
  });

  it('has an annual return signed by the company secretary, or a director when there is none', () => {
    expect(documentPlan('AR', info)).toEqual([
      { key: 'ANNUAL_RETURN', kind: 'ANNUAL_RETURN', subjectHolderID: null, signers: ['c1'] },
    ]);
    const noSecretary = { ...info, stakeholders: info.stakeholders.map((h) => ({ ...h, isComSec: false })) };
    expect(documentPlan('AR', noSecretary)[0]?.signers).toEqual(['d1']);
    expect(documentPlan('AMENDMENT', info)).toEqual([]);
    expect(documentPlan('EM', info)).toEqual([]);
  });
});

describe('an annual return of a company whose secretary resigned', () => {
  it('is signed by a director who holds office, never by a former officer', () => {
    const plan = documentPlan(
      'AR',
      ZCaseInformation.parse({
        stakeholders: [
          {
            holderID: 'former-secretary',
            holderType: 'I',
            engFirstName: 'Former',
            engLastName: 'Secretary',
            isComSec: true,
            resignedCapacities: ['isComSec'],
          },
          {
            holderID: 'director',
            holderType: 'I',
            engFirstName: 'Wai',
            engLastName: 'Chan',
            isDirector: true,
          },
        ],
      }),
    );
    expect(plan.map((p) => p.signers)).toEqual([['director']]);
  });
});
