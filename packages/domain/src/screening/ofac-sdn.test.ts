import { describe, expect, it } from 'vitest';
import { ListFormatError } from './list-format-error.js';
import { parseOfacSdn } from './ofac-sdn.js';

/** Records in sdn.csv's published form (made up for the test; the layout is OFAC's). */
const SDN = [
  '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '173,"ANGLO-CARIBBEAN CO., LTD.",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'ACC\'; f.k.a. \'CARIBBEAN TRADERS\'."',
  '90001,"CHAN, Tai Man","individual","HK-EO13936] [SDGT","Director of Harbour Works",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 07 Dec 1957; alt. DOB 1958; POB Hong Kong; nationality China; National ID No. A1234563 (Hong Kong); Passport K12345678 (China) issued 02 Jan 2001; alt. Passport KJ0099 (Hong Kong); a.k.a. \'CHEN, Dawen\'; a.k.a. \'AL-HAQ, \'Abd\'; Chinese Commercial Code 7115 1129 2429."',
  '90002,"SEA STAR",vessel,"IRAN",-0- ,"9HA1234","Tanker",-0- ,-0- ,"Panama",-0- ,"Vessel Registration Identification IMO 9123456; Registration Number HRA 738077 (Stuttgart) (Germany)."',
].join('\r\n');

describe('the OFAC SDN list (sdn.csv)', () => {
  it('reads names, types, programmes and what the Remarks say', () => {
    const entries = parseOfacSdn(`${SDN}\r\n\u001a`);
    expect(entries.map((e) => [e.entNum, e.party, e.name])).toEqual([
      ['36', 'C', 'AEROCARIBBEAN AIRLINES'],
      ['173', 'C', 'ANGLO-CARIBBEAN CO., LTD.'],
      ['90001', 'I', 'CHAN, Tai Man'],
      ['90002', 'VESSEL', 'SEA STAR'],
    ]);
    expect(entries[1]?.aliases).toEqual([
      { name: 'ACC', kind: 'AKA' },
      { name: 'CARIBBEAN TRADERS', kind: 'FKA' },
    ]);
    const chan = entries[2]!;
    expect(chan).toMatchObject({
      programs: ['HK-EO13936', 'SDGT'],
      title: 'Director of Harbour Works',
      datesOfBirth: ['07 Dec 1957', '1958'],
      placesOfBirth: ['Hong Kong'],
      nationalities: ['China'],
    });
    expect(chan.aliases.map((a) => a.name)).toEqual(['CHEN, Dawen', "AL-HAQ, 'Abd"]);
    expect(chan.documents).toEqual([
      { type: 'National ID No.', number: 'A1234563', country: 'Hong Kong', note: null },
      { type: 'Passport', number: 'K12345678', country: 'China', note: 'issued 02 Jan 2001' },
      { type: 'Passport', number: 'KJ0099', country: 'Hong Kong', note: null },
      // The telegraph code of 陳大文, for the matcher to decode.
      { type: 'Chinese Commercial Code', number: '7115 1129 2429', country: null, note: null },
    ]);
    expect(entries[3]?.documents).toEqual([
      { type: 'Vessel Registration Identification', number: 'IMO 9123456', country: null, note: null },
      { type: 'Registration Number', number: 'HRA 738077', country: 'Germany', note: 'Stuttgart' },
    ]);
  });

  it('fails whole on a truncated record, a wrong field count or a bad entity number, naming the line', () => {
    const truncated = `${SDN}\r\n90003,"LAST, Cut`;
    expect(() => parseOfacSdn(truncated)).toThrow(new ListFormatError('A quoted field is not closed', 5));
    expect(() => parseOfacSdn('12,"ONE",-0- ,"CUBA"')).toThrow(/Expected 12 fields, found 4 \(line 1\)/);
    expect(() => parseOfacSdn(SDN.replace('90002', 'X9'))).toThrow(
      /entity number is not a number \(line 4\)/,
    );
    expect(() => parseOfacSdn(SDN.replace('90002', '36'))).toThrow(/36 is listed twice \(line 4\)/);
    expect(() => parseOfacSdn(SDN.replace('vessel', 'submarine'))).toThrow(/Unknown type "submarine"/);
    expect(() => parseOfacSdn('')).toThrow(/holds no entry/);
  });
});
