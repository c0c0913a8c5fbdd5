import { useTranslation } from 'react-i18next';
import { countryName, type TAddress, type TLanguage } from '@portal/domain';
import { toLanguage } from '../../i18n/language';

/** The detail page of a compliance record (route complianceRecord). */
export function recordPath(complianceID: string): string {
  return `/compliance/${encodeURIComponent(complianceID)}`;
}

/** The compliance list filtered to one case's records. */
export function caseRecordsPath(caseRef: string): string {
  return `/compliance?q=${encodeURIComponent(caseRef)}`;
}

/** The interface language as the domain names it. */
export function useLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** A country's name in the interface language, or its code when unknown. */
export function countryLabel(code: string | null | undefined, language: TLanguage): string {
  if (!code) return '';
  return countryName(code, language) ?? code;
}

/** An address as one line per language (English, then Chinese), with its country. */
export function addressLines(address: TAddress | null | undefined, language: TLanguage): string[] {
  if (!address) return [];
  const join = (parts: (string | undefined)[], separator: string) =>
    parts
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(separator);
  const english = join([address.engFlat, address.engBuilding, address.engStreet, address.engDistrict], ', ');
  const chinese = join([address.chiDistrict, address.chiStreet, address.chiBuilding, address.chiFlat], '');
  const country = countryLabel(address.country, language);
  const tail = join([address.postalCode, country], ' ');
  return [english, chinese, tail].filter(Boolean);
}
