/**
 * The company the amendment tests change: Harbour Tea Limited, incorporated on 10 January 2024 —
 * Ann and Ben direct and hold its 10,000 ordinary shares (6,000 and 4,000), Chan is its secretary.
 */

export const HK_ADDRESS = {
  engBuilding: 'Harbour Building',
  engStreet: '1 Queen’s Road Central',
  engDistrict: 'Central',
  country: 'HKG',
};

/** An individual holder as the records keep one, with the roles given. */
export const recordedPerson = (
  holderID: string,
  first: string,
  last: string,
  idNum: string,
  roles: object = {},
) => ({
  holderID,
  holderType: 'I',
  engFirstName: first,
  engLastName: last,
  idNum,
  idIssuer: 'HKG',
  resAddress: { ...HK_ADDRESS, engFlat: 'Flat 1' },
  corrAddress: HK_ADDRESS,
  ...roles,
});

export const HARBOUR_TEA_RECORDS = {
  companyEngName: 'Harbour Tea Limited',
  companyNumber: '3456789',
  regOfficeAddress: HK_ADDRESS,
  shareCapitalCurrency: 'HKD',
  totalNumOfOrdShare: 10000,
  shareClasses: [{ className: 'Ordinary', numberOfShares: 10000 }],
  stakeholders: [
    recordedPerson('ann', 'Ann', 'Wong', 'A1234563', {
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 6000,
    }),
    recordedPerson('ben', 'Ben', 'Lee', 'K1234560', {
      isDirector: true,
      isShareHolder: true,
      ordinaryShares: 4000,
    }),
    recordedPerson('chan', 'Chan', 'Tai', 'A1234563', { isComSec: true }),
  ],
};
