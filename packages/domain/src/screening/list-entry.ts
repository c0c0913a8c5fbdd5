/**
 * A party on a sanctions list as the importers keep it (issue 20 point 1): every name and alias with
 * its quality, dates and places of birth, nationalities, identity documents and addresses, with the
 * list's own reference. The same shape for the UN Consolidated List and the OFAC SDN list, so the
 * matcher and the screens do not care which list a party came from.
 */

export const SCREENING_SOURCES = ['UN', 'OFAC'] as const;
export type TScreeningSource = (typeof SCREENING_SOURCES)[number];

/** I individual, C corporate (UN entity, OFAC entity), V vessel, A aircraft (OFAC only). */
export const LISTED_PARTY_TYPES = ['I', 'C', 'V', 'A'] as const;
export type TListedPartyType = (typeof LISTED_PARTY_TYPES)[number];

/**
 * PRIMARY the entry's own name; GOOD a strong alias (UN quality "Good", UN entity a.k.a., OFAC alt.csv);
 * LOW a weak alias (UN quality "Low", OFAC Remarks a.k.a.: OFAC does not expect these alone to be hits).
 */
export const NAME_QUALITIES = ['PRIMARY', 'GOOD', 'LOW'] as const;
export type TNameQuality = (typeof NAME_QUALITIES)[number];

export interface TListedName {
  /** As the list writes it, whitespace collapsed. */
  name: string;
  quality: TNameQuality;
  /** 'HAN' for Chinese characters (UN original script, an OFAC Chinese Commercial Code decoded). */
  script: 'LATIN' | 'HAN' | 'OTHER';
  /** a.k.a. / f.k.a. / n.k.a. when the list says. */
  kind?: 'AKA' | 'FKA' | 'NKA';
}

/** A date of birth as listed: exact, a year, or a range of years ("circa", "between"). */
export interface TListedDate {
  /** The list's own words, e.g. "1962", "circa 1955", "12 Mar 1964 to 14 Mar 1964". */
  text: string;
  /** The earliest and latest day it can be, YYYY-MM-DD (a year gives 01-01 … 12-31). */
  from: string | null;
  to: string | null;
}

export interface TListedDocument {
  /** e.g. Passport, National ID No., Hong Kong ID No. */
  type: string;
  number: string;
  /** The issuing country as the list names it. */
  country: string | null;
  note: string | null;
}

export interface TListEntry {
  list: TScreeningSource;
  /** UN DATAID or OFAC entity number (ent_num), as a string. */
  listEntryId: string;
  /** UN reference number (QDi.001) or the OFAC programs joined with ", " (SDGT, HK-EO13936). */
  reference: string;
  type: TListedPartyType;
  /** The first name of `names` (quality PRIMARY). */
  primaryName: string;
  names: TListedName[];
  datesOfBirth: TListedDate[];
  placesOfBirth: string[];
  /** Country names as listed. */
  nationalities: string[];
  /** The same as ISO 3166-1 alpha-3 codes where the name is known. */
  nationalityCodes: string[];
  documents: TListedDocument[];
  addresses: string[];
  programs: string[];
  /** YYYY-MM-DD (UN LISTED_ON), null when the list does not say. */
  listedOn: string | null;
  /** UN comments / OFAC Remarks, kept as written. */
  remarks: string;
}

/** One publication of a list as read from its files: what an import stores as a new list version. */
export interface TParsedList {
  list: TScreeningSource;
  /** When the list was generated/published, YYYY-MM-DD (UN dateGenerated; OFAC: not in the CSV, null). */
  publishedDate: string | null;
  entries: TListEntry[];
}
