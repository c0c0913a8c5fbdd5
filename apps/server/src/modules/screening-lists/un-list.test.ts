import { describe, expect, it } from 'vitest';
import { UN_XML } from '../../test/list-files-kit.js';
import { parseUnList } from './un-list.js';

describe('the UN Consolidated List (XML)', () => {
  it('reads individuals and entities with names, aliases, dates, places, documents and addresses', () => {
    const { list, publishedDate, entries } = parseUnList(UN_XML);
    expect([list, publishedDate, entries.map((e) => [e.listEntryId, e.type, e.reference])]).toEqual([
      'UN',
      '2026-11-20',
      [
        ['6908555', 'I', 'KPi.033'],
        ['110100', 'I', 'QDi.268'],
        ['6908629', 'C', 'KPe.053'],
      ],
    ]);
    const [ri, haq, harbour] = entries;
    // Whitespace collapsed, empty placeholders skipped, Good/Low kept.
    expect(ri?.names).toEqual([
      { name: 'RI WON HO', quality: 'PRIMARY', script: 'LATIN' },
      { name: 'Won-ho', quality: 'LOW', script: 'LATIN' },
    ]);
    expect(ri).toMatchObject({
      primaryName: 'RI WON HO',
      nationalities: ["Democratic People's Republic of Korea"],
      nationalityCodes: ['PRK'],
      placesOfBirth: ["Pyongyang, Democratic People's Republic of Korea"],
      programs: ['DPRK'],
      listedOn: '2016-11-30',
      remarks: 'Official stationed abroad.',
      addresses: [],
    });
    expect(ri?.datesOfBirth).toEqual([
      { text: '1964-07-17', from: '1964-07-17', to: '1964-07-17' },
      { text: '1965 to 1969', from: '1965-01-01', to: '1969-12-31' },
    ]);
    expect(ri?.documents).toEqual([
      {
        type: 'Passport',
        number: '381310014',
        country: "Democratic People's Republic of Korea",
        note: 'issued 2011-06-02',
      },
    ]);
    expect(haq?.names).toEqual([
      { name: 'ABDUL HAQ', quality: 'PRIMARY', script: 'LATIN' },
      { name: "Jérôme d'Abdul", quality: 'GOOD', script: 'LATIN' },
      { name: '阿不都·哈克', quality: 'GOOD', script: 'HAN' },
    ]);
    expect(haq?.datesOfBirth).toEqual([{ text: 'approximately 1971', from: '1971-01-01', to: '1971-12-31' }]);
    expect(harbour?.names).toEqual([
      { name: 'HARBOUR & DRAGON SHIPPING CO., LIMITED', quality: 'PRIMARY', script: 'LATIN' },
      { name: 'HDS', quality: 'GOOD', script: 'LATIN', kind: 'AKA' },
      { name: 'Dragon Lines', quality: 'GOOD', script: 'LATIN', kind: 'FKA' },
      { name: '港龍船務有限公司', quality: 'GOOD', script: 'HAN' },
    ]);
    expect(harbour?.addresses).toEqual(['1 Harbour Road, Wan Chai, China (previous)']);
    expect(harbour?.datesOfBirth).toEqual([]);
  });

  it('fails whole on truncated or malformed XML, naming the line', () => {
    const cut = UN_XML.slice(0, UN_XML.indexOf('<ENTITIES>') + 40);
    expect(() => parseUnList(cut)).toThrow(
      'The XML ends before it is complete (a cut-off file?): unclosed tag: DATAID (line 9)',
    );
    expect(() => parseUnList(UN_XML.replace('</COMMENTS1>', '</COMMENTS>'))).toThrow(
      'The XML is not well-formed: unexpected close tag. (line 4)',
    );
    expect(() => parseUnList(UN_XML.replace('&amp;', '&'))).toThrow(/XML/);
    expect(() => parseUnList('')).toThrow(/document must contain a root element/);
    expect(() => parseUnList('DATAID,NAME')).toThrow(/not well-formed: text data outside of root node/);
  });

  it('refuses another root, an entry without DATAID or name, a repeated DATAID and an empty list', () => {
    expect(() => parseUnList('<?xml version="1.0"?><SDNLIST><X/></SDNLIST>')).toThrow(
      "The XML's root is SDNLIST, not the UN list's CONSOLIDATED_LIST (line 1)",
    );
    expect(() => parseUnList(UN_XML.replace('<DATAID>110100</DATAID>', '<DATAID/>'))).toThrow(
      'An entry has no DATAID (line 6)',
    );
    expect(() =>
      parseUnList(
        UN_XML.replace(
          '<FIRST_NAME>ABDUL</FIRST_NAME><SECOND_NAME>HAQ</SECOND_NAME>',
          '<FIRST_NAME> </FIRST_NAME>',
        ),
      ),
    ).toThrow('Entry 110100 has no name (line 6)');
    expect(() => parseUnList(UN_XML.replace('<DATAID>110100</DATAID>', '<DATAID>6908555</DATAID>'))).toThrow(
      /DATAID 6908555 is listed twice/,
    );
    expect(() => parseUnList('<CONSOLIDATED_LIST><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>')).toThrow(
      /holds no entry/,
    );
  });
});
