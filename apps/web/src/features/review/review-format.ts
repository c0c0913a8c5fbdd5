import type { TFunction } from 'i18next';
import { countryName, type TAddress, type TLanguage } from '@portal/domain';

/** An address on one line per script: English parts, then Chinese parts, then the country. */
export function addressLines(address: TAddress | undefined, language: TLanguage): string[] {
  if (!address) return [];
  const english = [address.engFlat, address.engBuilding, address.engStreet, address.engDistrict]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  const chinese = [address.chiDistrict, address.chiStreet, address.chiBuilding, address.chiFlat]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('');
  const place = [
    address.postalCode?.trim(),
    address.country ? (countryName(address.country, language) ?? address.country) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [english, chinese, place].filter(Boolean);
}

/** 'true' / 'false' / boolean answers as Yes / No; anything else as not answered. */
export function yesNo(t: TFunction, value: unknown): string {
  if (value === true || value === 'true') return t('review.yes');
  if (value === false || value === 'false') return t('review.no');
  return t('review.notAnswered');
}
