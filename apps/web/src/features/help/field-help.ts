import type { TUserType } from '@portal/domain';

/**
 * Help for the fields that ask for a legal or Hong Kong-specific value (issue 22 point 8): one entry
 * per topic, its texts under `fieldHelp.topics.<topic>.{label,why,format,example}` in the three
 * locale files. The formats stated there are the domain's rules (case-rules.ts, entity-check.ts,
 * identification.ts, holder.ts isValidHkid, form-messages.ts), so help and validation agree.
 * The forms find a field's topic by its path (helpTopicForPath); the help page lists them all.
 */

/** Who meets the field: every signed-in role, or a firm's staff only (their screens alone ask it). */
export type THelpAudience = 'all' | 'staff';

/** The help page groups the topics under these headings. */
export const HELP_GROUPS = ['company', 'people', 'addresses', 'registry', 'compliance', 'billing'] as const;
export type THelpGroup = (typeof HELP_GROUPS)[number];

export const FIELD_HELP = {
  companyEngName: { group: 'company', audience: 'all' },
  companyChiName: { group: 'company', audience: 'all' },
  businessNature: { group: 'company', audience: 'all' },
  shareCapital: { group: 'company', audience: 'all' },
  totalShares: { group: 'company', audience: 'all' },
  shareClass: { group: 'company', audience: 'all' },
  ordinaryShares: { group: 'company', audience: 'all' },
  companySecretary: { group: 'people', audience: 'all' },
  designatedRepresentative: { group: 'people', audience: 'all' },
  tcspLicence: { group: 'people', audience: 'all' },
  englishName: { group: 'people', audience: 'all' },
  chineseName: { group: 'people', audience: 'all' },
  idIssuer: { group: 'people', audience: 'all' },
  idNum: { group: 'people', audience: 'all' },
  idIssueDate: { group: 'people', audience: 'all' },
  idExpiryDate: { group: 'people', audience: 'all' },
  corporateName: { group: 'people', audience: 'all' },
  corporateRegNum: { group: 'people', audience: 'all' },
  jurisdiction: { group: 'people', audience: 'all' },
  authorisedSigner: { group: 'people', audience: 'all' },
  natureOfControl: { group: 'people', audience: 'all' },
  ownerPercent: { group: 'people', audience: 'all' },
  registeredOffice: { group: 'addresses', audience: 'all' },
  residentialAddress: { group: 'addresses', audience: 'all' },
  correspondenceAddress: { group: 'addresses', audience: 'all' },
  corporateAddress: { group: 'addresses', audience: 'all' },
  addressProof: { group: 'addresses', audience: 'all' },
  annualReturn: { group: 'registry', audience: 'all' },
  companyNumber: { group: 'registry', audience: 'staff' },
  brn: { group: 'registry', audience: 'staff' },
  incorporationDate: { group: 'registry', audience: 'staff' },
  lastReturnDate: { group: 'registry', audience: 'staff' },
  effectiveDate: { group: 'registry', audience: 'staff' },
  resolutionDate: { group: 'registry', audience: 'staff' },
  stampDuty: { group: 'registry', audience: 'staff' },
  cddIdentity: { group: 'compliance', audience: 'staff' },
  screening: { group: 'compliance', audience: 'staff' },
  pepInvolvement: { group: 'compliance', audience: 'staff' },
  nameSearch: { group: 'compliance', audience: 'staff' },
  fpsId: { group: 'billing', audience: 'staff' },
  bankAccountNumber: { group: 'billing', audience: 'staff' },
} as const satisfies Record<string, { group: THelpGroup; audience: THelpAudience }>;

export type THelpTopic = keyof typeof FIELD_HELP;
export const HELP_TOPICS = Object.keys(FIELD_HELP) as THelpTopic[];

/**
 * The topic of a draft field by the last part of its path ('stakeholders.0.ownerOfBodyCorporate.1.idNum'
 * → idNum). Of a pair of names only the first field carries the help, so a row shows one button.
 */
const PATH_TOPICS: Readonly<Record<string, THelpTopic>> = {
  companyEngName: 'companyEngName',
  newEngName: 'companyEngName',
  companyChiName: 'companyChiName',
  newChiName: 'companyChiName',
  businessNature: 'businessNature',
  shareCapitalCurrency: 'shareCapital',
  totalNumOfOrdShare: 'totalShares',
  className: 'shareClass',
  ordinaryShares: 'ordinaryShares',
  hasTcspNum: 'tcspLicence',
  tcspNum: 'tcspLicence',
  engFirstName: 'englishName',
  chiName: 'chineseName',
  idIssuer: 'idIssuer',
  idNum: 'idNum',
  idIssueDate: 'idIssueDate',
  idExpiryDate: 'idExpiryDate',
  compEngName: 'corporateName',
  regNum: 'corporateRegNum',
  jurisdiction: 'jurisdiction',
  authSignerFirstNameEng: 'authorisedSigner',
  natureOfControl: 'natureOfControl',
  compSharePercent: 'ownerPercent',
  regOfficeAddress: 'registeredOffice',
  resAddress: 'residentialAddress',
  corrAddress: 'correspondenceAddress',
  regAddress: 'corporateAddress',
  companyNumber: 'companyNumber',
  brn: 'brn',
  incorporationDate: 'incorporationDate',
  lastReturnDateFiled: 'lastReturnDate',
  effectiveDate: 'effectiveDate',
  resolutionDate: 'resolutionDate',
  considerationCents: 'stampDuty',
};

/** The help topic of the field at `path`, if it asks for a legal or Hong Kong-specific value. */
export function helpTopicForPath(path: string): THelpTopic | undefined {
  const last = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  return last === undefined ? undefined : PATH_TOPICS[last];
}

/** The topics a role's help page explains: clients see only the fields their own screens ask. */
export function helpTopicsFor(userType: TUserType): THelpTopic[] {
  return HELP_TOPICS.filter((topic) => userType !== 'GU' || FIELD_HELP[topic].audience === 'all');
}

/** The i18n keys of a topic's texts. */
export function helpKeys(topic: THelpTopic) {
  const base = `fieldHelp.topics.${topic}`;
  return {
    label: `${base}.label`,
    why: `${base}.why`,
    format: `${base}.format`,
    example: `${base}.example`,
  };
}
