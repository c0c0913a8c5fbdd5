import type { TFunction } from 'i18next';

const ADDRESS_KEYS = new Set(['resAddress', 'corrAddress', 'regAddress']);

/** The short name of the field an issue path points at, for the list of problems. */
export function fieldLabel(t: TFunction, path: string): string {
  const [head = '', field] = path.split('.');
  if (ADDRESS_KEYS.has(head) && field) {
    if (field === 'supDoc') return t('shIdentification.fields.resAddressSupDoc');
    return `${t(`shIdentification.fields.${head}`)} – ${t(`shIdentification.address.${field}`)}`;
  }
  const key = `shIdentification.fields.${head}`;
  const label = t(key);
  return label === key ? path : label;
}
