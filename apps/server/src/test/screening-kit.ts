import { LEGAL_TEXTS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { caller } from './case-kit.js';

/**
 * Small sanctions lists in the published formats, made up for the tests (the real snapshots live in
 * ../shared and are never copied): a UN Consolidated List XML and an OFAC sdn.csv.
 */

export interface TUnParty {
  dataId: string;
  reference: string;
  /** FIRST_NAME … FOURTH_NAME (an entity: its whole name in the first). */
  names: string[];
  aliases?: { quality: string; name: string }[];
  dateOfBirth?: string;
  nationality?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NAME_TAGS = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'];

function unParty(p: TUnParty, kind: 'INDIVIDUAL' | 'ENTITY'): string {
  const names = p.names.map((n, i) => `<${NAME_TAGS[i]}>${esc(n)}</${NAME_TAGS[i]}>`).join('');
  const aliases = (p.aliases ?? [])
    .map(
      (a) =>
        `<${kind}_ALIAS><QUALITY>${esc(a.quality)}</QUALITY><ALIAS_NAME>${esc(a.name)}</ALIAS_NAME></${kind}_ALIAS>`,
    )
    .join('');
  const dob = p.dateOfBirth
    ? `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>${p.dateOfBirth}</DATE></INDIVIDUAL_DATE_OF_BIRTH>`
    : '';
  const nationality = p.nationality ? `<NATIONALITY><VALUE>${esc(p.nationality)}</VALUE></NATIONALITY>` : '';
  return `<${kind}><DATAID>${p.dataId}</DATAID><VERSIONNUM>1</VERSIONNUM>${names}<UN_LIST_TYPE>Test</UN_LIST_TYPE><REFERENCE_NUMBER>${p.reference}</REFERENCE_NUMBER><LISTED_ON>2021-05-01</LISTED_ON><COMMENTS1>Made up for tests.</COMMENTS1>${nationality}<LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>${aliases}${dob}</${kind}>`;
}

/** A UN Consolidated List of these parties, generated on the given day. */
export function unListXml(individuals: TUnParty[], entities: TUnParty[], generated = '2026-11-20'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="${generated}T00:00:00.000-05:00">
<INDIVIDUALS>${individuals.map((p) => unParty(p, 'INDIVIDUAL')).join('\n')}</INDIVIDUALS>
<ENTITIES>${entities.map((p) => unParty(p, 'ENTITY')).join('\n')}</ENTITIES>
</CONSOLIDATED_LIST>`;
}

export interface TOfacRow {
  entNum: number;
  name: string;
  type: 'individual' | '-0- ';
  program: string;
  remarks?: string;
}

/** An OFAC sdn.csv of these rows: twelve fields, '-0- ' for empty, CR LF, Ctrl-Z at the end. */
export function ofacSdnCsv(rows: TOfacRow[]): string {
  const empty = '-0- ';
  const quoted = (s: string) => (s === empty ? s : `"${s}"`);
  return (
    rows
      .map((r) =>
        [
          String(r.entNum),
          quoted(r.name),
          quoted(r.type),
          quoted(r.program),
          ...Array.from({ length: 7 }, () => empty),
          r.remarks ? quoted(r.remarks) : empty,
        ].join(','),
      )
      .join('\r\n') + '\r\n\x1a'
  );
}

/** A listed person no test names: a later list version that changes nothing for them. */
export const ANOTHER_PARTY: TUnParty = {
  dataId: '990002',
  reference: 'QDi.902',
  names: ['OMAR', 'FARUQ', 'BAKR'],
};

/** The test lists: a listed Hong Kong holding company, a listed person named like a case's owner. */
export const TEST_UN_XML = unListXml(
  [
    {
      dataId: '990001',
      reference: 'QDi.901',
      names: ['YUSUF', 'ABDUL RAHMAN', 'AL-HADDAD'],
      aliases: [{ quality: 'Good', name: 'Abu Yusuf al-Yamani' }],
      dateOfBirth: '1970-03-15',
      nationality: 'Yemen',
    },
  ],
  [
    {
      dataId: '990101',
      reference: 'KPe.990',
      names: ['KOWLOON HOLDINGS CO., LTD.'],
      aliases: [{ quality: 'a.k.a.', name: 'Kowloon Harbour Holdings' }],
    },
  ],
);
export const TEST_OFAC_CSV = ofacSdnCsv([
  {
    entNum: 90001,
    name: 'HO, Mei-ling',
    type: 'individual',
    program: 'HK-EO13936',
    remarks: "DOB 12 Mar 1968; POB Hong Kong; nationality China; a.k.a. 'HO, May Ling'.",
  },
  { entNum: 90002, name: 'NORTHERN STAR SHIPPING LLC', type: '-0- ', program: 'SDGT' },
]);

/** Loads lists through the SMOOOTH upload, as the operator would. */
export async function uploadLists(
  app: FastifyInstance,
  smooothToken: string,
  files: { name: string; text: string }[],
) {
  const boundary = `----screening${Date.now()}`;
  const body = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(f.text, 'utf8'),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/screening/lists',
    headers: {
      authorization: `Bearer ${smooothToken}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
}

/** The caller accepts the name-search terms (once per user and version). */
export async function acceptNameSearchTerms(app: FastifyInstance, token: string): Promise<void> {
  const answer = await caller(app)('POST', '/api/legal/acceptances', token, {
    text: 'NAME_SEARCH_TERMS',
    version: LEGAL_TEXTS.NAME_SEARCH_TERMS.version,
  });
  if (answer.statusCode !== 201) throw new Error(`terms not accepted: ${answer.body}`);
}
