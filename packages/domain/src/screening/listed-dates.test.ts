import { describe, expect, it } from 'vitest';
import { ofacDateOfBirth, unDateOfBirth } from './listed-dates.js';
import { listCountryCode, listCountryCodes } from './list-countries.js';
import { nameScript } from './listed-name.js';

describe('dates of birth as the lists write them', () => {
  it.each([
    ['07 Dec 1957', '1957-12-07', '1957-12-07'],
    ['Dec 1957', '1957-12-01', '1957-12-31'],
    ['Feb 1960', '1960-02-01', '1960-02-29'],
    ['1957', '1957-01-01', '1957-12-31'],
    ['1957.', '1957-01-01', '1957-12-31'],
    ['circa 1955', '1955-01-01', '1955-12-31'],
    ['circa 1961-1963', '1961-01-01', '1963-12-31'],
    ['circa 01 Jul 1960', '1960-07-01', '1960-07-01'],
    ['1962 to 1964', '1962-01-01', '1964-12-31'],
    ['Mar 1962 to Feb 1963', '1962-03-01', '1963-02-28'],
    ['12 Mar 1964 to 14 Mar 1964', '1964-03-12', '1964-03-14'],
  ])('OFAC "%s" is %s to %s', (text, from, to) => {
    expect(ofacDateOfBirth(text)).toEqual({ text: text.replace(/\.$/, ''), from, to });
  });

  it.each(['31 Feb 1960', '1964 to 1962', 'sometime in the 1960s', '12 Smarch 1960'])(
    'OFAC "%s" is kept as text only',
    (text) => {
      expect(ofacDateOfBirth(text)).toEqual({ text, from: null, to: null });
    },
  );

  it('reads the UN types EXACT, APPROXIMATELY, BETWEEN and a year, and skips empty placeholders', () => {
    expect(unDateOfBirth({ type: 'EXACT', date: '1964-07-17' })).toEqual({
      text: '1964-07-17',
      from: '1964-07-17',
      to: '1964-07-17',
    });
    expect(unDateOfBirth({ type: 'EXACT', year: '1984' })).toEqual({
      text: '1984',
      from: '1984-01-01',
      to: '1984-12-31',
    });
    expect(unDateOfBirth({ type: 'APPROXIMATELY', year: '1968' })).toEqual({
      text: 'approximately 1968',
      from: '1968-01-01',
      to: '1968-12-31',
    });
    expect(
      unDateOfBirth({ type: 'BETWEEN', fromYear: '1965', toYear: '1969', note: 'Approximately' }),
    ).toEqual({ text: '1965 to 1969 (Approximately)', from: '1965-01-01', to: '1969-12-31' });
    expect(unDateOfBirth({ type: 'EXACT', note: '24/06/1402 (Hijri Calendar)' })).toEqual({
      text: '24/06/1402 (Hijri Calendar)',
      from: null,
      to: null,
    });
    expect(unDateOfBirth({ type: '' })).toBeNull();
  });
});

describe('country names as the lists spell them', () => {
  it.each([
    ['Korea, North', 'PRK'],
    ["Democratic People's Republic of Korea", 'PRK'],
    ['Iran (Islamic Republic of)', 'IRN'],
    ['Iran', 'IRN'],
    ['Russian Federation', 'RUS'],
    ['Russia', 'RUS'],
    ['United Kingdom of Great Britain and Northern Ireland', 'GBR'],
    ['Burma', 'MMR'],
    ['Turkey', 'TUR'],
    ['Congo, Democratic Republic of the', 'COD'],
    ['Hong Kong', 'HKG'],
    ['china', 'CHN'],
    ['Indonesia (as at Dec. 2003)', 'IDN'],
    ['Afghan', 'AFG'],
  ])('%s is %s', (name, code) => {
    expect(listCountryCode(name)).toBe(code);
  });

  it('skips names it does not know and repeats', () => {
    expect(listCountryCode('USSR (until 1991)')).toBeUndefined();
    expect(listCountryCodes(['Russia', 'Russian Federation', 'na', 'China'])).toEqual(['RUS', 'CHN']);
  });
});

describe('the script of a listed name', () => {
  it('tells Chinese characters, Latin and other scripts apart', () => {
    expect(nameScript('阿不都·哈克')).toBe('HAN');
    expect(nameScript("KIM, Tong-Myo'ng")).toBe('LATIN');
    expect(nameScript('Jérôme Kakwavu')).toBe('LATIN');
    expect(nameScript('عبد الحق')).toBe('OTHER');
  });
});
