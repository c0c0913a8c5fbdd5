import type { TFunction } from 'i18next';
import {
  heldRoles,
  holderName,
  type TCaseInformation,
  type TLanguage,
  type TRenewalSection,
} from '@portal/domain';
import { addressLines } from '../review/review-format';

/**
 * What each part of Form NAR1 will say, read from the company's records as the renewal carries them
 * (the entity's records at opening): the lines the client checks before confirming the part.
 */
export function sectionLines(
  section: TRenewalSection,
  info: TCaseInformation,
  t: TFunction,
  language: TLanguage,
): string[] {
  const current = info.stakeholders.filter((h) => heldRoles(h).length > 0);
  const withRole = (role: 'isDirector' | 'isComSec' | 'isShareHolder') =>
    current.filter((h) => heldRoles(h).includes(role));
  const number = (n: number) => n.toLocaleString(language);
  switch (section) {
    case 'COMPANY_NAME':
      return [info.companyEngName, info.companyChiName].filter((n): n is string => Boolean(n?.trim()));
    case 'BUSINESS_NAME':
      return [t('renewal.values.noBusinessName')];
    case 'COMPANY_TYPE':
      return [t('renewal.values.privateLimitedByShares')];
    case 'REGISTERED_OFFICE':
      return addressLines(info.regOfficeAddress, language);
    case 'EMAIL':
      return info.contactPerson?.email ? [info.contactPerson.email] : [];
    case 'SHARE_CAPITAL': {
      const currency = info.shareCapitalCurrency ?? '';
      const classes = (info.shareClasses ?? []).map((c) =>
        t('renewal.values.shareClass', {
          name: c.className ?? t('renewal.values.ordinary'),
          shares: number(c.numberOfShares ?? 0),
          currency,
          paid: c.amountPaidPerShare ?? 0,
        }),
      );
      const total =
        info.totalNumOfOrdShare !== undefined
          ? [t('renewal.values.totalShares', { shares: number(info.totalNumOfOrdShare), currency })]
          : [];
      return [...total, ...classes];
    }
    case 'MEMBERS':
      return withRole('isShareHolder').map((h) =>
        t('renewal.values.member', { name: holderName(h), shares: number(h.ordinaryShares ?? 0) }),
      );
    case 'DIRECTORS':
      return withRole('isDirector').map((h) => holderName(h));
    case 'COMPANY_SECRETARY':
      return withRole('isComSec').map((h) => holderName(h));
    case 'REGISTERS':
      return [t('renewal.values.registersAtOffice')];
  }
}
