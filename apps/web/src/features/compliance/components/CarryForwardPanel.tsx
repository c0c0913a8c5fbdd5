import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconHistory } from '@tabler/icons-react';
import type { TDueDiligenceView } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDate } from '../../../utils/date-format';
import { useCarryForward } from '../api';

/**
 * A renewal's due diligence starts from the company's earlier records (issue 16, point 5): those
 * younger than the firm's refresh period are carried forward in one step, each with a note; the
 * older ones are listed by name to be done again. `kind` chooses the stakeholders' records or the
 * risk assessment.
 */
export default function CarryForwardPanel({
  view,
  kind,
}: {
  view: TDueDiligenceView;
  kind: 'dueDiligence' | 'risk';
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const carry = useCarryForward(view.caseID);
  const refresh = view.refresh;
  if (!refresh || !view.mayRecord) return null;
  const period = refresh.highRisk
    ? t('dueDiligence.carry.periodHighRisk', { months: refresh.months })
    : t('dueDiligence.carry.period', { months: refresh.months });

  if (kind === 'risk') {
    const previous = refresh.previousRisk;
    if (!previous || view.riskAssessment) return null;
    return (
      <Alert
        severity={previous.current ? 'info' : 'warning'}
        icon={<IconHistory size={20} aria-hidden="true" />}
      >
        <AlertTitle>{t('dueDiligence.carry.riskTitle')}</AlertTitle>
        <Typography variant="body2">
          {t('dueDiligence.carry.riskPrevious', {
            date: formatDate(previous.recordDate),
            ref: previous.caseRef,
            rating: t(`compliance.ratingLabel.${previous.rating}`),
          })}{' '}
          {period}
        </Typography>
        {previous.current ? (
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              size="small"
              disabled={carry.isPending}
              onClick={() =>
                carry.mutate(
                  { holderIDs: [], riskAssessment: true },
                  { onSuccess: () => showSuccess(t('dueDiligence.carry.done')), onError: showError },
                )
              }
            >
              {t('dueDiligence.carry.riskButton')}
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('dueDiligence.carry.riskExpired', { date: formatDate(previous.currentUntil) })}
          </Typography>
        )}
      </Alert>
    );
  }

  const open = view.stakeholders.filter((s) => s.record === null && s.previous !== null);
  const current = open.filter((s) => s.previous?.current);
  const expired = open.filter((s) => !s.previous?.current);
  if (open.length === 0) return null;
  return (
    <Alert severity={expired.length ? 'warning' : 'info'} icon={<IconHistory size={20} aria-hidden="true" />}>
      <AlertTitle>{t('dueDiligence.carry.title')}</AlertTitle>
      <Typography variant="body2">
        {t('dueDiligence.carry.intro')} {period}
      </Typography>
      {expired.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('dueDiligence.carry.expired', { names: expired.map((s) => s.name).join(', ') })}
        </Typography>
      )}
      {current.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={carry.isPending}
            onClick={() =>
              carry.mutate(
                { holderIDs: current.map((s) => s.holderID), riskAssessment: false },
                { onSuccess: () => showSuccess(t('dueDiligence.carry.done')), onError: showError },
              )
            }
          >
            {t('dueDiligence.carry.button', { count: current.length })}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
