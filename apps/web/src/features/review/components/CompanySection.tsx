import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { businessNatureByCode, businessNatureName, type TCaseInformation } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { addressLines } from '../review-format';
import ReviewRow from './ReviewRow';

/** The company's particulars as the client submitted them. */
export default function CompanySection({ info }: { info: TCaseInformation }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const nature = info.businessNature ? businessNatureByCode(info.businessNature) : undefined;
  const capital = [
    info.shareCapitalCurrency,
    info.totalNumOfOrdShare !== undefined
      ? t('review.shares', {
          count: info.totalNumOfOrdShare,
          formatted: info.totalNumOfOrdShare.toLocaleString(language),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const row = (key: keyof TCaseInformation, label: string, value: React.ReactNode) => (
    <ReviewRow key={key} label={label} value={value} path={key} place={label} />
  );
  return (
    <Box component="section" aria-labelledby="review-company-title">
      <Typography id="review-company-title" variant="h4" component="h2" sx={{ mb: 1 }}>
        {t('review.sections.company')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {row('companyEngName', t('caseForm.fieldNames.companyEngName'), info.companyEngName)}
        {row('companyChiName', t('caseForm.fieldNames.companyChiName'), info.companyChiName)}
        {row(
          'businessNature',
          t('caseForm.fieldNames.businessNature'),
          nature ? businessNatureName(nature, language) : info.businessNature,
        )}
        {row('businessDescription', t('caseForm.company.businessDescription'), info.businessDescription)}
        {row(
          'regOfficeAddress',
          t('review.registeredOffice'),
          addressLines(info.regOfficeAddress, language).join('\n'),
        )}
        {row('totalNumOfOrdShare', t('review.shareCapital'), capital)}
        {(info.shareClasses ?? []).length > 0 &&
          row(
            'shareClasses',
            t('caseForm.fieldNames.shareClasses'),
            (info.shareClasses ?? [])
              .map((c) => `${c.className ?? ''}: ${c.numberOfShares?.toLocaleString(language) ?? ''}`)
              .join('\n'),
          )}
        {row(
          'contactPerson',
          t('caseForm.fieldNames.contactPerson'),
          [info.contactPerson?.name, info.contactPerson?.email, info.contactPerson?.phone]
            .filter(Boolean)
            .join('\n'),
        )}
      </Box>
    </Box>
  );
}
