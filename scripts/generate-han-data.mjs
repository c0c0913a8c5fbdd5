#!/usr/bin/env node
// One-off generator for packages/domain/src/screening/romanise/data/unihan-data.ts, the per-character
// data of name screening's Chinese romanisation (issue 20). The output is committed; nothing runs this at
// build or test time. Run it again only to move to a newer Unihan:
//   cd /tmp && apt-get download unicode-data && dpkg -x unicode-data_*.deb /tmp/ud
//   node scripts/generate-han-data.mjs /tmp/ud/usr/share/unicode
// The folder holds Unihan_{Readings,Variants,OtherMappings}.txt, plain or .bz2 (read with bzip2 -dc).
//
// What is kept, for the characters a Hong Kong or mainland name can be typed in (Big5, GB 2312,
// GB 12345, HKSCS, or a telegraph code) that have a Cantonese or Mandarin reading:
//   - Cantonese: kCantonese (Jyutping; Unihan 15 has one reading per character);
//   - Mandarin: kMandarin first, then the readings of the frequency list (kHanyuPinlu) and of the two
//     modern dictionaries (kXHC1983, kTGHZ2013); kHanyuPinyin (Hanyu Da Zidian, full of classical
//     readings) only for characters those do not cover;
//   - a simplified character also gets the readings of the traditional characters it stands for
//     (干 for 乾 and 幹), since a name typed in simplified does not say which was meant;
//   - tones dropped, ü written v;
//   - the fold to one written form (simplified, GB 2312), through kSimplifiedVariant, and for the
//     Hong Kong and Taiwan variant forms without one (峯, 綫, 啓) through kZVariant, a kSemanticVariant
//     that Unihan marks as the same Hong Kong glyph (kHKGlyph), or the short table below;
//   - mainland and Taiwan telegraph codes (kMainlandTelegraph, kTaiwanTelegraph).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = process.argv[2] ?? '/tmp/ud/usr/share/unicode';
const TARGET = fileURLToPath(
  new URL('../packages/domain/src/screening/romanise/data/unihan-data.ts', import.meta.url),
);

// Variant forms common in Hong Kong names and signs that Unihan links to their standard form only by a
// semantic variant from a dictionary (kLau, kMatthews), which is too loose to follow in general (三 → 叁).
const HK_FORMS = { 啓: '啟', 衞: '衛', 衆: '眾', 鷄: '雞', 麪: '麵', 滙: '匯', 録: '錄', 峯: '峰', 羣: '群' };

function readUnihan(name) {
  const plain = `${SOURCE}/Unihan_${name}.txt`;
  if (existsSync(plain)) return readFileSync(plain, 'utf8');
  return execFileSync('bzip2', ['-dc', `${plain}.bz2`], { encoding: 'utf8', maxBuffer: 1 << 26 });
}

const FIELDS = new Set([
  'kCantonese',
  'kMandarin',
  'kHanyuPinlu',
  'kXHC1983',
  'kTGHZ2013',
  'kHanyuPinyin',
  'kSimplifiedVariant',
  'kTraditionalVariant',
  'kZVariant',
  'kSemanticVariant',
  'kMainlandTelegraph',
  'kTaiwanTelegraph',
  'kBigFive',
  'kGB0',
  'kGB1',
  'kHKSCS',
]);
/** @type {Map<string, Record<string, string>>} */
const unihan = new Map();
let version = '';
for (const file of ['Readings', 'Variants', 'OtherMappings']) {
  for (const line of readUnihan(file).split('\n')) {
    if (line.startsWith('# Unicode version:')) version = line.slice(18).trim();
    if (!line.startsWith('U+')) continue;
    const [cp, field, value] = line.split('\t');
    if (!FIELDS.has(field)) continue;
    const char = String.fromCodePoint(parseInt(cp.slice(2), 16));
    if (!unihan.has(char)) unihan.set(char, {});
    unihan.get(char)[field] = value;
  }
}
if (!version) throw new Error(`no Unicode version line in ${SOURCE}`);

const at = (char) => unihan.get(char) ?? {};
/** 'U+5F20 U+5F35<kLau' → ['张', '張'] */
const chars = (value) =>
  (value ?? '')
    .split(' ')
    .filter((v) => v.startsWith('U+'))
    .map((v) => String.fromCodePoint(parseInt(v.slice(2).split('<')[0], 16)));

/** A pinyin reading without tone, ü as v; null for the interjections that are no syllable (ń, hm). */
function tonelessPinyin(reading) {
  const plain = reading
    .normalize('NFD')
    .replace(/u\u0308/g, 'v')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  return /^[a-z]+$/.test(plain) && !/^(m|n|ng|hm|hng)$/.test(plain) ? plain : null;
}

function ownMandarin(char) {
  const u = at(char);
  const list = [];
  list.push(...(u.kMandarin ?? '').split(' '));
  // 'xíng(2943) háng(218)': in the order of frequency.
  list.push(...(u.kHanyuPinlu ?? '').split(' ').map((r) => r.split('(')[0]));
  const modern = [u.kXHC1983, u.kTGHZ2013].filter(Boolean).join(' ');
  const dictionary = modern || u.kHanyuPinyin || '';
  // '0110.090:céng 1446.020:zēng' or '21521.030:zēng,céng'
  for (const entry of dictionary.split(' ')) list.push(...(entry.split(':')[1] ?? '').split(','));
  return list.filter(Boolean).map(tonelessPinyin).filter(Boolean);
}

const ownCantonese = (char) =>
  (at(char).kCantonese ?? '')
    .split(' ')
    .filter(Boolean)
    .map((r) => r.replace(/\d/g, ''));

const unique = (list) => [...new Set(list)];
/** A character's own readings, then those of the traditional characters it is the simplified form of. */
function readings(own, char) {
  const traditional = chars(at(char).kTraditionalVariant).filter((t) => t !== char);
  return unique([...own(char), ...traditional.flatMap((t) => own(t))]);
}

const inGb2312 = (char) => 'kGB0' in at(char);
function fold(char, depth = 0) {
  if (inGb2312(char)) return char;
  const simplified = chars(at(char).kSimplifiedVariant).filter((s) => s !== char);
  const standard = simplified.find(inGb2312);
  if (standard) return standard;
  if (depth < 2) {
    const u = at(char);
    const same = [
      ...(HK_FORMS[char] ? [HK_FORMS[char]] : []),
      ...chars(u.kZVariant),
      ...(u.kSemanticVariant ?? '')
        .split(' ')
        .filter((v) => v.includes('kHKGlyph'))
        .flatMap((v) => chars(v)),
    ].filter((t) => t !== char);
    for (const target of same) {
      const folded = fold(target, depth + 1);
      if (inGb2312(folded)) return folded;
    }
  }
  return simplified[0] ?? char;
}

const inNameSets = (u) =>
  'kBigFive' in u ||
  'kGB0' in u ||
  'kGB1' in u ||
  'kHKSCS' in u ||
  'kMainlandTelegraph' in u ||
  'kTaiwanTelegraph' in u;

const lines = [];
const folds = [];
for (const [char, u] of [...unihan].sort(([a], [b]) => a.codePointAt(0) - b.codePointAt(0))) {
  if (!inNameSets(u)) continue;
  const yue = readings(ownCantonese, char);
  const cmn = readings(ownMandarin, char);
  if (yue.length === 0 && cmn.length === 0) continue;
  lines.push(`${char}${yue.join(' ')}|${cmn.join(' ')}`);
  const folded = fold(char);
  if (folded !== char) folds.push(char + folded);
}

/** Every code 0000-9999, 100 a line, the character at the code's place ('.' where none). */
function telegraphTable(field) {
  const table = Array(10_000).fill('.');
  for (const [char, u] of unihan) {
    // A few characters have two codes ('1057 7775'); no code has two characters.
    for (const code of (u[field] ?? '').split(' ').filter(Boolean)) {
      if (table[Number(code)] !== '.') throw new Error(`${field} ${code} twice`);
      table[Number(code)] = char;
    }
  }
  // 100 codes a line, so a code's line and column can be read off.
  return Array.from({ length: 100 }, (_, i) => table.slice(i * 100, i * 100 + 100).join('')).join('\n');
}

const source = `// Generated by scripts/generate-han-data.mjs from Unihan ${version}: do not edit.
//
// NOTICE: derived from the Unicode Character Database (Unihan), © 1991-2022 Unicode, Inc., under the
// Unicode, Inc. License Agreement for Data Files and Software (https://www.unicode.org/terms_of_use.html),
// whose notice is in ./UNICODE-LICENSE.txt beside this file. Modified: fields selected, tones dropped,
// readings of variant characters merged, as scripts/generate-han-data.mjs describes.

/**
 * ${lines.length} characters, one a line: the character, its Cantonese readings (Jyutping), '|', its
 * Mandarin readings (pinyin, ü as v); toneless, the commonest first.
 */
export const READINGS = \`
${lines.join('\n')}
\`;

/** ${folds.length} pairs: a character, then the one written form (simplified) it folds to. */
export const FOLDS = '${folds.join('')}';

/**
 * Mainland telegraph codes: 100 lines of 100 characters (code points, a few outside the BMP), the
 * character of code NNMM at line NN, place MM ('.' where the code has none).
 */
export const MAINLAND_TELEGRAPH = \`
${telegraphTable('kMainlandTelegraph')}
\`;

/** Taiwan (and Hong Kong) telegraph codes, traditional characters, laid out as the mainland's. */
export const TAIWAN_TELEGRAPH = \`
${telegraphTable('kTaiwanTelegraph')}
\`;
`;
writeFileSync(TARGET, source);
console.log(
  `wrote ${lines.length} characters and ${folds.length} folds to ${TARGET} (${source.length} chars)`,
);
