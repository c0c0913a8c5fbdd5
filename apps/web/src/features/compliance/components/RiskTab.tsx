import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { TDueDiligenceView, TTask } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import { SelectField } from '../../account-management/components/list-parts';
import { useAuth } from '../../auth/auth-context';
import { useSaveRecord } from '../api';
import { recordPath } from '../compliance-format';
import {
  allowedRatings,
  computedOf,
  matchesRecorded,
  REASONS_MAX,
  riskDraftFor,
  riskProblems,
  riskRequest,
  type TRiskDraft,
  type TRiskField,
} from '../risk-form';
import RatingSummary, { RatingChip } from './RatingSummary';
import RiskFactorsFields from './RiskFactorsFields';
import CompleteScreenTask from './CompleteScreenTask';
import CarryForwardPanel from './CarryForwardPanel';

/**
 * The risk tab: the factors (prefilled from the current assessment or the case's suggestions), the
 * rating worked out live, the final rating (raise only, with reasons), saving it as a record, then
 * approving or returning to due diligence. A COM_SEC may record HIGH but a system administrator
 * approves it; the tab says how they take the review over.
 */
export default function RiskTab({
  task,
  view,
  editable,
}: {
  task: TTask;
  view: TDueDiligenceView;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { showSuccess, showError } = useSnackbar();
  const save = useSaveRecord();
  const [draft, setDraft] = useState<TRiskDraft>(() => riskDraftFor(view));
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field: TRiskField; message: string } | null>(null);
  const problems = riskProblems(draft);
  const computed = computedOf(draft);
  const recorded = view.riskAssessment;
  // A record written elsewhere (carried forward from an earlier case) becomes what the form shows.
  const [basis, setBasis] = useState(recorded?.complianceID ?? null);
  if ((recorded?.complianceID ?? null) !== basis) {
    setBasis(recorded?.complianceID ?? null);
    setDraft(riskDraftFor(view));
  }
  const isAdmin = user?.userType.typeCode === 'SYSTEM_ADMIN';
  const suggested = view.suggestedFactors;

  const change = (changes: Partial<TRiskDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerProblem(null);
  };
  const messageOf = (field: TRiskField) => {
    if (serverProblem?.field === field) return serverProblem.message;
    const problem = tried ? problems[field] : undefined;
    return problem ? t(`dueDiligence.risk.errors.${problem}`) : undefined;
  };
  const submit = () => {
    setTried(true);
    const body = riskRequest(view.caseID, draft);
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => showSuccess(t('dueDiligence.risk.saved', { version: saved.version })),
      onError: (error) => {
        if (isApiError(error) && error.field && ['rating', 'reasons'].includes(error.field))
          setServerProblem({ field: error.field as TRiskField, message: error.message });
        else showError(error);
      },
    });
  };

  const saved = matchesRecorded(draft, view);
  const highForComSec = recorded?.riskAssessment?.rating === 'HIGH' && !isAdmin;
  const blockedReason = !recorded
    ? t('dueDiligence.risk.saveFirst')
    : !saved
      ? t('dueDiligence.risk.unsaved')
      : highForComSec
        ? t('dueDiligence.risk.adminApproves')
        : undefined;

  return (
    <Stack spacing={2.5}>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>
        {editable ? t('dueDiligence.risk.intro') : t('dueDiligence.risk.readOnlyIntro')}
      </Typography>
      <Alert severity={suggested.pepNames.length ? 'warning' : 'info'} icon={false}>
        <AlertTitle>{t('dueDiligence.risk.fromCase')}</AlertTitle>
        <Typography variant="body2">
          {suggested.pepNames.length
            ? t('dueDiligence.risk.peps', { names: suggested.pepNames.join(', ') })
            : t('dueDiligence.risk.noPeps')}
        </Typography>
        <Typography variant="body2">
          {t('dueDiligence.risk.structure', {
            layers: suggested.ownershipLayers,
            corporates: suggested.corporateShareholders,
          })}
        </Typography>
      </Alert>
      {view.screeningEscalated && (
        <Alert severity="error">
          <AlertTitle>{t('dueDiligence.screening.escalatedTitle')}</AlertTitle>
          {t('dueDiligence.screening.escalatedRisk')}
        </Alert>
      )}
      {editable && <CarryForwardPanel view={view} kind="risk" />}
      {recorded ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {recorded.riskAssessment && <RatingChip rating={recorded.riskAssessment.rating} />}
          <Link component={RouterLink} to={recordPath(recorded.complianceID)} variant="body2">
            {t('dueDiligence.risk.current', {
              version: recorded.version,
              name: recorded.preparedBy.name,
              date: formatDisplayDate(recorded.createdDate),
            })}
          </Link>
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('dueDiligence.risk.none')}
        </Typography>
      )}
      {(editable || recorded) && (
        <Box
          component="form"
          noValidate
          aria-label={t('dueDiligence.tabs.risk')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack spacing={2.5}>
            <RiskFactorsFields
              draft={draft}
              change={change}
              messageOf={messageOf}
              suggested={suggested}
              disabled={!editable}
            />
            <RatingSummary computed={computed} headingId="risk-computed" />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
              <Box>
                <SelectField
                  label={t('dueDiligence.risk.rating')}
                  name="rating"
                  value={draft.rating || computed?.rating || ''}
                  fullWidth
                  disabled={!editable || !computed}
                  helperId="risk-rating-help"
                  options={(computed ? allowedRatings(draft) : (['' as const] as const)).map((r) => ({
                    value: r,
                    label: r ? t(`compliance.ratingLabel.${r}`) : t('dueDiligence.risk.choose'),
                  }))}
                  onChange={(value) => change({ rating: value as TRiskDraft['rating'] })}
                />
                <Typography
                  id="risk-rating-help"
                  variant="caption"
                  sx={{ display: 'block', mx: 1.75, mt: 0.5 }}
                  color={messageOf('rating') ? 'error' : 'text.secondary'}
                >
                  {messageOf('rating') ?? t('dueDiligence.risk.ratingHint')}
                </Typography>
              </Box>
              <TextField
                id="risk-reasons"
                label={t('dueDiligence.risk.reasons')}
                value={draft.reasons}
                onChange={(event) => change({ reasons: event.target.value })}
                disabled={!editable}
                required
                multiline
                minRows={3}
                fullWidth
                error={Boolean(messageOf('reasons'))}
                helperText={messageOf('reasons') ?? t('dueDiligence.risk.reasonsHint')}
                slotProps={{ htmlInput: { maxLength: REASONS_MAX + 100 } }}
              />
            </Box>
            {editable && (
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  // Nothing changed since the recorded version: saving would only repeat it.
                  disabled={saved}
                  loading={save.isPending}
                  startIcon={<IconDeviceFloppy size={18} stroke={1.8} aria-hidden="true" />}
                >
                  {recorded ? t('dueDiligence.risk.saveCorrection') : t('dueDiligence.risk.save')}
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      )}
      {editable && highForComSec && (
        <Alert severity="warning">
          <AlertTitle>{t('dueDiligence.risk.highNeedsAdmin.title')}</AlertTitle>
          {t('dueDiligence.risk.highNeedsAdmin.body')}
        </Alert>
      )}
      {editable && (
        <>
          <Divider />
          <CompleteScreenTask
            key={recorded?.complianceID ?? 'none'}
            task={task}
            blockedReason={blockedReason}
            texts={{
              complete: t('dueDiligence.decision.approve'),
              confirmTitle: t('dueDiligence.decision.approveTitle'),
              confirmBody: t('dueDiligence.decision.approveBody'),
              return: t('dueDiligence.decision.return'),
              returnTitle: t('dueDiligence.decision.returnTitle'),
              returnBody: t('dueDiligence.decision.returnBody'),
            }}
            done={t('dueDiligence.decision.approved')}
          />
        </>
      )}
    </Stack>
  );
}
