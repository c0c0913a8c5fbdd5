import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILING_METHODS, hongKongDate, type TFilingView } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import { useSaveFiling } from '../api';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import DateField from '../../../ui-component/date-field/DateField';

const FIELDS = ['filingDate', 'registryReference', 'filingMethod'] as const;

type TMethod = (typeof FILING_METHODS)[number];

/** When and how the case was filed, and the registry's reference; saved again to correct it. */
export default function FilingForm({ view }: { view: TFilingView }) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const save = useSaveFiling(view.caseID);
  const [filingDate, setFilingDate] = useState(view.filing?.filingDate ?? hongKongDate(new Date()));
  const [reference, setReference] = useState(view.filing?.registryReference ?? '');
  const [method, setMethod] = useState<TMethod>(view.filing?.filingMethod ?? 'E_REGISTRY');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const changed =
    !view.filing ||
    view.filing.filingDate !== filingDate ||
    view.filing.registryReference !== reference.trim() ||
    view.filing.filingMethod !== method;

  const submit = () => {
    const local: Record<string, string> = {};
    if (!filingDate) local.filingDate = t('filing.required');
    if (!reference.trim()) local.registryReference = t('filing.required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      { filingDate, registryReference: reference.trim(), filingMethod: method },
      {
        onSuccess: () => showSuccess(t('filing.saved')),
        onError: (error) => {
          const byField = serverFieldErrors(error, FIELDS);
          if (hasErrors(byField)) setErrors(byField);
          else showError(error);
        },
      },
    );
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby="filing-record-title">
      <Typography variant="h4" component="h2" id="filing-record-title">
        {t('filing.recordTitle')}
      </Typography>
      {view.filing && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('filing.recordedBy', {
            name: view.filing.recordedBy,
            date: formatDisplayDate(view.filing.updatedDate),
          })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField
          label={t('filing.fields.filingDate')}
          name="filingDate"
          required
          value={filingDate}
          onChange={setFilingDate}
          error={errors.filingDate}
          disabled={!view.mayEdit}
        />
        <OutlinedField
          label={t('filing.fields.registryReference')}
          name="registryReference"
          required
          value={reference}
          onChange={(value) => setReference(value.slice(0, 100))}
          error={errors.registryReference}
          helperText={t('filing.hints.registryReference')}
          disabled={!view.mayEdit}
        />
      </Stack>
      <FormControl disabled={!view.mayEdit}>
        <FormLabel id="filing-method-label">{t('filing.fields.filingMethod')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="filing-method-label"
          value={method}
          onChange={(event) => setMethod(event.target.value as TMethod)}
        >
          {FILING_METHODS.map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={t(`filing.methods.${m}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      {view.mayEdit && (
        <Stack direction="row">
          <Button variant="outlined" onClick={submit} disabled={!changed || save.isPending}>
            {view.filing ? t('filing.saveCorrection') : t('filing.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
