import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconFilePlus } from '@tabler/icons-react';
import {
  AMENDMENT_TYPES,
  ongoingCasePath,
  RENEWAL_SECTION_NAMES,
  type TAmendmentType,
  type TCaseDetail,
  type TLanguage,
  type TRenewalChange,
  type TRenewalView,
} from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { toLanguage } from '../../../i18n/language';
import QueryStatus from '../../account/components/QueryStatus';
import { SelectField } from '../../account-management/components/list-parts';
import { caseDetailQuery } from '../../cases/api';
import { hasErrors, serverFieldErrors } from '../../case-opening/form-errors';
import { renewalQuery, useAddChange, useCarryChanges, useWithdrawChange } from '../api';
import AddressProofStates from '../components/AddressProofStates';
import DateField from '../../../ui-component/date-field/DateField';

const CHANGE_FIELDS = ['amendmentType', 'description', 'effectiveDate'] as const;
/** Darker shades than MUI's chip colours, so each state's text keeps its contrast. */
const STATE_COLOUR = {
  NOTED: 'warning.dark',
  AMENDMENT_OPEN: 'info.dark',
  RECORDED: 'success.dark',
} as const;

function ChangeRow({
  change,
  mayWithdraw,
  busy,
  onWithdraw,
}: {
  change: TRenewalChange;
  mayWithdraw: boolean;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language: TLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {t(`entities.amendmentTypes.${change.amendmentType}`)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(`renewal.changeStates.${change.state}`)}
            sx={{ color: STATE_COLOUR[change.state], borderColor: 'currentColor' }}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {change.description}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('renewal.amendment.effective', { date: formatDate(change.effectiveDate) })}
          {' · '}
          {change.source === 'CLIENT'
            ? t('renewal.amendment.fromClient', {
                section: change.section ? RENEWAL_SECTION_NAMES[change.section][language] : '',
              })
            : t('renewal.amendment.fromOfficer', { name: change.createdBy })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {change.amendment && (
            <Link component={RouterLink} to={ongoingCasePath(change.amendment.caseID)}>
              {t('renewal.amendment.openCase', { ref: change.amendment.caseRef })}
            </Link>
          )}
          {mayWithdraw && change.state === 'NOTED' && (
            <Button size="small" color="inherit" variant="outlined" onClick={onWithdraw} disabled={busy}>
              {t('renewal.amendment.withdraw')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function NoteChangeForm({ caseID }: { caseID: string }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const add = useAddChange(caseID);
  const empty = { amendmentType: 'CHANGE_DIRECTOR' as TAmendmentType, description: '', effectiveDate: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<(typeof CHANGE_FIELDS)[number], string>>>({});
  const submit = () => {
    const local: typeof errors = {};
    if (!values.description.trim()) local.description = t('renewal.errors.noteRequired');
    if (!values.effectiveDate) local.effectiveDate = t('renewal.errors.dateRequired');
    setErrors(local);
    if (hasErrors(local)) return;
    add.mutate(
      { ...values, description: values.description.trim() },
      {
        onSuccess: () => {
          setValues(empty);
          showSuccess(t('renewal.amendment.noted'));
        },
        onError: (error) => {
          const byField = serverFieldErrors(error, CHANGE_FIELDS);
          if (hasErrors(byField)) setErrors(byField);
          else showError(error);
        },
      },
    );
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby="note-change-title">
      <Typography variant="h4" component="h2" id="note-change-title">
        {t('renewal.amendment.noteTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectField
          label={t('renewal.amendment.type')}
          name="amendmentType"
          value={values.amendmentType}
          fullWidth
          options={AMENDMENT_TYPES.map((v) => ({ value: v, label: t(`entities.amendmentTypes.${v}`) }))}
          onChange={(value) => setValues((v) => ({ ...v, amendmentType: value as TAmendmentType }))}
        />
        <DateField
          label={t('renewal.fields.effectiveDate')}
          name="effectiveDate"
          required
          value={values.effectiveDate}
          onChange={(effectiveDate) => setValues((v) => ({ ...v, effectiveDate }))}
          error={errors.effectiveDate}
        />
      </Stack>
      <OutlinedField
        label={t('renewal.amendment.description')}
        name="description"
        required
        multiline
        rows={3}
        value={values.description}
        onChange={(description) => setValues((v) => ({ ...v, description }))}
        error={errors.description}
      />
      <Box>
        <Button variant="outlined" onClick={submit} disabled={add.isPending}>
          {t('renewal.amendment.add')}
        </Button>
      </Box>
    </Stack>
  );
}

function RenewalAmendmentScreen({ view, detail }: { view: TRenewalView; detail: TCaseDetail | undefined }) {
  const { t, i18n } = useTranslation();
  const language: TLanguage = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { showError, showSuccess } = useSnackbar();
  const withdraw = useWithdrawChange(view.caseID);
  const carry = useCarryChanges(view.caseID);
  const noted = view.changes.filter((c) => c.state === 'NOTED');
  const answered = view.sections.filter((s) => s.status !== null).length;
  const company = detail ? (detail.companyEngName ?? detail.companyChiName ?? '') : '';
  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography variant="h2" component="h1">
              {t('screens.annualRenewalAmendment')}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {company}
              <Typography component="span" sx={{ ml: 1.5, color: 'text.secondary' }}>
                {view.caseRef}
              </Typography>
            </Typography>
            {view.returnDate && (
              <Typography sx={{ color: 'text.secondary' }}>
                {t('renewal.amendment.returnDate', { date: formatDate(view.returnDate) })}
              </Typography>
            )}
          </Box>
          <Button
            component={RouterLink}
            to={ongoingCasePath(view.caseID)}
            variant="outlined"
            startIcon={<IconArrowLeft size={18} aria-hidden="true" />}
            sx={{ flexShrink: 0 }}
          >
            {t('tasks.screen.openCase')}
          </Button>
        </Stack>
        <Typography>{t('renewal.amendment.intro')}</Typography>

        <Stack component="section" spacing={2} aria-labelledby="changes-title">
          <Typography variant="h4" component="h2" id="changes-title">
            {t('renewal.amendment.changesTitle', { count: view.changes.length })}
          </Typography>
          {view.changes.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('renewal.amendment.none')}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
              {view.changes.map((change) => (
                <ChangeRow
                  key={change.changeID}
                  change={change}
                  mayWithdraw={view.mayNoteChanges}
                  busy={withdraw.isPending}
                  onWithdraw={() => withdraw.mutate(change.changeID, { onError: showError })}
                />
              ))}
            </Stack>
          )}
          {view.mayNoteChanges && noted.length > 0 && (
            <Alert severity="warning">
              {t('renewal.amendment.waiting', { count: noted.length })}
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  color="inherit"
                  size="small"
                  startIcon={<IconFilePlus size={18} aria-hidden="true" />}
                  disabled={carry.isPending}
                  onClick={() =>
                    carry.mutate(undefined, {
                      onSuccess: () => showSuccess(t('renewal.amendment.carried')),
                      onError: showError,
                    })
                  }
                >
                  {t('renewal.amendment.carry')}
                </Button>
              </Box>
            </Alert>
          )}
        </Stack>
        {view.mayNoteChanges && <NoteChangeForm caseID={view.caseID} />}

        <Stack component="section" spacing={1.5} aria-labelledby="confirmation-title">
          <Typography variant="h4" component="h2" id="confirmation-title">
            {t('renewal.amendment.confirmationTitle', { answered, total: view.sections.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {view.sections.map((s) => (
              <Typography component="li" key={s.section}>
                {RENEWAL_SECTION_NAMES[s.section][language]}: {t(`renewal.status.${s.status ?? 'open'}`)}
              </Typography>
            ))}
          </Box>
        </Stack>
        <AddressProofStates proofs={view.addressProofs} />
      </Stack>
    </MainCard>
  );
}

/**
 * /annual-renewal/amendment/:caseID (staff; issue 16): the changes met during a renewal — from the
 * client's confirmation and noted by the officer — each with its effective date and its state, carried
 * into the company's records by an amendment case; with the client's answers and the proofs of address.
 */
export default function RenewalAmendmentPage() {
  const { t } = useTranslation();
  const { caseID = '' } = useParams();
  const view = useQuery(renewalQuery(caseID));
  const detail = useQuery(caseDetailQuery(caseID));
  if (view.data) return <RenewalAmendmentScreen view={view.data} detail={detail.data} />;
  return (
    <MainCard title={t('screens.annualRenewalAmendment')}>
      <QueryStatus
        isPending={view.isPending}
        failedText={t('renewal.loadFailed')}
        onRetry={() => void view.refetch()}
      />
    </MainCard>
  );
}
