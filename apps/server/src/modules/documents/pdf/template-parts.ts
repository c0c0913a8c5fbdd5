import {
  countryName,
  partialIdNumber,
  type TAddress,
  type TCaseInformation,
  type THolder,
} from '@portal/domain';
import type { TRenderInput } from './templates.js';

/** Pieces every document template uses: names, addresses, partial identity numbers, share classes. */

export const ymd = (d: Date) => d.toISOString().slice(0, 10);
export const number = (n: number | undefined) =>
  n === undefined ? '—' : new Intl.NumberFormat('en-HK').format(n);

export function englishName(h: THolder): string {
  if (h.holderType === 'C') return h.compEngName?.trim() ?? '';
  return [h.engLastName?.trim().toUpperCase(), h.engFirstName?.trim()].filter(Boolean).join(', ');
}
export function chineseName(h: THolder): string {
  return (h.holderType === 'C' ? h.compChiName : h.chiName)?.trim() ?? '';
}
export function bothNames(h: THolder): string {
  return [englishName(h), chineseName(h)].filter(Boolean).join('\n');
}

export function addressText(a: TAddress | undefined): string {
  if (!a) return '';
  const english = [a.engFlat, a.engBuilding, a.engStreet, a.engDistrict]
    .map((s) => s?.trim())
    .filter(Boolean);
  const country = a.country ? countryName(a.country, 'en') : undefined;
  const chinese = [a.chiDistrict, a.chiStreet, a.chiBuilding, a.chiFlat]
    .map((s) => s?.trim())
    .filter(Boolean);
  const lines = [];
  if (english.length) lines.push([...english, a.postalCode?.trim(), country].filter(Boolean).join(', '));
  if (chinese.length)
    lines.push(`${a.country ? (countryName(a.country, 'zh-HK') ?? '') : ''}${chinese.join('')}`);
  return lines.join('\n');
}

/**
 * Only the first characters of an identity number go on a document others will see (NNC1 note 20;
 * the Registry's partial identification numbers; protected-information.ts): the domain's one rule
 * (`partialIdNumber`, ADR 0027), then a star for each character withheld.
 */
export function partialId(id: string | undefined): string {
  // A star for each letter or digit withheld (marks such as brackets and hyphens do not count).
  const value = (id ?? '').normalize('NFKC').replace(/[^\p{L}\p{N}]/gu, '');
  const shown = partialIdNumber(value);
  return shown ? `${shown}${'*'.repeat(Math.max(0, value.length - shown.length))}` : '';
}

export function shareClasses(info: TCaseInformation) {
  const classes = info.shareClasses?.length
    ? info.shareClasses
    : [{ className: 'Ordinary', numberOfShares: info.totalNumOfOrdShare }];
  return classes.map((c) => ({
    name: c.className?.trim() || 'Ordinary',
    shares: c.numberOfShares ?? info.totalNumOfOrdShare ?? 0,
    perShare: c.amountPaidPerShare ?? 1,
  }));
}

export function companyLine(info: TCaseInformation): string {
  return [info.companyEngName?.trim(), info.companyChiName?.trim()].filter(Boolean).join('  ');
}

export function subtitle(input: TRenderInput): string {
  return `Prepared by ${input.firmName} · case ${input.caseRef} · ${ymd(input.generatedAt)}`;
}
