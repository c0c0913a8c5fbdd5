import type { TRecognisedField, TRecognitionMethod } from '../schemas/recognition.js';
import { FieldCollector } from './field-collector.js';
import { HolderReader } from './nar1-holders.js';
import {
  A4,
  labelledValues,
  splitSections,
  tableRows,
  type TPageSize,
  type TTableSpec,
} from './nar1-layout.js';
import {
  readAmount,
  readCompanyNumber,
  readCount,
  readCurrency,
  readDate,
  readEmail,
  splitBilingualName,
} from './nar1-values.js';
import { parseAddressText } from './parse-address.js';
import type { TTextLine } from './types.js';

/**
 * An NAR1 (annual return) read from its lines with their positions — the text layer of a flattened
 * return, the printed labels with the values of a filled one's fields, or OCR lines of a scan — into
 * the migration form's values: the company's names and number, the date the return is made up to
 * (the last return date filed), registered office, e-mail, share capital by class, and the company
 * secretary, directors and members as holders.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

const CAPITAL: TTableSpec = {
  headers: ['class', 'currency', 'total number issued', 'total amount paid up'],
  chinese: '類別貨幣已發行總數已繳總款額',
  fractions: [0.28, 0.16, 0.28, 0.28],
};
const OFFICERS: TTableSpec = {
  headers: ['name', 'correspondence address', 'identification'],
  chinese: '姓名名稱通訊地址身分證明',
  fractions: [0.32, 0.4, 0.28],
};
const MEMBERS: TTableSpec = {
  headers: ['name', 'address', 'class', 'current holding'],
  chinese: '姓名名稱地址類別現時持有量',
  fractions: [0.3, 0.38, 0.14, 0.18],
};

const textOf = (lines: TTextLine[]) =>
  lines
    .map((l) => l.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

function readCompany(lines: TTextLine[], sink: FieldCollector, pageSize: TPageSize): void {
  const [nameLines = [], numberLines = []] = labelledValues(
    lines,
    [
      { en: 'company name', zh: '公司名稱' },
      { en: 'company number', zh: '公司編號' },
    ],
    pageSize,
  );
  // Without its label (lost to OCR) the company number is the line of digits under the name.
  const digits = nameLines.filter((l) => /^[0-9OolI|\s]{4,10}$/.test(l.text.trim()) && /\d{3}/.test(l.text));
  const names = nameLines.filter((l) => !digits.includes(l));
  const numbers = numberLines.length ? numberLines : digits;
  const { english, chinese } = splitBilingualName(textOf(names));
  sink.add(
    'companyEngName',
    english,
    names.filter((l) => !CJK.test(l.text) || /[a-z]/i.test(l.text)),
  );
  sink.add(
    'companyChiName',
    chinese,
    names.filter((l) => CJK.test(l.text)),
  );
  if (numbers.length) {
    const number = readCompanyNumber(textOf(numbers));
    sink.add('companyNumber', number.value, numbers, number.valid);
  }
}

function readOffice(lines: TTextLine[], sink: FieldCollector, pageSize: TPageSize): void {
  const [address = []] = labelledValues(lines, [{ en: 'address', zh: '地址' }], pageSize);
  const text = textOf(address);
  if (!text || /^[—-]$/.test(text)) return;
  for (const [key, value] of Object.entries(parseAddressText(address.map((l) => l.text)))) {
    if (typeof value !== 'string' || !value) continue;
    const source = address.filter((l) => l.text.includes(value.slice(0, 4)));
    sink.add(`regOfficeAddress.${key}`, value, source.length ? source : address);
  }
}

function readCapital(lines: TTextLine[], sink: FieldCollector, pageSize: TPageSize): void {
  const rows = tableRows(lines, CAPITAL, pageSize).filter((row) => row[2]?.length);
  let total = 0;
  let totalValid = true;
  const totalLines: TTextLine[] = [];
  let currencyDone = false;
  rows.forEach((row, i) => {
    const [cls = [], currency = [], count = [], paid = []] = row;
    const className = textOf(cls);
    if (className && className !== '—') sink.add(`shareClasses.${i}.className`, className, cls);
    const number = readCount(textOf(count));
    sink.add(`shareClasses.${i}.numberOfShares`, number.value, count, number.valid);
    // The total of ordinary shares counts the ordinary classes only (a preference class is apart).
    if (/ordinary|普通/i.test(className)) {
      total += number.value;
      totalValid &&= number.valid;
      totalLines.push(...count);
    }
    const amount = readAmount(textOf(paid));
    if (paid.length && number.value > 0) {
      const perShare = Math.round((amount.value / number.value) * 1e6) / 1e6;
      sink.add(
        `shareClasses.${i}.amountPaidPerShare`,
        perShare,
        [...paid, ...count],
        amount.valid && number.valid,
      );
    }
    const code = readCurrency(textOf(currency));
    if (!currencyDone && currency.length) {
      sink.add('shareCapitalCurrency', code.value, currency, code.valid);
      currencyDone = code.valid;
    }
  });
  if (totalLines.length) sink.add('totalNumOfOrdShare', total, totalLines, totalValid);
}

/** The migration form's values an NAR1's lines give, each with its confidence, page and box. */
export function readNar1Lines(
  lines: TTextLine[],
  method: TRecognitionMethod,
  pageSize: TPageSize = A4,
): TRecognisedField[] {
  const sink = new FieldCollector(method, pageSize);
  const sections = splitSections(lines, pageSize);
  readCompany(sections.get('company') ?? [], sink, pageSize);
  const [dateLines = []] = labelledValues(
    sections.get('returnDate') ?? [],
    [{ en: 'date dd mm yyyy', zh: '日期日月年' }],
    pageSize,
  );
  if (dateLines.length) {
    const date = readDate(textOf(dateLines));
    sink.add('lastReturnDateFiled', date.value, dateLines, date.valid);
  }
  readOffice(sections.get('office') ?? [], sink, pageSize);
  const [emailLines = []] = labelledValues(
    sections.get('email') ?? [],
    [{ en: 'e mail address', zh: '電郵地址' }],
    pageSize,
  );
  const email = textOf(emailLines);
  if (email && email !== '—') {
    const checked = readEmail(email);
    sink.add('contactPerson.email', checked.value, emailLines, checked.valid);
  }
  readCapital(sections.get('capital') ?? [], sink, pageSize);
  const holders = new HolderReader();
  for (const row of tableRows(sections.get('secretary') ?? [], OFFICERS, pageSize))
    holders.addOfficer(row, 'isComSec');
  for (const row of tableRows(sections.get('directors') ?? [], OFFICERS, pageSize))
    holders.addOfficer(row, 'isDirector');
  for (const row of tableRows(sections.get('members') ?? [], MEMBERS, pageSize)) holders.addMember(row);
  holders.emit(sink);
  return sink.fields;
}
