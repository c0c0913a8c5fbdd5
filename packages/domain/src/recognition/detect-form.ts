import type { TCompanyFormType } from '../schemas/recognition.js';
import { findPhrase, latinWords } from './fuzzy-match.js';

/**
 * Which company form a document is, from what it says (spec §1: NNC1 or NAR1, never by its file
 * name). The evidence is what heads the Registry's forms: the form's code beside the word Form or
 * 表格 on a short header line (`表格 NNC1 Form`), or the form's title standing as a line of its own
 * (`Annual Return`, `Incorporation Form (Company Limited by Shares)`, 周年申報表, 法團成立表格). A
 * letter or invoice that merely mentions an annual return has the words inside a longer sentence
 * and is not taken for the form; a form headed by another code (NSC1, ND2A, NNC2) is refused even
 * where its layout or wording resembles these. Text may come from OCR: misread letters, lost case
 * and dropped Chinese are tolerated.
 */

/** A header line holds the code and a few more words at most (the form's name, `Page 1`). */
const SHORT_LINE_WORDS = 8;
/** A title line may carry a few letters besides the title (a misread bracket, `Form`). */
const TITLE_SPARE_LETTERS = 6;

interface TEvidence {
  form: TCompanyFormType | 'other';
  /** Line index where it was found: the earliest evidence decides. */
  line: number;
}

/** A form code as OCR may give it (`NARl`, `NNC 1`, `nnci`), in its printed form, or null. */
function formCode(token: string): string | null {
  let code = token.toUpperCase();
  if (!/\d/.test(code)) code = code.replace(/[IL|!]$/, '1');
  if (!/^N[A-Z]{1,3}\d{1,2}[A-Z]?$/.test(code) || code.startsWith('NO')) return null;
  return code;
}

/** The form codes a line names beside `Form` or 表格. */
function codesOnLine(line: string): string[] {
  const tokens = line
    .replace(/表\s*格/g, ' FORM ')
    .toUpperCase()
    .split(/[^A-Z0-9|!]+/)
    .filter(Boolean);
  const codes: string[] = [];
  tokens.forEach((token, i) => {
    const near = tokens.slice(Math.max(0, i - 2), i + 3).some((t) => t === 'FORM' || t === 'F0RM');
    const next = tokens[i + 1] ?? '';
    const joined = /^[A-Z]{2,4}$/.test(token) && /^[0-9IL]{1,2}[A-Z]?$/.test(next) ? token + next : null;
    for (const candidate of [token, joined]) {
      const code = candidate ? formCode(candidate) : null;
      if (code && (near || code === 'NNC1' || code === 'NAR1')) codes.push(code);
    }
  });
  return codes;
}

/** Letters left on a line once the given phrases are taken out (a title line leaves few). */
function spareLetters(line: string, phrases: string[]): number {
  let words = latinWords(line).split(' ').filter(Boolean);
  for (const phrase of phrases) {
    const found = findPhrase(words.join(' '), phrase);
    if (found) words = [...words.slice(0, found.start), ...words.slice(found.end)];
  }
  return words.join('').replace(/[0-9]/g, '').length;
}

const cjk = (line: string) => line.replace(/[^\u3400-\u9fff]/g, '');

/** A Chinese title standing alone: the line's Chinese is the title, give or take a character or two. */
function chineseTitle(line: string, title: string): boolean {
  const chinese = cjk(line);
  return chinese.includes(title) && chinese.length - title.length <= 4 && latinWords(line).length <= 40;
}

const NNC1_WORDS = ['incorporation form', 'company limited by shares', 'form nnc1', 'nnc1'];
const NAR1_WORDS = ['annual return', 'form nar1', 'nar1'];

function lineEvidence(line: string, index: number): TEvidence[] {
  const found: TEvidence[] = [];
  const words = latinWords(line);
  const codes = codesOnLine(line);
  if (codes.length && words.split(' ').length <= SHORT_LINE_WORDS + codes.length) {
    for (const code of codes)
      found.push({ form: code === 'NNC1' ? 'nnc1' : code === 'NAR1' ? 'nar1' : 'other', line: index });
  }
  if (
    (findPhrase(words, 'annual return') && spareLetters(line, NAR1_WORDS) <= TITLE_SPARE_LETTERS) ||
    chineseTitle(line, '周年申報表')
  )
    found.push({ form: 'nar1', line: index });
  const guarantee = findPhrase(words, 'limited by guarantee') || cjk(line).includes('擔保有限公司');
  const incorporationTitle =
    (findPhrase(words, 'incorporation form') || findPhrase(words, 'company limited by shares')) &&
    spareLetters(line, NNC1_WORDS) <= TITLE_SPARE_LETTERS;
  if (guarantee && (incorporationTitle || cjk(line).includes('法團成立表格')))
    found.push({ form: 'other', line: index });
  else if (incorporationTitle || chineseTitle(line, '法團成立表格'))
    found.push({ form: 'nnc1', line: index });
  return found;
}

/** The company form a document's text (its first pages, or OCR of their top) shows, or null for anything else. */
export function detectFormType(text: string): TCompanyFormType | null {
  const evidence = text
    .split(/\r?\n/)
    .flatMap((line, index) => (line.trim() ? lineEvidence(line, index) : []));
  // The form's own header comes first: another form's code or title heading the text makes it that
  // form (a lookalike: NSC1, ND2A, NNC2), whatever it says further down.
  const first = evidence.sort((a, b) => a.line - b.line)[0];
  return first && first.form !== 'other' ? first.form : null;
}
