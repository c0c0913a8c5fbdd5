import { describe, expect, it } from 'vitest';
import { ListFormatError } from '@portal/domain';
import { ADD_CSV, ALT_CSV, COMMENTS_CSV, listFile, SDN_CSV, UN_XML } from '../../test/list-files-kit.js';
import { readListFiles } from './list-files.js';

describe('reading an import’s files, told apart by content', () => {
  it('reads the UN XML and an OFAC publication whatever the files are called, in any order', () => {
    const lists = readListFiles([
      listFile('extra.txt', COMMENTS_CSV),
      listFile('b.csv', ADD_CSV),
      listFile('download(3).xml', UN_XML),
      listFile('a.csv', ALT_CSV),
      listFile('names.csv', SDN_CSV),
    ]);
    expect(lists.map((l) => [l.list, l.entries.length, l.files.map((f) => [f.name, f.kind])])).toEqual([
      ['UN', 3, [['download(3).xml', 'UN']]],
      [
        'OFAC',
        4,
        [
          ['names.csv', 'SDN'],
          ['a.csv', 'ALT'],
          ['b.csv', 'ADD'],
          ['extra.txt', 'COMMENTS'],
        ],
      ],
    ]);
    const kim = lists[1]!.entries.find((e) => e.listEntryId === '501')!;
    expect(kim.names.map((n) => [n.name, n.quality])).toEqual([
      ['KIM, Chong-Il', 'PRIMARY'],
      ['KIM, Jong Il', 'GOOD'],
      ["O'NEIL, Kim", 'LOW'],
    ]);
    expect(kim.remarks).toMatch(/a\.k\.a\. 'O'NEIL, Kim'; Gender Male\.$/);
    expect(lists[1]!.entries.find((e) => e.listEntryId === '36')?.addresses).toEqual(['Havana, Cuba']);
  });

  it('gives the same files the same checksum, whatever their names and order, and other files another', () => {
    const one = readListFiles([listFile('sdn.csv', SDN_CSV), listFile('alt.csv', ALT_CSV)])[0]!;
    const again = readListFiles([listFile('x', ALT_CSV), listFile('y', SDN_CSV)])[0]!;
    const without = readListFiles([listFile('sdn.csv', SDN_CSV)])[0]!;
    expect(again.sha256).toBe(one.sha256);
    expect(without.sha256).not.toBe(one.sha256);
    expect(one.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads Windows-1252 bytes when the file is not UTF-8, and UTF-8 with a byte-order mark', () => {
    const cp1252 = Buffer.from(
      '90010,"MU\xd1OZ, Jos\xe9 \x93Pepe\x94","individual","SDNTK",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n',
      'latin1',
    );
    const [ofac] = readListFiles([listFile('sdn.csv', cp1252)]);
    expect(ofac?.entries[0]?.primaryName).toBe('MUÑOZ, José “Pepe”');
    const [un] = readListFiles([listFile('un.xml', `\ufeff${UN_XML}`)]);
    expect(un?.entries[2]?.names.at(-1)?.name).toBe('港龍船務有限公司');
  });

  it.each([
    [
      'a companion file without its sdn.csv',
      [listFile('alt.csv', ALT_CSV)],
      'alt.csv needs the sdn.csv of the same publication',
    ],
    [
      'two sdn.csv',
      [listFile('one.csv', SDN_CSV), listFile('two.csv', SDN_CSV)],
      'one.csv and two.csv are both SDN files',
    ],
    [
      'a CSV that is no list',
      [listFile('people.csv', 'name,email\r\nTai Man,tm@example.com\r\n')],
      'people.csv: Not a list file this portal reads',
    ],
    [
      'another XML',
      [listFile('feed.xml', '<?xml version="1.0"?><rss/>')],
      'feed.xml: An XML file whose root is rss',
    ],
    [
      'a binary file',
      [listFile('photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))],
      'photo.png: A binary file',
    ],
    ['an empty file', [listFile('empty.csv', '\u001a')], 'empty.csv: The file is empty'],
    [
      'an alias of an entity sdn.csv lacks',
      [listFile('sdn.csv', SDN_CSV), listFile('alt.csv', '999,1,"aka","STRAY",-0- \r\n')],
      'alt.csv: Entity number 999 is not in sdn.csv (the files are not of the same publication) (line 1)',
    ],
    [
      'a truncated sdn.csv',
      [listFile('sdn.csv', SDN_CSV.slice(0, SDN_CSV.indexOf('503') + 8))],
      'sdn.csv: A quoted field is not closed (line 3)',
    ],
    [
      'a record with a wrong field count',
      [listFile('sdn.csv', `${SDN_CSV.slice(0, -3)}\r\n506,"LEE, Ka",individual,"HK-EO13936"\r\n`)],
      'sdn.csv: Expected 12 fields, found 4 (line 5)',
    ],
    [
      'a truncated UN file',
      [listFile('un.xml', UN_XML.slice(0, 1500))],
      'un.xml: The XML ends before it is complete',
    ],
  ])('refuses %s', (_what, files, message) => {
    expect(() => readListFiles(files)).toThrow(ListFormatError);
    expect(() => readListFiles(files)).toThrow(message);
  });
});
