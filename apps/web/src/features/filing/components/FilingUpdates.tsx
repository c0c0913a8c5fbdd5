import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILING_UPDATE_INPUT_STATUSES, hongKongDate, type TFilingView } from '@portal/domain';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { useAddFilingUpdate } from '../api';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import DateField from '../../../ui-component/date-field/DateField';

const FIELDS = ['status', 'updateDate', 'note'] as const;

type TStatus = (typeof FILING_UPDATE_INPUT_STATUSES)[number];
const COLOURS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  SUBMITTED: 'info',
  REQUISITION: 'warning',
  RESUBMITTED: 'info',
  REGISTERED: 'success',
  REJECTED: 'error',
  CORRECTED: 'default',
  NOTE: 'default',
};

/** What happened to the filing since, newest first, and a form to add the next thing that happened. */
export default function FilingUpdates({ view }: { view: TFilingView }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const add = useAddFilingUpdate(view.caseID);
  const [status, setStatus] = useState<TStatus>('REGISTERED');
  const [date, setDate] = useState(hongKongDate(new Date()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const submit = () => {
    if (status === 'NOTE' && !note.trim()) {
      setErrors({ note: t('filing.required') });
      return;
    }
    add.mutate(
      { status, updateDate: date, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          setErrors({});
        },
        onError: (error) => {
          const byField = serverFieldErrors(error, FIELDS);
          if (hasErrors(byField)) setErrors(byField);
          else showError(error);
        },
      },
    );
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby="filing-updates-title">
      <Typography variant="h4" component="h2" id="filing-updates-title">
        {t('filing.updatesTitle')}
      </Typography>
      {view.updates.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('filing.noUpdates')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {view.updates.map((u, index) => (
            <Stack
              component="li"
              key={index}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'baseline' } }}
            >
              <Chip size="small" label={t(`filing.statuses.${u.status}`)} color={COLOURS[u.status]} />
              <Typography variant="body2" sx={{ minWidth: 96 }}>
                {formatDate(u.updateDate)}
              </Typography>
              <Typography
                variant="body2"
                sx={{ flexGrow: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {u.note}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {u.createdBy}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      {view.mayEdit && view.filing && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <FormControl sx={{ minWidth: 200 }}>
            <InputLabel id="filing-status-label">{t('filing.fields.status')}</InputLabel>
            <Select
              labelId="filing-status-label"
              label={t('filing.fields.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              {FILING_UPDATE_INPUT_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`filing.statuses.${s}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box sx={{ minWidth: 180 }}>
            <DateField
              label={t('filing.fields.updateDate')}
              name="updateDate"
              value={date}
              onChange={setDate}
              error={errors.updateDate}
            />
          </Box>
          <OutlinedField
            label={t('filing.fields.note')}
            name="note"
            value={note}
            onChange={(value) => setNote(value.slice(0, 2000))}
            error={errors.note}
          />
          <Button
            variant="outlined"
            onClick={submit}
            disabled={add.isPending}
            sx={{ flexShrink: 0, height: 48 }}
          >
            {t('filing.addUpdate')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
