import { isValidHkid } from '../case-form/holder.js';
import { checkNameAgainstCodes } from '../reference/commercial-codes.js';
import { DIGIT_FOR, LETTER_FOR } from './look-alike.js';
import { mendHkidByCheck, REPAIRED } from './nnc1-repair.js';
import { FAILED_CHECK } from './nnc1-values.js';

/**
 * A Hong Kong identity card (the smart card, permanent or not) read from the lines OCR found on it:
 * the Chinese name, the English name (`SURNAME, Given Names`), the commercial codes under the Chinese
 * name, the date of birth and sex, the symbols, the dates of first registration and of issue, and the
 * identity number with its check digit. Every value is checked where the card allows (the number's
 * check digit, the name against its codes, dates that can be: born before issued, neither in the
 * future); a value that fails is proposed at FAILED_CHECK confidence at most, one mended by its check
 * at REPAIRED at most, so neither is ever shown as certain. Pure.
 */

export interface TOcrTextLine {
  text: string;
  /** 0–1. */
  confidence: number;
}

export interface TCardValue {
  value: string;
  confidence: number;
  /** The value passed its check (true for a value without one). */
  checked: boolean;
  /** The value was changed to pass its check (a look-alike character, a code naming the character). */
  mended: boolean;
}

export interface THkidCard {
  permanent: boolean;
  idNum?: TCardValue;
  engSurname?: TCardValue;
  engGivenNames?: TCardValue;
  chiName?: TCardValue;
  commercialCodes?: TCardValue;
  /** YYYY-MM-DD. */
  dateOfBirth?: TCardValue;
  sex?: TCardValue;
  /** YYYY-MM-DD. */
  dateOfIssue?: TCardValue;
  /** MM-YY, the month the holder was first registered (in brackets on the card). */
  firstRegistered?: TCardValue;
  symbols?: TCardValue;
}

/** Printed words of the card itself, never a name. */
const CARD_WORDS =
  /香港|身份證|居民|永久|出生|日期|簽發|性別|HONG|KONG|IDENTITY|CARD|PERMANENT|DATE|BIRTH|ISSUE/i;

function value(text: string, confidence: number, checked = true, mended = false): TCardValue {
  const cap = !checked ? FAILED_CHECK : mended ? REPAIRED : 1;
  return { value: text, confidence: Math.min(confidence, cap), checked, mended };
}

/** DD-MM-YYYY (or DD-MM-YY for the date of issue) as YYYY-MM-DD, when it is a day of the calendar. */
function isoDate(day: string, month: string, year: string): string | undefined {
  const full = year.length === 2 ? `20${year}` : year;
  const iso = `${full}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** The identity number on a line: letters where letters go, digits where digits go, then its check digit. */
function readIdNumber(line: TOcrTextLine): TCardValue | undefined {
  // Groups of digits are the commercial codes; a number without its brackets must start with a letter.
  if (/^[\d\s]+$/.test(line.text)) return undefined;
  const bare = line.text.toUpperCase().replace(/[\s.,]/g, '');
  const m =
    /([A-Z0-9]{1,2})([0-9A-Z]{6})\(([0-9A-Z])\)?$/.exec(bare) ??
    /([A-Z0-9]{1,2})([0-9A-Z]{6})\(?([0-9A])\)?$/.exec(bare);
  if (!m || (!bare.includes('(') && !/[A-Z]/.test(m[1]!))) return undefined;
  const head = [...m[1]!].map((c) => LETTER_FOR[c] ?? c).join('');
  const body = [...m[2]!].map((c) => DIGIT_FOR[c] ?? c).join('');
  const check = m[3] === 'O' || m[3] === 'D' ? '0' : m[3]!;
  if (!/^[A-Z]{1,2}$/.test(head) || !/^\d{6}$/.test(body)) return undefined;
  const read = `${head}${body}(${check})`;
  if (isValidHkid(read)) return value(read, line.confidence);
  const mended = mendHkidByCheck(read, isValidHkid);
  return mended ? value(mended, line.confidence, true, true) : value(read, line.confidence, false);
}

/** Values read again on their own, at their place on the card, with their characters only. */
export interface TCardRereads {
  /** Right of the birth date: `男 M` or `女 F`. */
  sex?: TOcrTextLine;
  /** Between the birth date and the date of issue: `***AZ`. */
  symbols?: TOcrTextLine;
}

/**
 * Reads a Hong Kong identity card from its OCR lines (and values read again on their own, which win
 * where they make sense); null when the lines show no card (no number, no title).
 */
export function readHkidCard(
  lines: readonly TOcrTextLine[],
  today = new Date(),
  rereads: TCardRereads = {},
): THkidCard | null {
  const all = lines.map((l) => l.text).join('\n');
  const titled = /IDENTITY\s*CARD|身份證/i.test(all);
  const card: THkidCard = { permanent: /PERMANENT|永久/i.test(all) };
  const todayIso = today.toISOString().slice(0, 10);
  let codes: string[] = [];
  let codesLine: TOcrTextLine | undefined;
  const chineseLines: TOcrTextLine[] = [];
  let afterBirth = false;
  let bracketed = false;
  for (const line of lines) {
    const text = line.text.trim();
    const compact = text.replace(/\s/g, '');
    // A number that passes its check wins over one read earlier that did not (two passes' lines).
    if (!card.idNum?.checked || card.idNum.mended) {
      const number = readIdNumber(line);
      if (number && (!card.idNum || (number.checked && !number.mended) || !card.idNum.checked)) {
        card.idNum = number;
        bracketed = line.text.includes('(');
      }
    }
    // The sex read apart from the birth date, the line after it: "男 M" with the character misread.
    const sexAlone = /^\S?\s*([MF])$/.exec(text);
    if (afterBirth && sexAlone && !card.sex) card.sex = value(sexAlone[1]!, line.confidence);
    afterBirth = false;
    // Stray marks at the ends (a quote before, a comma after) are no part of the name.
    const bare = text.replace(/^[‘'"“]+|[,.;:]+$/g, '');
    const english = /^([A-Z][A-Z'’-]+(?:\s[A-Z'’-]+)*)\s*,\s*([A-Za-z][A-Za-z'’ -]*)$/.exec(bare);
    if (english && !CARD_WORDS.test(text) && !card.engSurname) {
      card.engSurname = value(english[1]!, line.confidence);
      card.engGivenNames = value(english[2]!.trim(), line.confidence);
    }
    // Codes run together when the gaps between them are lost: 8 to 24 digits in fours.
    const codeGroups =
      /^\d{8,24}$/.test(compact) && compact.length % 4 === 0
        ? compact.match(/\d{4}/g)
        : text.match(/\b\d{4}\b/g);
    if (codeGroups && codeGroups.length >= 2 && /^[\d\s]+$/.test(text) && !codesLine) {
      codes = codeGroups;
      codesLine = line;
    }
    if (/^\p{Script=Han}{2,6}$/u.test(compact) && !CARD_WORDS.test(compact)) chineseLines.push(line);
    const birth = /(\d{1,2})-(\d{1,2})-(\d{4})/.exec(text);
    if (birth && !card.dateOfBirth) {
      const iso = isoDate(birth[1]!, birth[2]!, birth[3]!);
      card.dateOfBirth = value(
        iso ?? birth[0],
        line.confidence,
        Boolean(iso && iso <= todayIso && iso >= '1900-01-01'),
      );
      const sex =
        /(?:^|\s|[男女])([MF])\s*$/.exec(text) ??
        (/男/.test(text) ? ['', 'M'] : /女/.test(text) ? ['', 'F'] : null);
      if (sex?.[1]) card.sex = value(sex[1], line.confidence);
      afterBirth = true;
    }
    const issued = /(?<![\d-])(\d{2})-(\d{2})-(\d{2})(?![\d-])/.exec(text);
    if (issued && !card.dateOfIssue) {
      const iso = isoDate(issued[1]!, issued[2]!, issued[3]!);
      card.dateOfIssue = value(iso ?? issued[0], line.confidence, Boolean(iso && iso <= todayIso));
    }
    const first = /\((\d{2})-(\d{2})\)/.exec(text);
    if (first && !card.firstRegistered)
      card.firstRegistered = value(`${first[1]}-${first[2]}`, line.confidence);
    // Symbols are asterisks and capitals; a J is often read as its look-alike bracket, an O as a 0.
    if (/^\*{1,3}[A-Z0-9)]{0,4}$/.test(compact) && !card.symbols) {
      const symbols = compact.replace(/\)/g, 'J').replace(/0/g, 'O');
      card.symbols = value(symbols, line.confidence, true, symbols !== compact);
    }
  }
  const sexAgain = rereads.sex && /^\s*([男女])?\s*([MF])?\s*$/.exec(rereads.sex.text);
  const sexRead =
    sexAgain && (sexAgain[2] ?? (sexAgain[1] === '男' ? 'M' : sexAgain[1] === '女' ? 'F' : undefined));
  // The character and the letter are two reads of one fact: when they disagree neither is sure.
  const agree = !sexAgain?.[1] || !sexAgain[2] || (sexAgain[1] === '男') === (sexAgain[2] === 'M');
  if (sexRead) card.sex = value(sexRead, rereads.sex!.confidence, agree);
  const symbolsAgain = rereads.symbols?.text.replace(/\s/g, '');
  if (symbolsAgain && /^\*{1,3}[A-Z12]{0,4}$/.test(symbolsAgain))
    card.symbols = value(symbolsAgain, rereads.symbols!.confidence);
  // The Chinese name: of the lines of Chinese only, the one its codes confirm, else the surest.
  const fits = (line: TOcrTextLine) =>
    checkNameAgainstCodes(line.text, codes).every((c) => c.state !== 'unconfirmed') &&
    [...line.text.replace(/\s/g, '')].length === codes.length;
  const chinese =
    (codes.length ? chineseLines.find(fits) : undefined) ??
    chineseLines.reduce<TOcrTextLine | undefined>(
      (best, l) => (!best || l.confidence > best.confidence ? l : best),
      undefined,
    );
  if (chinese) {
    const name = chinese.text.replace(/\s/g, '');
    if (codes.length) {
      const checked = checkNameAgainstCodes(name, codes);
      const text = checked.map((c) => c.character).join('');
      const ok = checked.every((c) => c.state !== 'unconfirmed') && codes.length === checked.length;
      const confidence = Math.min(chinese.confidence, codesLine?.confidence ?? 1);
      card.chiName = value(
        text,
        confidence,
        ok,
        checked.some((c) => c.state === 'mended'),
      );
      card.commercialCodes = value(codes.join(' '), codesLine?.confidence ?? 0, ok);
    } else {
      card.chiName = value(name, chinese.confidence);
    }
  }
  // A card is issued after its holder was born.
  if (
    card.dateOfBirth?.checked &&
    card.dateOfIssue?.checked &&
    card.dateOfIssue.value < card.dateOfBirth.value
  ) {
    card.dateOfIssue = value(card.dateOfIssue.value, card.dateOfIssue.confidence, false);
  }
  // A number alone says "card" only with its check digit in brackets, as the card prints it (a
  // passport's number in its zone is a letter-and-digits run too).
  return titled || (card.idNum && bracketed) ? card : null;
}
