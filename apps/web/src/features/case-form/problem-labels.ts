import type { TFunction } from 'i18next';
import { holderName, type THolder } from '@portal/domain';
import { valueAt, type TDraft } from './draft-model';

/** Field names the problem list knows; anything else shows its last path segment. */
export const FIELD_NAMES = [
  'companyEngName',
  'companyChiName',
  'companyNumber',
  'brn',
  'incorporationDate',
  'lastReturnDateFiled',
  'businessNature',
  'regOfficeAddress',
  'shareCapitalCurrency',
  'totalNumOfOrdShare',
  'shareClasses',
  'stakeholders',
  'contactPerson',
  'className',
  'numberOfShares',
  'engFlat',
  'engBuilding',
  'engStreet',
  'engDistrict',
  'chiFlat',
  'chiBuilding',
  'chiStreet',
  'chiDistrict',
  'postalCode',
  'country',
  'engFirstName',
  'engLastName',
  'chiName',
  'idNum',
  'idIssuer',
  'compEngName',
  'compChiName',
  'regNum',
  'jurisdiction',
  'authSignerFirstNameEng',
  'authSignerLastNameEng',
  'email',
  'regPhone1',
  'regPhone1Code',
  'ordinaryShares',
  'compSharePercent',
  'ownerOfBodyCorporate',
  'hasTcspNum',
  'tcspNum',
  'noTcspReason',
  'name',
  'phone',
  'refID',
] as const;

const KNOWN = new Set<string>(FIELD_NAMES);

/**
 * A readable place for a problem path: 'Harbour Holdings Limited › Owner 1 › Percentage owned'
 * instead of 'stakeholders.0.ownerOfBodyCorporate.0.compSharePercent'.
 */
export function problemPlace(t: TFunction, draft: TDraft, path: string): string {
  const keys = path.split('.');
  const parts: string[] = [];
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] ?? '';
    const next = keys[i + 1];
    if (
      (key === 'stakeholders' || key === 'ownerOfBodyCorporate') &&
      next !== undefined &&
      /^\d+$/.test(next)
    ) {
      const holder = valueAt(draft, keys.slice(0, i + 2).join('.')) as THolder | undefined;
      const fallback =
        key === 'stakeholders'
          ? t('caseForm.problemPlace.stakeholder', { n: Number(next) + 1 })
          : t('caseForm.problemPlace.owner', { n: Number(next) + 1 });
      parts.push((holder && holderName(holder)) || fallback);
      i += 1;
    } else if (key === 'shareClasses' && next !== undefined && /^\d+$/.test(next)) {
      parts.push(t('caseForm.problemPlace.shareClass', { n: Number(next) + 1 }));
      i += 1;
    } else if (/^(res|corr|reg)Address$|^regOfficeAddress$/.test(key)) {
      parts.push(t('caseForm.fieldNames.regOfficeAddress'));
    } else if (KNOWN.has(key)) {
      parts.push(t(`caseForm.fieldNames.${key as (typeof FIELD_NAMES)[number]}`));
    } else {
      parts.push(key);
    }
  }
  return parts.join(' › ');
}
