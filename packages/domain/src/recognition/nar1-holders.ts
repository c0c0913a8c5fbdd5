import { editBudget, editDistance, hasPhrase, latinWords } from './fuzzy-match.js';
import type { FieldCollector } from './field-collector.js';
import type { TTableRow } from './nar1-layout.js';
import { digitsOf, readCount } from './nar1-values.js';
import { parseAddressText } from './parse-address.js';
import type { TTextLine } from './types.js';

/**
 * The people and companies an NAR1 names: its company secretary and directors tables (name in both
 * languages, correspondence address, partial identity number or company number and TCSP licence)
 * and its Schedule 1 of members (name, address, shares held). Someone named in several places is one
 * holder with each role; a holder identified by a company number, or named like a company, is a
 * body corporate (holder type C), anyone else an individual.
 */

type TRole = 'isComSec' | 'isDirector' | 'isShareHolder';
type TAddressPath = 'corrAddress' | 'resAddress' | 'regAddress';

interface THolderRead {
  english: string;
  chinese: string;
  type: 'I' | 'C';
  nameLines: TTextLine[];
  roles: Map<TRole, TTextLine[]>;
  identification?: { text: string; lines: TTextLine[] };
  addresses: Array<{ path: TAddressPath; text: string; lines: TTextLine[] }>;
  shares?: { text: string; lines: TTextLine[] };
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const COMPANY_WORDS =
  /\b(limited|ltd|inc|incorporated|corp|corporation|company|co|llc|plc|gmbh|pte|bhd|holdings|s\.?a|b\.?v|ag|n\.?v)\.?$/i;
const textOf = (lines: TTextLine[]) =>
  lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
const isEmpty = (text: string) => !text || /^[—–-]+$/.test(text);

/** A surname printed in capitals (CHAN) as a name is written (Chan, Au-Yeung, O'Brien). */
function surname(printed: string): string {
  // In a surname printed in capitals, OCR's lower-case l and o are I and O (CHol is CHOI).
  const text =
    /[A-Z]{2}/.test(printed) && /^[A-Zlo' -]+$/.test(printed)
      ? printed.replace(/l/g, 'I').replace(/o/g, 'O')
      : printed;
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'’-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function nameOf(lines: TTextLine[]) {
  const english = textOf(lines.filter((l) => !CJK.test(l.text)));
  const chinese = lines
    .filter((l) => CJK.test(l.text))
    .map((l) => l.text.replace(/\s+/g, ''))
    .join('');
  return { english, chinese };
}

function isCorporateName(english: string, chinese: string): boolean {
  if (english.includes(',')) return false;
  return COMPANY_WORDS.test(english.trim()) || /公司$|集團$/.test(chinese);
}

/**
 * The same name in two tables: English the same (or a misread or two apart, when the Chinese does
 * not disagree), or, without English, the same Chinese. Names of one firm's companies differ in a
 * word only (Evergrow / Everfaith Investment Holdings), so the allowance stays small.
 */
function sameHolder(a: THolderRead, english: string, chinese: string): boolean {
  const keyA = latinWords(a.english).replace(/ /g, '');
  const keyB = latinWords(english).replace(/ /g, '');
  const chineseClose =
    !a.chinese || !chinese || editDistance(a.chinese, chinese, 1) <= (chinese.length >= 4 ? 1 : 0);
  if (keyA && keyB) {
    const distance = editDistance(keyA, keyB, 2);
    return distance === 0 || (distance <= Math.min(2, editBudget(keyA.length)) && chineseClose);
  }
  return !keyA && !keyB && Boolean(chinese) && a.chinese === chinese;
}

/** Gathers the holders of the three tables, merging the same name across them. */
export class HolderReader {
  private readonly holders: THolderRead[] = [];

  private find(nameLines: TTextLine[]): THolderRead | null {
    const { english, chinese } = nameOf(nameLines);
    if (isEmpty(english) && isEmpty(chinese)) return null;
    let holder = this.holders.find((h) => sameHolder(h, english, chinese));
    if (!holder) {
      holder = {
        english,
        chinese,
        type: isCorporateName(english, chinese) ? 'C' : 'I',
        nameLines,
        roles: new Map(),
        addresses: [],
      };
      this.holders.push(holder);
    }
    return holder;
  }

  /** A row of the company secretary or directors table: name, correspondence address, identification. */
  addOfficer(row: TTableRow, role: 'isComSec' | 'isDirector'): void {
    const [name = [], address = [], identification = []] = row;
    const holder = this.find(name);
    if (!holder) return;
    holder.roles.set(role, name);
    const id = textOf(identification);
    if (!isEmpty(id) && !holder.identification) {
      holder.identification = { text: id, lines: identification };
      if (hasPhrase(id, 'company no') || /tcsp/i.test(id)) holder.type = 'C';
    }
    this.addAddress(holder, address, holder.type === 'C' ? 'regAddress' : 'corrAddress');
  }

  /** A row of Schedule 1: name, address, class, current holding. */
  addMember(row: TTableRow): void {
    const [name = [], address = [], , holding = []] = row;
    const holder = this.find(name);
    if (!holder) return;
    holder.roles.set('isShareHolder', name);
    if (holding.length) holder.shares = { text: textOf(holding), lines: holding };
    this.addAddress(holder, address, holder.type === 'C' ? 'regAddress' : 'resAddress');
  }

  private addAddress(holder: THolderRead, lines: TTextLine[], path: TAddressPath): void {
    const text = textOf(lines);
    if (isEmpty(text)) return;
    const key = latinWords(text) + text.replace(/[^\u3400-\u9fff]/g, '');
    const known = holder.addresses.some(
      (a) =>
        a.path === path ||
        editDistance(latinWords(a.text) + a.text.replace(/[^\u3400-\u9fff]/g, ''), key, 4) <= 4,
    );
    if (!known) holder.addresses.push({ path, text, lines });
  }

  /** Writes each holder's values at `stakeholders.<n>.…`, in the order the form first names them. */
  emit(sink: FieldCollector): void {
    this.holders.forEach((h, n) => {
      const at = (field: string) => `stakeholders.${n}.${field}`;
      sink.add(at('holderType'), h.type, h.nameLines);
      if (h.type === 'C') {
        sink.add(
          at('compEngName'),
          h.english,
          h.nameLines.filter((l) => !CJK.test(l.text)),
        );
        sink.add(
          at('compChiName'),
          h.chinese,
          h.nameLines.filter((l) => CJK.test(l.text)),
        );
      } else {
        // `SURNAME, Other Names`; OCR may drop the comma, leaving the surname in capitals first.
        const capitals = /^([A-Z][A-Zlo'’-]+)\s+(?=\S)/.exec(h.english);
        const comma = h.english.includes(',')
          ? h.english.indexOf(',')
          : capitals?.[1] && /[A-Z]{2}/.test(capitals[1])
            ? capitals[1].length
            : -1;
        const last = comma >= 0 ? h.english.slice(0, comma) : h.english;
        const englishLines = h.nameLines.filter((l) => !CJK.test(l.text));
        sink.add(at('engLastName'), surname(last.trim()), englishLines);
        if (comma >= 0) sink.add(at('engFirstName'), h.english.slice(comma + 1).trim(), englishLines);
        sink.add(
          at('chiName'),
          h.chinese,
          h.nameLines.filter((l) => CJK.test(l.text)),
        );
      }
      for (const [role, lines] of h.roles) sink.add(at(role), true, lines);
      if (h.identification) this.emitIdentification(sink, h, at);
      for (const address of h.addresses) {
        const parsed = parseAddressText(address.lines.map((l) => l.text));
        for (const [key, value] of Object.entries(parsed)) {
          if (typeof value !== 'string' || !value) continue;
          const source = address.lines.filter((l) => l.text.includes(value.slice(0, 4)));
          sink.add(at(`${address.path}.${key}`), value, source.length ? source : address.lines);
        }
      }
      if (h.shares) {
        const shares = readCount(h.shares.text);
        sink.add(at('ordinaryShares'), shares.value, h.shares.lines, shares.valid);
      }
    });
  }

  private emitIdentification(sink: FieldCollector, h: THolderRead, at: (field: string) => string): void {
    const { text, lines } = h.identification ?? { text: '', lines: [] };
    if (h.type === 'C') {
      const regNum = /pany\s*N[o0][.,:]?[\s\u3400-\u9fff]*([0-9OolI|]{3,12})/i.exec(text)?.[1];
      if (regNum) {
        const value = digitsOf(regNum);
        sink.add(at('regNum'), value, lines, /^\d{1,12}$/.test(value));
      }
      const tcsp = /TCSP[^A-Za-z0-9]*Licen[cs]e[\s\u3400-\u9fff]*([A-Z0-9][A-Z0-9/-]*)/i.exec(text)?.[1];
      if (tcsp) {
        sink.add(at('hasTcspNum'), true, lines);
        sink.add(at('tcspNum'), tcsp, lines, /^[A-Z]{2}\d{6}$/.test(tcsp));
      }
      return;
    }
    // The masked digits as OCR may have them: asterisks, or a caret or quote for one of them.
    const partial = /^\s*([A-Z0-9]{1,8})\s*[*×x^"”'`]*[*×x]{2,}/i.exec(text);
    if (partial?.[1])
      sink.add(at('idNum'), partial[1].toUpperCase(), lines, /^[A-Z]{0,2}\d*$/i.test(partial[1]));
    // The issuer closes the cell after the partial number's note, whatever OCR made of the dot between.
    const issuer = partial ? /(?<![A-Za-z])([A-Z]{2,3})\s*$/.exec(text)?.[1] : undefined;
    if (issuer) sink.add(at('idIssuer'), issuer, lines);
  }
}
