import { isBusinessNatureCode } from '../reference/business-natures.js';
import type { TRecognisedField } from '../schemas/recognition.js';
import { assembleHolders } from './assemble-nnc1-holders.js';
import { nnc1Section } from './nnc1-template.js';
import {
  addAddress,
  ADDRESS_LINES,
  FieldSink,
  readsByTarget,
  weakest,
  type TAddressLines,
  type TSourced,
} from './nnc1-sourced.js';
import { FAILED_CHECK, isOrdinaryClass, localPhone, passesCheck } from './nnc1-values.js';
import {
  readBusinessNature,
  readCount,
  readCurrency,
  readDigits,
  readMoney,
  REPAIRED,
} from './nnc1-repair.js';
import type { TPageRead } from './types.js';

/**
 * An NNC1's reads, from any reader (AcroForm, text layer, OCR), as proposed case-information values
 * (spec §1 form recognition): company names, business nature, registered office, contact, share
 * capital by class, and the founder members, secretaries and directors as stakeholders. Pure.
 */

function addCompany(sink: FieldSink, reads: Map<string, TSourced>): void {
  const eng = reads.get('companyEngName');
  const chi = reads.get('companyChiName');
  if (eng) sink.add('companyEngName', eng.text, eng);
  if (chi) sink.add('companyChiName', chi.text, chi);
  const code = reads.get('businessNature.code');
  if (code) {
    const read = readBusinessNature(code.text, isBusinessNatureCode);
    // The portal's list codes (BN003); a Registry code the list lacks needs the officer's choice.
    sink.add('businessNature', read.value, code, isBusinessNatureCode(read.value) ? read.cap : FAILED_CHECK);
  }
  const description = reads.get('businessNature.description');
  if (description) sink.add('businessDescription', description.text, description);
  const lines = Object.fromEntries(
    ADDRESS_LINES.map((line) => [line, reads.get(`regOfficeAddress.${line}`)]).filter(([, s]) => s),
  ) as TAddressLines;
  const anyLine = weakest(...Object.values(lines));
  // The registered office is in Hong Kong: the form prints the region, nobody writes it.
  addAddress(sink.add, 'regOfficeAddress', lines, anyLine && { code: 'HKG', source: anyLine });
}

/** Adds contact and capital; returns how many share classes the form names. */
function addCapital(sink: FieldSink, reads: Map<string, TSourced>): number {
  const email = reads.get('contactPerson.email');
  if (email)
    sink.add('contactPerson.email', email.text, email, passesCheck('email', email.text) ? 1 : FAILED_CHECK);
  const phone = reads.get('contactPerson.phone');
  if (phone) {
    const local = readDigits(localPhone(phone.text));
    const cap = Math.min(local.cap, passesCheck('phone', local.value) ? 1 : FAILED_CHECK);
    sink.add('contactPerson.phone', local.value, phone, cap);
    sink.add('contactPerson.phoneCode', '852', phone);
  }
  const rows = [0, 1].filter(
    (row) => reads.has(`shares.${row}.className`) || reads.has(`shares.${row}.total`),
  );
  let index = 0;
  let ordinary: { count: number; source: TSourced; cap: number } | undefined;
  const currencies = new Set<string>();
  let currencySource: TSourced | undefined;
  for (const row of [0, 1]) {
    const at = (k: string) => reads.get(`shares.${row}.${k}`);
    const className = at('className');
    const total = at('total');
    if (!className && !total) continue;
    const path = `shareClasses.${index}`;
    index += 1;
    if (className) sink.add(`${path}.className`, className.text, className);
    const count = total && readCount(total.text);
    if (total && count) sink.add(`${path}.numberOfShares`, count.value, total, count.cap);
    const paidUp = at('paidUp');
    const paid = paidUp && readMoney(paidUp.text);
    // Without the paid-up column, what was subscribed less what remains unpaid, for checking.
    const subscribed = at('subscribed');
    const owed = subscribed && readMoney(subscribed.text);
    const unpaid = readMoney(at('unpaid')?.text ?? '0')?.value ?? 0;
    const paidAmount = paid ?? (owed && { value: owed.value - unpaid, cap: REPAIRED });
    if (count && count.value > 0 && paidAmount && paidAmount.value >= 0) {
      const perShare = Math.round((paidAmount.value / count.value) * 1e6) / 1e6;
      const cap = Math.min(paidAmount.cap, count.cap);
      sink.add(`${path}.amountPaidPerShare`, perShare, weakest(paidUp ?? subscribed, total)!, cap);
    }
    const currency = at('currency');
    if (currency) {
      currencies.add(readCurrency(currency.text)?.value ?? currency.text);
      currencySource ??= currency;
    }
    // A company with one class of shares has ordinary shares, whatever it calls them.
    if (count && (rows.length === 1 || (className && isOrdinaryClass(className.text)))) {
      ordinary = {
        count: (ordinary?.count ?? 0) + count.value,
        source: weakest(ordinary?.source, className, total)!,
        cap: Math.min(ordinary?.cap ?? 1, count.cap),
      };
    }
  }
  currencySource ??= reads.get('totals.0.currency');
  const code = currencySource && readCurrency(currencySource.text);
  // One currency for the company's capital: two different ones need the officer's eye.
  if (currencySource && code)
    sink.add(
      'shareCapitalCurrency',
      code.value,
      currencySource,
      currencies.size > 1 ? FAILED_CHECK : code.cap,
    );
  if (ordinary && ordinary.count > 0)
    sink.add('totalNumOfOrdShare', ordinary.count, ordinary.source, ordinary.cap);
  return rows.length;
}

/** An NNC1's field reads (pages in any order) as proposed values at case-information paths. */
export function assembleNnc1(pages: TPageRead[]): TRecognisedField[] {
  const sink = new FieldSink();
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  let classes = 0;
  for (const page of ordered) {
    const section = nnc1Section(page.template);
    if (section === 'company') addCompany(sink, readsByTarget(page));
    else if (section === 'capital') classes = Math.max(classes, addCapital(sink, readsByTarget(page)));
  }
  assembleHolders(sink, ordered, { soleClass: classes === 1 });
  return sink.fields;
}
