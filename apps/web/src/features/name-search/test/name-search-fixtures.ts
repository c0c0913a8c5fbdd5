import type {
  TLegalAcceptances,
  TListVersion,
  TNameSearch,
  TNameSearchMatch,
  TNameSearchSummary,
} from '@portal/domain';
import { LEGAL_TEXTS } from '@portal/domain';
import type { THistoryPage, TListVersions } from '../api';

/** Test data of the name-search screens: the UN and OFAC lists of November 2026 and searches on them. */

export const SEARCH_ID = '5e000000-0000-4000-8000-000000000001';
export const UN_VERSION = 'b0000000-0000-4000-8000-000000000001';
export const OFAC_VERSION = 'b0000000-0000-4000-8000-000000000002';

export function listVersion(overrides: Partial<TListVersion> = {}): TListVersion {
  return {
    versionID: UN_VERSION,
    list: 'UN',
    publishedDate: '2026-11-20',
    importedAt: '2026-11-21T02:00:00.000Z',
    importedBy: 'Sam Operator',
    sha256: 'a'.repeat(64),
    entryCount: 1002,
    nameCount: 3120,
    individualCount: 735,
    entityCount: 267,
    current: true,
    files: ['consolidated.xml'],
    ...overrides,
  };
}

export const UN = listVersion();
export const OFAC = listVersion({
  versionID: OFAC_VERSION,
  list: 'OFAC',
  publishedDate: '2026-11-18',
  entryCount: 14965,
  nameCount: 21000,
  files: ['sdn.csv', 'alt.csv'],
});

export const lists = (versions: TListVersion[] = [UN, OFAC]): TListVersions => ({
  versions,
  loaded: versions.some((v) => v.current),
});

let counter = 0;

/** A hit on a UN individual, matched on its primary name, undecided unless told. */
export function match(overrides: Partial<TNameSearchMatch> = {}): TNameSearchMatch {
  counter += 1;
  return {
    matchID: `a1000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    list: 'UN',
    listEntryId: '6908555',
    reference: 'QDi.430',
    name: 'CHAN Tai Man',
    matchedName: 'CHAN Tai Man',
    matchedQuality: 'PRIMARY',
    score: 0.93,
    reasons: [
      { rule: 'EXACT', query: ['chan'], listed: ['chan'], effect: 0 },
      { rule: 'JOINED', query: ['taiman'], listed: ['tai', 'man'], effect: -0.02 },
      { rule: 'DOB_CONFLICTS', query: ['1980-01-02'], listed: ['1975'], effect: -0.1 },
    ],
    entry: {
      type: 'I',
      primaryName: 'CHAN Tai Man',
      aliases: [
        { name: 'Peter Chan', quality: 'GOOD' },
        { name: 'Big Brother', quality: 'LOW' },
      ],
      datesOfBirth: ['1975'],
      placesOfBirth: ['Hong Kong'],
      nationalities: ['China'],
      documents: ['Passport K12345678 (China)'],
      addresses: [],
      programs: [],
      listedOn: '2019-05-14',
      remarks: '',
    },
    decision: null,
    ...overrides,
  };
}

export function search(overrides: Partial<TNameSearch> = {}): TNameSearch {
  const matches = overrides.matches ?? [match()];
  return {
    searchID: SEARCH_ID,
    name: 'Taiman Chan',
    type: 'I',
    dateOfBirth: '1980-01-02',
    nationality: 'HKG',
    idNumber: null,
    caseID: null,
    caseRef: null,
    holderID: null,
    createdAt: '2026-11-26T03:15:00.000Z',
    createdBy: 'Ken Lau',
    threshold: 0.82,
    listVersions: [UN, OFAC],
    matches,
    decisions: matches.flatMap((m) => (m.decision ? [m.decision] : [])),
    outcome: matches.length === 0 ? 'NO_HITS' : matches.some((m) => !m.decision) ? 'PENDING' : 'CLEARED',
    ...overrides,
  };
}

export function summary(overrides: Partial<TNameSearchSummary> = {}): TNameSearchSummary {
  return {
    searchID: SEARCH_ID,
    name: 'Taiman Chan',
    type: 'I',
    caseID: null,
    caseRef: null,
    holderID: null,
    createdAt: '2026-11-26T03:15:00.000Z',
    createdBy: 'Ken Lau',
    matchCount: 1,
    openHits: 1,
    outcome: 'PENDING',
    listVersions: [
      { versionID: UN_VERSION, list: 'UN', publishedDate: '2026-11-20' },
      { versionID: OFAC_VERSION, list: 'OFAC', publishedDate: '2026-11-18' },
    ],
    ...overrides,
  };
}

export const history = (
  items: TNameSearchSummary[],
  more: { nextCursor?: string | null } = {},
): THistoryPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalCapped: false,
  nextCursor: more.nextCursor ?? null,
  prevCursor: null,
});

/** The user's acceptances: the name-search terms in their current version, or none. */
export const acceptances = (accepted: boolean): TLegalAcceptances => ({
  acceptances: accepted
    ? [
        {
          text: 'NAME_SEARCH_TERMS',
          version: LEGAL_TEXTS.NAME_SEARCH_TERMS.version,
          acceptedAt: '2026-11-25T01:00:00.000Z',
          current: true,
        },
      ]
    : [],
});
