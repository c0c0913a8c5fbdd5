import type { THolder, TOwnedPerson } from '@portal/domain';
import type { THolderView } from '../api';

/** Test data for the identification screen's tests. */

export const CASE_ID = 'c0000000-0000-4000-8000-000000000001';
export const HOLDER_ID = 'h-daniel';

/** An individual shareholder who has given everything but the declarations and acknowledgement. */
export function individual(overrides: Partial<THolder> = {}): THolder {
  return {
    holderID: HOLDER_ID,
    holderType: 'I',
    isShareHolder: true,
    isDirector: false,
    isAlternateDR: false,
    isReserveDR: false,
    isComSec: false,
    isDesignedRep: false,
    ordinaryShares: 3000,
    engFirstName: 'Daniel',
    engLastName: 'Ng',
    regEmail1: 'daniel.ng@client.example',
    idIssuer: 'HKG',
    idNum: 'A123456(3)',
    idIssueDate: '2020-01-02',
    idExpiryDate: '2030-01-02',
    resAddress: {
      engFlat: 'Flat 3A',
      engStreet: '1 Harbour Road',
      engDistrict: 'Wan Chai',
      country: 'HKG',
      supDoc: ['f-address'],
    },
    idDocs: ['f-id'],
    ...overrides,
  };
}

export const PERSON: TOwnedPerson = {
  holderID: HOLDER_ID,
  holderType: 'I',
  name: 'Daniel Ng',
  isDirector: false,
  ultimateShare: { numerator: '3', denominator: '10', percent: '30' },
  heldShare: { numerator: '3', denominator: '10', percent: '30' },
  scrGrounds: ['SHARES_OVER_25'],
  isScr: true,
  isUbo: true,
  hasIndirectControl: false,
  chains: [
    {
      links: [
        {
          holderID: HOLDER_ID,
          name: 'Daniel Ng',
          share: { numerator: '3', denominator: '10', percent: '30' },
        },
      ],
      share: { numerator: '3', denominator: '10', percent: '30' },
      controlling: false,
    },
  ],
};

export function holderView(overrides: Partial<THolderView> = {}): THolderView {
  return {
    caseID: CASE_ID,
    holderID: HOLDER_ID,
    companyEngName: 'Sai Kung Seafood Limited',
    companyChiName: '西貢海鮮有限公司',
    holder: individual(),
    person: null,
    needsShareholderDirectorAck: true,
    needsScrAck: false,
    issues: [],
    mayEdit: true,
    documents: [],
    ...overrides,
  };
}
