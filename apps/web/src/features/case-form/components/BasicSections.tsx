import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BUSINESS_NATURES, businessNatureName, CURRENCIES } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import { fieldID } from '../draft-model';
import AddressFields from './AddressFields';
import DraftAutocomplete from './DraftAutocomplete';
import { DraftInteger, DraftSelect, DraftText, useFieldMessage } from './FormFields';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

export function CompanySection() {
  const { t } = useTranslation();
  const { language } = useCaseForm();
  const natures = useMemo(
    () => BUSINESS_NATURES.map((n) => ({ code: n.bnCode, label: businessNatureName(n, language) })),
    [language],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('caseForm.company.hint')}
      </Typography>
      <Box sx={twoColumns}>
        <DraftText path="companyEngName" label={t('caseForm.company.engName')} required lang="en" />
        <DraftText path="companyChiName" label={t('caseForm.company.chiName')} lang="zh-HK" />
        <DraftAutocomplete
          path="businessNature"
          label={t('caseForm.company.businessNature')}
          options={natures}
          required
        />
      </Box>
      <DraftText path="businessDescription" label={t('caseForm.company.businessDescription')} multiline />
    </Stack>
  );
}

export function AddressSection() {
  const { t } = useTranslation();
  return <AddressFields path="regOfficeAddress" legend={t('caseForm.sections.address')} />;
}

export function CapitalSection() {
  const { t } = useTranslation();
  const { draft, update } = useCaseForm();
  const classes = draft.shareClasses ?? [];
  const classesMessage = useFieldMessage('shareClasses');
  return (
    <Stack spacing={2}>
      <Box sx={twoColumns}>
        <DraftSelect
          path="shareCapitalCurrency"
          label={t('caseForm.capital.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: t(`caseForm.capital.currencies.${c}`) }))}
          required
        />
        <DraftInteger path="totalNumOfOrdShare" label={t('caseForm.capital.totalShares')} required min={1} />
      </Box>
      <Typography variant="h5" component="h3">
        {t('caseForm.capital.classes')}
      </Typography>
      <Box id={fieldID('shareClasses')} tabIndex={-1}>
        {classesMessage && (
          <Typography role="alert" color="error" variant="body2">
            {classesMessage}
          </Typography>
        )}
      </Box>
      {classes.map((_c, i) => (
        <Stack
          key={i}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DraftText path={`shareClasses.${i}.className`} label={t('caseForm.capital.className')} required />
          <DraftInteger
            path={`shareClasses.${i}.numberOfShares`}
            label={t('caseForm.capital.classShares')}
            required
            min={1}
          />
          <IconButton
            aria-label={t('caseForm.capital.removeClass', { n: i + 1 })}
            onClick={() => update((d) => ({ ...d, shareClasses: classes.filter((_x, j) => j !== i) }))}
          >
            <IconTrash size={18} aria-hidden="true" />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => update((d) => ({ ...d, shareClasses: [...(d.shareClasses ?? []), {}] }))}
          disabled={classes.length >= 20}
        >
          {t('caseForm.capital.addClass')}
        </Button>
      </Box>
    </Stack>
  );
}

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('caseForm.contact.hint')}
      </Typography>
      <Box sx={twoColumns}>
        <DraftText
          path="contactPerson.name"
          label={t('caseForm.contact.name')}
          required
          autoComplete="name"
        />
        <DraftText
          path="contactPerson.email"
          label={t('caseForm.contact.email')}
          type="email"
          autoComplete="email"
        />
        <DraftText path="contactPerson.phoneCode" label={t('caseForm.contact.phoneCode')} />
        <DraftText
          path="contactPerson.phone"
          label={t('caseForm.contact.phone')}
          type="tel"
          autoComplete="tel"
        />
      </Box>
    </Stack>
  );
}
