import {
  addListedName,
  collapseSpace,
  listCountryCodes,
  ListFormatError,
  unDateOfBirth,
  type TListedDate,
  type TListedDocument,
  type TListedName,
  type TListEntry,
  type TParsedList,
} from '@portal/domain';
import { child, childrenNamed, readXml, textOf, valuesOf, type TXmlElement } from './xml-tree.js';

/**
 * The UN Security Council Consolidated List in its XML form (research §1.1): CONSOLIDATED_LIST with
 * INDIVIDUALS and ENTITIES, each entry with DATAID, its name in FIRST_NAME … FOURTH_NAME, REFERENCE_NUMBER
 * (QDi.001), aliases with their QUALITY (Good/Low for individuals, a.k.a./f.k.a. for entities), dates
 * and places of birth, nationalities, documents and addresses. Whitespace is collapsed and empty
 * placeholders (<INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>) are skipped. All or
 * nothing: malformed or truncated XML, another root, or an entry without DATAID or name fails the file.
 */

const ROOT = 'CONSOLIDATED_LIST';
const NAME_PARTS = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'];
const QUALITY: Readonly<Record<string, Pick<TListedName, 'quality' | 'kind'>>> = {
  good: { quality: 'GOOD' },
  low: { quality: 'LOW' },
  'a.k.a.': { quality: 'GOOD', kind: 'AKA' },
  'f.k.a.': { quality: 'GOOD', kind: 'FKA' },
  'n.k.a.': { quality: 'GOOD', kind: 'NKA' },
};
const HAN = /\p{Script=Han}/u;

/** The non-empty parts joined with ', ' (a place or an address). */
const joined = (parts: string[]): string => parts.filter(Boolean).join(', ');

function datesOfBirth(entry: TXmlElement): TListedDate[] {
  const dates = childrenNamed(entry, 'INDIVIDUAL_DATE_OF_BIRTH').map((d) =>
    unDateOfBirth({
      type: textOf(d, 'TYPE_OF_DATE'),
      date: textOf(d, 'DATE'),
      year: textOf(d, 'YEAR'),
      fromYear: textOf(d, 'FROM_YEAR'),
      toYear: textOf(d, 'TO_YEAR'),
      note: textOf(d, 'NOTE'),
    }),
  );
  // An alias may carry the date of birth used with it (a false passport's).
  for (const alias of childrenNamed(entry, 'INDIVIDUAL_ALIAS')) {
    const date = textOf(alias, 'DATE_OF_BIRTH');
    if (date) dates.push(unDateOfBirth({ type: 'EXACT', date, year: date, note: textOf(alias, 'NOTE') }));
  }
  return dates.filter((d): d is TListedDate => d !== null);
}

function placesOfBirth(entry: TXmlElement): string[] {
  const places = childrenNamed(entry, 'INDIVIDUAL_PLACE_OF_BIRTH').map((p) =>
    joined([textOf(p, 'CITY'), textOf(p, 'STATE_PROVINCE'), textOf(p, 'COUNTRY')]),
  );
  for (const alias of childrenNamed(entry, 'INDIVIDUAL_ALIAS'))
    places.push(joined([textOf(alias, 'CITY_OF_BIRTH'), textOf(alias, 'COUNTRY_OF_BIRTH')]));
  return [...new Set(places.filter(Boolean))];
}

function documents(entry: TXmlElement): TListedDocument[] {
  return childrenNamed(entry, 'INDIVIDUAL_DOCUMENT').flatMap((d) => {
    const number = textOf(d, 'NUMBER');
    const issued = textOf(d, 'DATE_OF_ISSUE');
    const note = [textOf(d, 'TYPE_OF_DOCUMENT2'), issued && `issued ${issued}`, textOf(d, 'NOTE')]
      .filter(Boolean)
      .join('; ');
    // A document given only in its note ("04643632 issued on 18 Jun. 1999") is kept for the eye.
    if (!number && !note) return [];
    return [
      {
        type: textOf(d, 'TYPE_OF_DOCUMENT') || 'Document',
        number,
        country: textOf(d, 'ISSUING_COUNTRY') || textOf(d, 'COUNTRY_OF_ISSUE') || null,
        note: note || null,
      },
    ];
  });
}

function addresses(entry: TXmlElement, tag: string): string[] {
  return childrenNamed(entry, tag).flatMap((a) => {
    const place = joined(
      ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY'].map((p) => textOf(a, p)),
    );
    const note = textOf(a, 'NOTE');
    if (!place) return note ? [note] : [];
    return [note ? `${place} (${note})` : place];
  });
}

function names(entry: TXmlElement, aliasTag: string): TListedName[] {
  const listed: TListedName[] = [];
  addListedName(listed, NAME_PARTS.map((p) => textOf(entry, p)).join(' '), 'PRIMARY');
  for (const alias of childrenNamed(entry, aliasTag)) {
    const name = textOf(alias, 'ALIAS_NAME');
    if (!name) continue;
    // A quality the list does not use yet is taken as a strong alias: better a hit to look at.
    const quality = QUALITY[textOf(alias, 'QUALITY').toLowerCase()] ?? { quality: 'GOOD' };
    addListedName(listed, name, quality.quality, quality.kind);
  }
  const original = textOf(entry, 'NAME_ORIGINAL_SCRIPT');
  if (original) addListedName(listed, original, 'GOOD', undefined, HAN.test(original) ? 'HAN' : 'OTHER');
  return listed;
}

/** One INDIVIDUAL or ENTITY, or a ListFormatError naming its line. */
function toListEntry(entry: TXmlElement, type: 'I' | 'C'): TListEntry {
  const dataId = textOf(entry, 'DATAID');
  if (!/^\d+$/.test(dataId)) throw new ListFormatError('An entry has no DATAID', entry.line);
  const listed = names(entry, type === 'I' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS');
  const primary = listed[0];
  if (primary?.quality !== 'PRIMARY') throw new ListFormatError(`Entry ${dataId} has no name`, entry.line);
  const nationalities = valuesOf(entry, 'NATIONALITY');
  const program = textOf(entry, 'UN_LIST_TYPE');
  const listedOn = /^\d{4}-\d{2}-\d{2}/.exec(textOf(entry, 'LISTED_ON'))?.[0] ?? null;
  return {
    list: 'UN',
    listEntryId: dataId,
    reference: textOf(entry, 'REFERENCE_NUMBER'),
    type,
    primaryName: primary.name,
    names: listed,
    datesOfBirth: type === 'I' ? datesOfBirth(entry) : [],
    placesOfBirth: type === 'I' ? placesOfBirth(entry) : [],
    nationalities,
    nationalityCodes: listCountryCodes(nationalities),
    documents: type === 'I' ? documents(entry) : [],
    addresses: addresses(entry, type === 'I' ? 'INDIVIDUAL_ADDRESS' : 'ENTITY_ADDRESS'),
    programs: program ? [program] : [],
    listedOn,
    // The comments as written (the designation and title are not part of the shared entry shape).
    remarks: collapseSpace(textOf(entry, 'COMMENTS1')),
  };
}

/** Every entry of the UN Consolidated List's XML, or a ListFormatError naming what is wrong. */
export function parseUnList(xml: string): TParsedList {
  const root = readXml(xml);
  if (root.name !== ROOT)
    throw new ListFormatError(`The XML's root is ${root.name}, not the UN list's ${ROOT}`, root.line);
  const entries = [
    ...childrenNamed(child(root, 'INDIVIDUALS') ?? root, 'INDIVIDUAL').map((e) => toListEntry(e, 'I')),
    ...childrenNamed(child(root, 'ENTITIES') ?? root, 'ENTITY').map((e) => toListEntry(e, 'C')),
  ];
  if (entries.length === 0) throw new ListFormatError('The list holds no entry');
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.listEntryId)) throw new ListFormatError(`DATAID ${entry.listEntryId} is listed twice`);
    seen.add(entry.listEntryId);
  }
  const generated = /^\d{4}-\d{2}-\d{2}/.exec(root.attributes.dateGenerated ?? '')?.[0] ?? null;
  return { list: 'UN', publishedDate: generated, entries };
}
