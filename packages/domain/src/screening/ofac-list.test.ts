import { describe, expect, it } from 'vitest';
import { readOfacList } from './ofac-list.js';

/** One made-up publication in OFAC's layout: sdn.csv and its three companion files. */
const CUT = "a.k.a. 'HARBOUR DRAG";
const SDN = [
  '501,"KIM, Chong-Il","individual","DPRK3",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB circa 1955; alt. DOB 12 Mar 1964 to 14 Mar 1964; nationality Korea, North; a.k.a. \'KIM, Jong Il\'; a.k.a. \'O\'NEIL, Kim\'."',
  `502,"HARBOUR DRAGON TRADING CO., LIMITED",-0- ,"HK-EO13936",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Registration Number 1234567 (Hong Kong); ${CUT}"`,
  '503,"SEA STAR",vessel,"IRAN",-0- ,"9HA1234","Tanker",-0- ,-0- ,"Panama",-0- ,"Nationality of Registration Panama."',
  '504,"FALCON ONE",aircraft,"SDGT] [IRGC",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Aircraft Tail Number EP-ABC."',
  '505,"ZHANG, Lei","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB Mar 1970; nationality China; citizen China; Chinese Commercial Code 1728 4320."',
].join('\r\n');
const ALT = ['501,10,"aka","KIM, Jong Il",-0- ', '502,11,"fka","DRAGON TRADING LTD",-0- '].join('\r\n');
const ADD = [
  '502,20,"Unit 1, 2 Harbour Road","Wan Chai","Hong Kong",-0- ',
  '503,21,-0- ,-0- ,-0- ,-0- ',
].join('\r\n');
const COMMENTS = "502,\"ON'; a.k.a. 'HDT'.\"";

const byId = (entries: ReturnType<typeof readOfacList>['entries'], id: string) =>
  entries.find((e) => e.listEntryId === id)!;

describe('an OFAC publication as list entries', () => {
  it('keeps every name with its quality: alt.csv strong, the Remarks weak unless alt.csv has the name', () => {
    const { list, publishedDate, entries } = readOfacList({
      sdn: `${SDN}\r\n\u001a`,
      alt: `${ALT}\r\n\u001a`,
      add: ADD,
      comments: COMMENTS,
    });
    expect([list, publishedDate, entries.length]).toEqual(['OFAC', null, 5]);
    const kim = byId(entries, '501');
    expect(kim.names).toEqual([
      { name: 'KIM, Chong-Il', quality: 'PRIMARY', script: 'LATIN' },
      { name: 'KIM, Jong Il', quality: 'GOOD', script: 'LATIN', kind: 'AKA' },
      { name: "O'NEIL, Kim", quality: 'LOW', script: 'LATIN', kind: 'AKA' },
    ]);
    expect(kim.datesOfBirth).toEqual([
      { text: 'circa 1955', from: '1955-01-01', to: '1955-12-31' },
      { text: '12 Mar 1964 to 14 Mar 1964', from: '1964-03-12', to: '1964-03-14' },
    ]);
    expect([kim.nationalities, kim.nationalityCodes, kim.type, kim.reference]).toEqual([
      ['Korea, North'],
      ['PRK'],
      'I',
      'DPRK3',
    ]);

    // The Remarks cut at 1,000 characters go on in sdn_comments.csv: the alias cut in two is whole.
    const dragon = byId(entries, '502');
    expect(dragon.names.map((n) => [n.name, n.quality, n.kind])).toEqual([
      ['HARBOUR DRAGON TRADING CO., LIMITED', 'PRIMARY', undefined],
      ['DRAGON TRADING LTD', 'GOOD', 'FKA'],
      ['HARBOUR DRAGON', 'LOW', 'AKA'],
      ['HDT', 'LOW', 'AKA'],
    ]);
    expect(dragon.remarks).toBe(`Registration Number 1234567 (Hong Kong); ${CUT}ON'; a.k.a. 'HDT'.`);
    expect(dragon.addresses).toEqual(['Unit 1, 2 Harbour Road, Wan Chai, Hong Kong']);
    expect(dragon.documents).toEqual([
      { type: 'Registration Number', number: '1234567', country: 'Hong Kong', note: null },
    ]);
    expect([dragon.type, byId(entries, '503').type, byId(entries, '504').type]).toEqual(['C', 'V', 'A']);
    // A vessel's country of registration stands as its nationality.
    expect(byId(entries, '503').nationalityCodes).toEqual(['PAN']);
    expect(byId(entries, '504')).toMatchObject({ reference: 'SDGT, IRGC', programs: ['SDGT', 'IRGC'] });

    const zhang = byId(entries, '505');
    expect(zhang.datesOfBirth).toEqual([{ text: 'Mar 1970', from: '1970-03-01', to: '1970-03-31' }]);
    expect(zhang.nationalities).toEqual(['China']);
    expect(zhang.nationalityCodes).toEqual(['CHN']);
    expect(zhang.documents).toContainEqual({
      type: 'Chinese Commercial Code',
      number: '1728 4320',
      country: null,
      note: null,
    });
  });

  it('without alt.csv keeps the Remarks aliases, weak', () => {
    const kim = byId(readOfacList({ sdn: SDN }).entries, '501');
    expect(kim.names.map((n) => [n.name, n.quality])).toEqual([
      ['KIM, Chong-Il', 'PRIMARY'],
      ['KIM, Jong Il', 'LOW'],
      ["O'NEIL, Kim", 'LOW'],
    ]);
    expect(kim.addresses).toEqual([]);
  });

  it('refuses companion rows of entities sdn.csv does not have, naming the file and line', () => {
    expect(() => readOfacList({ sdn: SDN, alt: `${ALT}\r\n999,12,"aka","STRAY",-0- ` })).toThrow(
      'alt.csv: Entity number 999 is not in sdn.csv (the files are not of the same publication) (line 3)',
    );
    expect(() => readOfacList({ sdn: SDN, add: '77,1,-0- ,"Havana","Cuba",-0- ' })).toThrow(
      /^add\.csv: .*77/,
    );
    expect(() => readOfacList({ sdn: SDN, comments: '88,"more"' })).toThrow(/^sdn_comments\.csv: .*88/);
  });

  it('names the file of a malformed record', () => {
    expect(() => readOfacList({ sdn: SDN, alt: '501,10,"aka","KIM, Jong' })).toThrow(
      'alt.csv: A quoted field is not closed (line 1)',
    );
    expect(() => readOfacList({ sdn: SDN, alt: '501,10,"alias","KIM",-0- ' })).toThrow(/Unknown alias type/);
    expect(() => readOfacList({ sdn: SDN.split('\r\n').slice(0, 2).join('\r\n') + '\r\n503,"SEA' })).toThrow(
      'sdn.csv: A quoted field is not closed (line 3)',
    );
  });
});
