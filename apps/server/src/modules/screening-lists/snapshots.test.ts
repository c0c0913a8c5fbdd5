import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readListFiles } from './list-files.js';

// The real snapshots beside the repository (../shared/reference/sanctions), when this machine has
// them: the importer must read them whole and find what research §1 counted. Skipped elsewhere.
const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/reference/sanctions',
);
const UN = path.join(dir, 'un-consolidated-2020-11-30.xml');
const OFAC = path.join(dir, 'ofac-sdn-2024-05-03.csv');
const present = fs.existsSync(UN) && fs.existsSync(OFAC);

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

describe.skipIf(!present)('the real list snapshots (research §1)', () => {
  it('reads the UN Consolidated List of 2020-11-30: 713 individuals, 305 entities', () => {
    const [un] = readListFiles([{ name: 'un.xml', bytes: fs.readFileSync(UN) }]);
    expect([un?.list, un?.publishedDate]).toEqual(['UN', '2020-11-30']);
    expect(countBy(un!.entries, (e) => e.type)).toEqual({ I: 713, C: 305 });
    const aliases = un!.entries.flatMap((e) => e.names.filter((n) => n.quality !== 'PRIMARY'));
    // 2,112 individual and 566 entity aliases and 408 original-script names, less repeats of a name.
    expect(aliases.length).toBeGreaterThan(2_900);
    expect(aliases.length).toBeLessThanOrEqual(2_112 + 566 + 408);
    expect(aliases.filter((n) => n.kind === 'FKA')).toHaveLength(14);
    expect(aliases.filter((n) => n.script === 'HAN').map((n) => n.name)).toContain('阿不都·哈克');
    expect(un!.entries.find((e) => e.reference === 'QDi.001')).toBeDefined();
  });

  it('reads the OFAC SDN list of 2024-05-03: 14,965 entries, their types, weak aliases and telegraph codes', () => {
    const [ofac] = readListFiles([{ name: 'sdn.csv', bytes: fs.readFileSync(OFAC) }]);
    expect(ofac?.entries).toHaveLength(14_965);
    expect(countBy(ofac!.entries, (e) => e.type)).toEqual({ I: 6_854, C: 6_884, V: 851, A: 376 });
    const weak = ofac!.entries.flatMap((e) => e.names.filter((n) => n.quality === 'LOW'));
    // 3,578 a.k.a., 87 f.k.a. and 1 n.k.a. in the Remarks, less repeats and the few cut at 1,000 characters.
    expect(weak.length).toBeGreaterThan(3_600);
    expect(weak.length).toBeLessThanOrEqual(3_666);
    const codes = ofac!.entries.flatMap((e) =>
      e.documents.filter((d) => d.type === 'Chinese Commercial Code'),
    );
    expect(codes).toHaveLength(12);
    const lee = ofac!.entries.find((e) => e.primaryName === 'LEE, John Ka-chiu');
    expect(lee?.programs).toContain('HK-EO13936');
    expect(lee?.names.map((n) => [n.name, n.quality])).toContainEqual(['LI, Jiachao', 'LOW']);
    // Every date of birth of the snapshot is one of the forms the importer reads.
    expect(ofac!.entries.flatMap((e) => e.datesOfBirth).filter((d) => !d.from)).toEqual([]);
  });
});
