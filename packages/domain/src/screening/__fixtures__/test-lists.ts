import type { TListEntry, TListedDate, TListedName, TScreeningSource } from '../list-entry.js';
import {
  GOLD_CHINESE_COMPANIES,
  GOLD_CHINESE_NAMES,
  GOLD_TELEGRAPH,
  type TGoldChineseName,
} from './chinese-gold.js';
import { seededRandom, type TRandom } from './random.js';

/**
 * Two small made-up lists in the importers' shape (TListEntry), UN-like and OFAC-like, generated from
 * a seed: Arabic, Russian, Korean and Spanish names written as each list writes them (UN in capitals
 * with diacritics, OFAC 'LAST, First middle' in ASCII), spelling-variant and weak aliases, companies
 * with their legal forms, Arabic organisations, vessels, and Chinese parties from the hand-written
 * gold names (chinese-gold.ts): pinyin with a telegraph code, Hong Kong spelling with an HKID,
 * characters as the original script. Every person and company is invented.
 */

const ARABIC_GIVEN = (
  'Muhammad Ahmad Yusuf Hussein Ali Omar Khalid Ibrahim Hamza Tariq Said Abdullah Mustafa Bilal Faisal ' +
  'Jamal Nasser Walid Zayd Usama Hassan Anwar Samir Karim Adil Rashid Salim Marwan Ziyad Suleiman'
).split(' ');
const ARABIC_FAMILY = (
  'al-Masri al-Tamimi al-Harbi al-Qurashi al-Shammari al-Zahrani Barakat Hamdan Nasrallah al-Khatib ' +
  'Darwish Mansour al-Jabouri al-Obeidi Qasim Rahimi Noorzai Karimi al-Dulaimi al-Rubaie Shalabi ' +
  'al-Ansari Haddad al-Najjar Saleh al-Amri Khalifa al-Hashimi Abd al-Rahman Abd al-Karim'
)
  .replace(/Abd al-(\w+)/g, 'Abd_al-$1')
  .split(' ')
  .map((w) => w.replace('_', ' '));
const RUSSIAN_GIVEN =
  'Sergei Aleksandr Dmitriy Andrei Vladimir Igor Yevgeniy Mikhail Oleg Nikolai Pavel Viktor Yuriy Anatoliy Konstantin'.split(
    ' ',
  );
const RUSSIAN_FAMILY =
  'Ivanov Petrov Sokolov Smirnov Kuznetsov Popov Volkov Fedorov Morozov Lebedev Kozlov Novikov Pavlov Orlov Belov Zaitsev Vasiliev Egorov Makarov Gusev Titov Kovalev Belyaev Tarasov'.split(
    ' ',
  );
const RUSSIAN_PATRONYMIC =
  'Petrovich Ivanovich Sergeyevich Aleksandrovich Nikolaevich Vladimirovich Mikhailovich Viktorovich Olegovich Pavlovich'.split(
    ' ',
  );
const KOREAN_FAMILY = 'KIM RI PAK CHOE JANG HAN KANG JON YUN SIN HWANG'.split(' ');
const KOREAN_GIVEN =
  'Chol Song Yong Hyok Nam Il Jong Chun Myong Sik Ho Su Kwang Hyon Thae Un Jin Hak Gyong'.split(' ');
const SPANISH_GIVEN = 'José María Jesús Andrés Ramón Héctor Joaquín Martín Sebastián Inés'.split(' ');
const SPANISH_FAMILY =
  'Álvarez Gómez Núñez Rodríguez Hernández Pérez Muñoz Suárez Ibáñez Jiménez Benítez Sánchez'.split(' ');
const COMPANY_FIRST = (
  'Ocean Golden Pacific Nord Trans Global Eastern Petro Dragon Phoenix Harbour Asia Euro Alpha Delta ' +
  'Orient Grand United Royal Crescent Falcon Zenith Atlas Meridian Baltic Caspian Sahara Andes Volga ' +
  'Amur Neva Arctic Polar Sapphire Emerald Crystal Horizon Summit Vertex'
).split(' ');
const COMPANY_SECOND = (
  'Shipping Trading Petroleum Logistics Industrial Investment Holdings Energy Marine Technology ' +
  'Electronics Metals Chemicals Resources Aviation Engineering Commodities Finance Mining Construction'
).split(' ');
const COMPANY_FORMS = [
  'CO., LIMITED',
  'LIMITED',
  'LTD',
  'LLC',
  'COMPANY LIMITED',
  'JSC',
  'FZE',
  'GMBH',
  'S.A.',
  'INC',
  'CO., LTD.',
];
const ORGANISATION_FIRST =
  'AL-NOOR AL-AMAL AL-FURQAN AL-HIKMA AL-RAYAN AL-SALAM AL-BARAKA AL-FAJR AL-QUDS AL-MANAR'.split(' ');
const ORGANISATION_SECOND = [
  'CHARITABLE FOUNDATION',
  'BRIGADE',
  'ORGANIZATION',
  'RELIEF SOCIETY',
  'FRONT',
  'MARTYRS BATTALION',
  'EXCHANGE COMPANY',
  'ISLAMIC COMMITTEE',
];
const ARAB_NATIONALITIES = ['IRQ', 'SYR', 'YEM', 'SAU', 'EGY', 'AFG', 'PAK', 'LBY', 'JOR', 'SDN'];
const SPANISH_NATIONALITIES = ['COL', 'MEX', 'VEN', 'ESP'];

/** Spellings the lists give as aliases (the query generator has its own table). */
const ALIAS_SPELLING: Readonly<Record<string, string>> = {
  Muhammad: 'Mohammed',
  Ahmad: 'Ahmed',
  Yusuf: 'Yousef',
  Hussein: 'Husayn',
  Usama: 'Osama',
  Omar: 'Umar',
  Sergei: 'Sergey',
  Yuriy: 'Yuri',
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const upper = (s: string) => s.toLocaleUpperCase('en');
const ascii = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

function date(random: TRandom): TListedDate[] {
  const year = 1950 + random.int(40);
  const kind = random.int(3);
  if (kind === 0) {
    const day = `${year}-${pad(1 + random.int(12), 2)}-${pad(1 + random.int(28), 2)}`;
    return [{ text: day, from: day, to: day }];
  }
  if (kind === 1) return [{ text: String(year), from: `${year}-01-01`, to: `${year}-12-31` }];
  return [{ text: `${year} to ${year + 2}`, from: `${year}-01-01`, to: `${year + 2}-12-31` }];
}

interface TDraft {
  type: TListEntry['type'];
  names: TListedName[];
  nationality?: string;
  documents?: TListEntry['documents'];
  person?: boolean;
}

const name = (
  text: string,
  quality: TListedName['quality'] = 'PRIMARY',
  script: TListedName['script'] = 'LATIN',
): TListedName => ({
  name: text,
  quality,
  script,
});

function finish(list: TScreeningSource, id: number, draft: TDraft, random: TRandom): TListEntry {
  const reference =
    list === 'UN'
      ? `${draft.type === 'I' ? 'QDi' : 'QDe'}.${pad(id % 1000, 3)}`
      : random.pick(['SDGT', 'RUSSIA-EO14024', 'DPRK3', 'IRAN', 'HK-EO13936', 'SDNTK']);
  return {
    list,
    listEntryId: String(list === 'UN' ? 6900000 + id : 40000 + id),
    reference,
    type: draft.type,
    primaryName: draft.names[0]!.name,
    names: draft.names,
    datesOfBirth: draft.person ? date(random) : [],
    placesOfBirth: [],
    nationalities: draft.nationality ? [draft.nationality] : [],
    nationalityCodes: draft.nationality ? [draft.nationality] : [],
    documents: draft.documents ?? [],
    addresses: [],
    programs: list === 'OFAC' ? reference.split(', ') : [],
    listedOn: list === 'UN' ? '2015-06-01' : null,
    remarks: '',
  };
}

function arabicPerson(list: TScreeningSource, random: TRandom): TDraft {
  const parts = [
    random.pick(ARABIC_GIVEN),
    random.pick(ARABIC_GIVEN),
    ...(random.chance(0.5) ? [random.pick(ARABIC_GIVEN)] : []),
  ];
  const family = random.pick(ARABIC_FAMILY);
  const written =
    list === 'UN' ? upper([...parts, family].join(' ')) : `${upper(family)}, ${parts.join(' ')}`;
  const names = [name(written)];
  const respelt = parts.map((p) => ALIAS_SPELLING[p] ?? p);
  if (respelt.join() !== parts.join()) names.push(name(`${respelt.join(' ')} ${family}`, 'GOOD'));
  if (random.chance(0.6)) names.push(name(`Abu ${random.pick(ARABIC_GIVEN)}`, 'LOW'));
  return {
    type: 'I',
    names,
    nationality: random.pick(ARAB_NATIONALITIES),
    person: true,
    documents: [
      {
        type: 'Passport',
        number: `${String.fromCharCode(65 + random.int(26))}${pad(random.int(1e7), 7)}`,
        country: null,
        note: null,
      },
    ],
  };
}

function russianPerson(random: TRandom): TDraft {
  const family = random.pick(RUSSIAN_FAMILY);
  const given = random.pick(RUSSIAN_GIVEN);
  const names = [name(`${upper(family)}, ${given} ${random.pick(RUSSIAN_PATRONYMIC)}`)];
  if (random.chance(0.5))
    names.push(
      name(
        `${upper(family.replace(/ov$/, 'off').replace(/ev$/, 'eff'))}, ${ALIAS_SPELLING[given] ?? given}`,
        'LOW',
      ),
    );
  return { type: 'I', names, nationality: 'RUS', person: true };
}

function koreanPerson(list: TScreeningSource, random: TRandom): TDraft {
  const family = random.pick(KOREAN_FAMILY);
  const given = [random.pick(KOREAN_GIVEN), random.pick(KOREAN_GIVEN).toLowerCase()];
  const written =
    list === 'UN' ? `${family} ${upper(given.join(' '))}` : `${family}, ${given[0]} ${given[1]}`;
  return {
    type: 'I',
    names: [name(written), name(`${family} ${given.join('-')}`, 'GOOD')],
    nationality: 'PRK',
    person: true,
  };
}

function spanishPerson(random: TRandom): TDraft {
  const written = upper(
    `${random.pick(SPANISH_GIVEN)} ${random.pick(SPANISH_GIVEN)} ${random.pick(SPANISH_FAMILY)} ${random.pick(SPANISH_FAMILY)}`,
  );
  return { type: 'I', names: [name(written)], nationality: random.pick(SPANISH_NATIONALITIES), person: true };
}

/** A gold Chinese name as each list would carry it (k picks the style). */
function chinesePerson(list: TScreeningSource, gold: TGoldChineseName, k: number, random: TRandom): TDraft {
  const [pf, ...pg] = gold.pinyin;
  const [hf, ...hg] = gold.hk;
  const pinyin = `${upper(pf)}, ${pg.join('')}`;
  const hk = `${upper(hf)}, ${hg.join(' ')}`;
  if (list === 'UN')
    return {
      type: 'I',
      names: [name(upper(`${hf} ${hg.join(' ')}`)), name(gold.traditional, 'GOOD', 'HAN')],
      nationality: 'CHN',
      person: true,
    };
  const telegraph = GOLD_TELEGRAPH.find((t) => t.simplified === gold.simplified);
  if (telegraph || k % 2 === 0)
    return {
      type: 'I',
      names: [name(pinyin)],
      nationality: 'CHN',
      person: true,
      documents: telegraph
        ? [{ type: 'Chinese Commercial Code', number: telegraph.code, country: null, note: null }]
        : [],
    };
  const hkid = `${String.fromCharCode(65 + random.int(26))}${pad(random.int(1e6), 6)}(${random.int(10)})`;
  return {
    type: 'I',
    names: [name(hk), name(`${title(pf)} ${pg.join('')}`, 'LOW')],
    nationality: 'CHN',
    person: true,
    documents: [{ type: 'Hong Kong ID No.', number: hkid, country: 'Hong Kong', note: null }],
  };
}

/** The UN-like and OFAC-like fixture lists, the same for the same seed. */
export function buildTestLists(seed = 20): { un: TListEntry[]; ofac: TListEntry[] } {
  const random = seededRandom(seed);
  const companies = COMPANY_FIRST.flatMap((a) => COMPANY_SECOND.map((b) => `${a} ${b}`));
  const takeCompany = () => upper(companies.splice(random.int(companies.length), 1)[0]!);
  const drafts: Record<TScreeningSource, TDraft[]> = { UN: [], OFAC: [] };
  for (let i = 0; i < 70; i += 1) drafts.UN.push(arabicPerson('UN', random));
  for (let i = 0; i < 60; i += 1) drafts.OFAC.push(arabicPerson('OFAC', random));
  for (let i = 0; i < 70; i += 1) drafts.OFAC.push(russianPerson(random));
  for (let i = 0; i < 30; i += 1) drafts.UN.push(koreanPerson('UN', random));
  for (let i = 0; i < 30; i += 1) drafts.OFAC.push(koreanPerson('OFAC', random));
  for (let i = 0; i < 15; i += 1) drafts.UN.push(spanishPerson(random));
  GOLD_CHINESE_NAMES.forEach((gold, k) =>
    drafts[k % 3 === 2 ? 'UN' : 'OFAC'].push(chinesePerson(k % 3 === 2 ? 'UN' : 'OFAC', gold, k, random)),
  );
  for (let i = 0; i < 30; i += 1)
    drafts.UN.push({
      type: 'C',
      names: [name(`${random.pick(ORGANISATION_FIRST)} ${random.pick(ORGANISATION_SECOND)}`)],
    });
  for (let i = 0; i < 20; i += 1)
    drafts.UN.push({ type: 'C', names: [name(`${takeCompany()} ${random.pick(COMPANY_FORMS)}`)] });
  for (let i = 0; i < 90; i += 1)
    drafts.OFAC.push({ type: 'C', names: [name(`${takeCompany()} ${random.pick(COMPANY_FORMS)}`)] });
  for (let i = 0; i < 20; i += 1)
    drafts.OFAC.push({
      type: 'C',
      names: [name(`OOO ${takeCompany()}`), name(`${takeCompany()} LLC`, 'LOW')],
    });
  for (let i = 0; i < 30; i += 1)
    drafts.OFAC.push({
      type: 'V',
      names: [
        name(
          `${upper(random.pick(COMPANY_FIRST))} ${random.pick(['STAR', 'GLORY', 'SPIRIT', 'PRIDE', 'HOPE'])}`,
        ),
      ],
    });
  GOLD_CHINESE_COMPANIES.forEach((c, k) =>
    drafts[k % 2 === 0 ? 'OFAC' : 'UN'].push({
      type: 'C',
      names: [name(c.english), name(`${c.traditional}有限公司`, 'GOOD', 'HAN')],
    }),
  );
  const make = (list: TScreeningSource) => drafts[list].map((d, i) => finish(list, i + 1, d, random));
  const un = make('UN');
  // OFAC writes ASCII only (research §1.2).
  const ofac = make('OFAC').map((e) => ({
    ...e,
    names: e.names.map((n) => (n.script === 'HAN' ? n : { ...n, name: ascii(n.name) })),
  }));
  return { un, ofac: ofac.map((e) => ({ ...e, primaryName: e.names[0]!.name })) };
}
