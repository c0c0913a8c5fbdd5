import { countryName, type TAddressView, type TLanguage } from '@portal/domain';

/**
 * An address as lines to show: the English address (flat, building, street, district, postal code,
 * country) and the Chinese one (country first, then district down to flat, as written in Chinese).
 */
export function addressLines(address: TAddressView | null, language: TLanguage): string[] {
  if (!address) return [];
  const country = address.country ? (countryName(address.country, language) ?? address.country) : '';
  const english = [
    address.engFlat,
    address.engBuilding,
    address.engStreet,
    address.engDistrict,
    address.postalCode,
  ]
    .map((part) => part?.trim())
    .filter(Boolean);
  const chinese = [address.chiDistrict, address.chiStreet, address.chiBuilding, address.chiFlat]
    .map((part) => part?.trim())
    .filter(Boolean);
  const lines: string[] = [];
  if (english.length > 0) lines.push([...english, country].filter(Boolean).join(', '));
  if (chinese.length > 0) lines.push(chinese.join(''));
  if (lines.length === 0 && country) lines.push(country);
  return lines;
}
