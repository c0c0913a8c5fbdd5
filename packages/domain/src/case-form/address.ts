import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { isChineseText, isEnglishOnly } from '../validation/patterns.js';
import type { TFormIssue } from './form-messages.js';

/** Drafts keep whatever was typed (up to a generous length); the rules below judge it on submit. */
export const ZDraftText = z.string().max(2000);

/** An address (spec §3): English and Chinese lines, postal code, ISO3 country, supporting document. */
export const ZAddress = z
  .strictObject({
    engFlat: ZDraftText.optional(),
    engBuilding: ZDraftText.optional(),
    engStreet: ZDraftText.optional(),
    engDistrict: ZDraftText.optional(),
    chiFlat: ZDraftText.optional(),
    chiBuilding: ZDraftText.optional(),
    chiStreet: ZDraftText.optional(),
    chiDistrict: ZDraftText.optional(),
    postalCode: ZDraftText.optional(),
    country: ZDraftText.optional().meta({ description: 'ISO 3166-1 alpha-3, e.g. HKG' }),
    supDoc: z
      .array(z.string().max(64))
      .max(10)
      .optional()
      .meta({ description: 'File ids of proofs of address' }),
  })
  .meta({ id: 'Address' });
export type TAddress = z.infer<typeof ZAddress>;

const ENG_LINES = ['engFlat', 'engBuilding', 'engStreet'] as const;
const CHI_LINES = ['chiFlat', 'chiBuilding', 'chiStreet'] as const;

function filled(value: string | undefined): boolean {
  return (value ?? '').trim().length > 0;
}

/**
 * The address rules of spec §5: each line trimmed and at most 80 characters; English lines English
 * only, Chinese lines Chinese; an English or a Chinese address; a district needs a flat, building or
 * street and the reverse; the country is required and a real ISO3 code.
 */
export function addressIssues(
  address: TAddress | undefined,
  path: string,
  options: { isCountry: (code: string) => boolean; hongKongOnly?: boolean },
): TFormIssue[] {
  const issues: TFormIssue[] = [];
  const a = address ?? {};
  const at = (field: string) => `${path}.${field}`;
  for (const field of [...ENG_LINES, 'engDistrict', ...CHI_LINES, 'chiDistrict', 'postalCode'] as const) {
    const value = (a[field] ?? '').trim();
    if (!value) continue;
    if (value.length > LIMITS.addressLineMaxLength) issues.push({ path: at(field), key: 'lessThan80Char' });
    else if (field.startsWith('eng') && !isEnglishOnly(value))
      issues.push({ path: at(field), key: 'engCharOnly' });
    else if (field.startsWith('chi') && !isChineseText(value))
      issues.push({ path: at(field), key: 'chiCharOnly' });
  }
  const english = ENG_LINES.some((f) => filled(a[f])) || filled(a.engDistrict);
  const chinese = CHI_LINES.some((f) => filled(a[f])) || filled(a.chiDistrict);
  if (!english && !chinese) issues.push({ path: at('engStreet'), key: 'inputEitherEngOrChiAddr' });
  for (const [lines, district] of [
    [ENG_LINES, 'engDistrict'],
    [CHI_LINES, 'chiDistrict'],
  ] as const) {
    const hasLine = lines.some((f) => filled(a[f]));
    if (filled(a[district]) && !hasLine) issues.push({ path: at(lines[2]), key: 'addressLineWithDistrict' });
    if (hasLine && !filled(a[district])) issues.push({ path: at(district), key: 'districtWithAddressLine' });
  }
  const country = (a.country ?? '').trim();
  if (!country) issues.push({ path: at('country'), key: 'required' });
  else if (!options.isCountry(country)) issues.push({ path: at('country'), key: 'countryInvalid' });
  else if (options.hongKongOnly && country !== 'HKG')
    issues.push({ path: at('country'), key: 'mustBeInHongKong' });
  return issues;
}
