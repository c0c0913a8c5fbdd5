/**
 * What OFAC writes in an SDN record's Remarks (research §1.2): weak aliases ("a.k.a. 'AL-HAQ, 'Abd'",
 * apostrophes inside kept), dates and places of birth, nationalities and citizenships, identity and
 * registration numbers ("Passport K12345678 (China) issued 2001"), each of them also as "alt. …".
 * Parts are separated by '; ' and the Remarks end in '.'.
 */

export type TAliasKind = 'AKA' | 'FKA' | 'NKA';

export interface TOfacDocument {
  type: string;
  number: string;
  country: string | null;
  /** "issued 14 Dec 2005", a place in brackets, … */
  note: string | null;
}

export interface TOfacRemarks {
  /** Aliases written in the Remarks: weak ones by OFAC's own account (stored with quality LOW). */
  aliases: { name: string; kind: TAliasKind }[];
  /** As written: "07 Dec 1957", "circa 1955", "1962 to 1964". */
  datesOfBirth: string[];
  placesOfBirth: string[];
  nationalities: string[];
  documents: TOfacDocument[];
}

/**
 * The identity and registration numbers kept as documents (the labels of the 2024 snapshot), the
 * longest first so "Diplomatic Passport" wins over "Passport". A Chinese name's telegraph code
 * ("Chinese Commercial Code 1728 4320") is kept the same way: the matcher decodes it to characters.
 */
const DOCUMENT_LABELS = [
  'Passport',
  'Diplomatic Passport',
  'National ID No.',
  'Identification Number',
  'Personal ID Card',
  'Tazkira National ID Card',
  'Refugee ID Card',
  'Stateless Person ID Card',
  'National Foreign ID Number',
  'Turkish Identification Number',
  "Citizen's Card Number",
  'Residency Number',
  'Birth Certificate Number',
  "Driver's License No.",
  'Electoral Registry No.',
  'Credencial electoral',
  'Cartilla de Servicio Militar Nacional',
  'Numero de Identidad',
  'Italian Fiscal Code',
  'Hong Kong ID No.',
  'Cedula No.',
  'Tax ID No.',
  'C.U.R.P.',
  'R.F.C.',
  'RFC',
  'D.N.I.',
  'C.U.I.',
  'C.U.I.T.',
  'I.F.E.',
  'SSN',
  'NIT #',
  'RUC #',
  'RIF #',
  'Chinese Commercial Code',
  'Registration Number',
  'Registration ID',
  'Business Registration Number',
  'Business Registration Document #',
  'Business Number',
  'Commercial Registry Number',
  'Company Number',
  'UK Company Number',
  'Certificate of Incorporation Number',
  'Unified Social Credit Code (USCC)',
  'Legal Entity Number',
  'Government Gazette Number',
  'Public Registration Number',
  'Enterprise Number',
  'Branch Unit Number',
  'V.A.T. Number',
  'C.R. No.',
  'Economic Register Number (CBLS)',
  'Trade License No.',
  'Chamber of Commerce Number',
  'Central Registration System Number',
  'Istanbul Chamber of Comm. No.',
  'Dubai Chamber of Commerce Membership No.',
  'Folio Mercantil No.',
  'Matricula Mercantil No',
  'D-U-N-S Number',
  'US FEIN',
  'Registered Charity No.',
  'Permit Number',
  'LE Number',
  'Vessel Registration Identification',
  'MMSI',
  'Aircraft Tail Number',
].sort((a, b) => b.length - a.length);

const ALIAS = /^([afn])\.k\.a\.,?\s+'(.*)'$/i;
const KIND: Readonly<Record<string, TAliasKind>> = { a: 'AKA', f: 'FKA', n: 'NKA' };

/** The Remarks split into their parts ('; ' between parts, a final '.' dropped). */
function remarkParts(remarks: string): string[] {
  return remarks
    .replace(/\.\s*$/, '')
    .split(/;\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** "K12345678 (China) issued 2001" → number, country and what else is said about it. */
function readDocument(type: string, rest: string): TOfacDocument | null {
  const notes: string[] = [];
  let text = rest.trim();
  const dated = /(?:^|\s+)((?:issued|expires)\b.*)$/i.exec(text);
  if (dated) {
    notes.push(dated[1]!.trim());
    text = text.slice(0, dated.index).trim();
  }
  // Brackets after a space: places and the issuing country, the country last ("HRA 738077 (Stuttgart)
  // (Germany)"); a bracket joined to the number is part of it (HKID "D489833(9)").
  const groups: string[] = [];
  for (let m = /\s+\(([^()]*)\)$/.exec(text); m; m = /\s+\(([^()]*)\)$/.exec(text)) {
    groups.unshift(m[1]!.trim());
    text = text.slice(0, m.index).trim();
  }
  const country = groups.pop() ?? null;
  if (!text) return null;
  return { type, number: text, country, note: [...groups, ...notes].join('; ') || null };
}

/** Reads the parts of an SDN record's Remarks; what it does not know stays only in the text. */
export function readOfacRemarks(remarks: string): TOfacRemarks {
  const read: TOfacRemarks = {
    aliases: [],
    datesOfBirth: [],
    placesOfBirth: [],
    nationalities: [],
    documents: [],
  };
  for (const whole of remarkParts(remarks)) {
    const alias = ALIAS.exec(whole);
    if (alias) {
      const name = alias[2]!.replace(/\s+/g, ' ').trim();
      if (name) read.aliases.push({ name, kind: KIND[alias[1]!.toLowerCase()]! });
      continue;
    }
    // "alt. DOB 1960", "alt. Passport …": a second value of the same kind.
    const part = whole.replace(/^alt\.\s+/i, '');
    // A vessel's or company's "Nationality of Registration" is its country, as a person's nationality.
    const [, label = '', value = ''] =
      /^(DOB|POB|nationality|citizen)\s+(?:of Registration\s+)?(.*)$/i.exec(part) ?? [];
    if (label) {
      const values =
        label.toUpperCase() === 'DOB'
          ? read.datesOfBirth
          : label.toUpperCase() === 'POB'
            ? read.placesOfBirth
            : read.nationalities;
      if (value.trim()) values.push(value.trim());
      continue;
    }
    const type = DOCUMENT_LABELS.find((l) => part.startsWith(`${l} `));
    const document = type ? readDocument(type, part.slice(type.length)) : null;
    if (document) read.documents.push(document);
  }
  return read;
}
