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
import {
  currencyCode,
  FAILED_CHECK,
  isOrdinaryClass,
  localPhone,
  parseCount,
  parseMoney,
  passesCheck,
} from './nnc1-values.js';
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
    const value = code.text.toUpperCase().replace(/\s/g, '');
    // The portal's list codes (BN003); a Registry code the list lacks needs the officer's choice.
    sink.add('businessNature', value, code, isBusinessNatureCode(value) ? 1 : FAILED_CHECK);
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

function addCapital(sink: FieldSink, reads: Map<string, TSourced>): void {
  const email = reads.get('contactPerson.email');
  if (email)
    sink.add('contactPerson.email', email.text, email, passesCheck('email', email.text) ? 1 : FAILED_CHECK);
  const phone = reads.get('contactPerson.phone');
  if (phone) {
    const local = localPhone(phone.text);
    sink.add('contactPerson.phone', local, phone, passesCheck('phone', local) ? 1 : FAILED_CHECK);
    sink.add('contactPerson.phoneCode', '852', phone);
  }
  let index = 0;
  let ordinary: { count: number; source: TSourced } | undefined;
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
    const count = total && parseCount(total.text);
    if (total && count !== undefined) sink.add(`${path}.numberOfShares`, count, total);
    const paidUp = at('paidUp');
    const paid = paidUp && parseMoney(paidUp.text);
    if (count && paidUp && paid !== undefined) {
      const perShare = Math.round((paid / count) * 1e6) / 1e6;
      sink.add(`${path}.amountPaidPerShare`, perShare, weakest(paidUp, total)!);
    }
    const currency = at('currency');
    if (currency) {
      currencies.add(currencyCode(currency.text) ?? currency.text);
      currencySource ??= currency;
    }
    if (className && count !== undefined && isOrdinaryClass(className.text)) {
      ordinary = {
        count: (ordinary?.count ?? 0) + count,
        source: weakest(ordinary?.source, className, total)!,
      };
    }
  }
  currencySource ??= reads.get('totals.0.currency');
  const code = currencySource && currencyCode(currencySource.text);
  // One currency for the company's capital: two different ones need the officer's eye.
  if (currencySource && code)
    sink.add('shareCapitalCurrency', code, currencySource, currencies.size > 1 ? FAILED_CHECK : 1);
  if (ordinary && ordinary.count > 0) sink.add('totalNumOfOrdShare', ordinary.count, ordinary.source);
}

/** An NNC1's field reads (pages in any order) as proposed values at case-information paths. */
export function assembleNnc1(pages: TPageRead[]): TRecognisedField[] {
  const sink = new FieldSink();
  const ordered = [...pages].sort((a, b) => a.page - b.page);
  for (const page of ordered) {
    const section = nnc1Section(page.template);
    if (section === 'company') addCompany(sink, readsByTarget(page));
    else if (section === 'capital') addCapital(sink, readsByTarget(page));
  }
  assembleHolders(sink, ordered);
  return sink.fields;
}
