import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { businessNatureByCode, businessNatureName, type TEntityParticulars } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';
import { LabelledValue } from '../../account-management/components/list-parts';
import { addressLines } from '../address-format';

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return <>—</>;
  return (
    <>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/** The company's registered particulars: names, numbers, dates, registered office, business, capital. */
export default function ParticularsPanel({
  particulars: p,
  narrow = false,
}: {
  particulars: TEntityParticulars;
  /** One column, for a side card. */
  narrow?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const nature = p.businessNature ? businessNatureByCode(p.businessNature) : undefined;
  const number = (value: number) => value.toLocaleString(language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: narrow ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      <LabelledValue label={t('entities.particulars.companyEngName')}>
        {p.companyEngName ?? '—'}
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.companyChiName')}>
        <span lang="zh-HK">{p.companyChiName ?? '—'}</span>
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.companyNumber')}>{p.companyNumber ?? '—'}</LabelledValue>
      <LabelledValue label={t('entities.particulars.brn')}>{p.brn ?? '—'}</LabelledValue>
      <LabelledValue label={t('entities.particulars.incorporationDate')}>
        {p.incorporationDate ?? '—'}
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.nextReturn')}>
        {p.nextReturnDate && p.nextReturnDueDate
          ? t('entities.particulars.nextReturnValue', { date: p.nextReturnDate, due: p.nextReturnDueDate })
          : '—'}
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.regOffice')}>
        <Lines lines={addressLines(p.regOfficeAddress, language)} />
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.businessNature')}>
        {nature ? businessNatureName(nature, language) : (p.businessNature ?? '—')}
        {p.businessDescription && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {p.businessDescription}
          </Typography>
        )}
      </LabelledValue>
      <LabelledValue label={t('entities.particulars.shareCapital')}>
        {p.totalNumOfOrdShare === null
          ? '—'
          : t('entities.particulars.shareCapitalValue', {
              shares: number(p.totalNumOfOrdShare),
              currency: p.shareCapitalCurrency ?? '',
            })}
        {p.shareClasses.map((c, index) => (
          <Typography key={`${c.className ?? ''}-${index}`} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('entities.particulars.shareClass', {
              name: c.className?.trim() || t('entities.particulars.ordinary'),
              shares: number(c.numberOfShares ?? 0),
              paid: c.amountPaidPerShare ?? 0,
            })}
          </Typography>
        ))}
      </LabelledValue>
    </Box>
  );
}
