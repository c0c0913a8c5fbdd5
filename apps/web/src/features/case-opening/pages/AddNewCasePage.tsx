import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TCaseType, TRouteName } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useAuth } from '../../auth/auth-context';
import AddNewCaseForm from '../components/AddNewCaseForm';
import ServicePicker, { SERVICE_PARAM, toServiceType } from '../components/ServicePicker';

/**
 * /add-new-case (staff): choose the service, then open the case for it. Only a firm's company
 * secretaries open cases; the platform team (SMOOOTH) is told so.
 */
export default function AddNewCasePage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user, isComSecSide } = useAuth();
  const [params, setParams] = useSearchParams();
  const serviceType = toServiceType(params.get(SERVICE_PARAM));

  const choose = (type: TCaseType) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SERVICE_PARAM, type);
        return next;
      },
      { replace: true },
    );

  if (!user) return null;
  return (
    <MainCard titleLevel="h1" title={t(`screens.${routeName}`)}>
      {!isComSecSide ? (
        <Alert severity="info">{t('caseOpening.newCase.firmStaffOnly')}</Alert>
      ) : (
        <Stack spacing={4}>
          <Stack spacing={2}>
            <Typography variant="h4" component="h3">
              {t('caseOpening.service.label')}
            </Typography>
            <ServicePicker value={serviceType} onChange={choose} audience="staff" />
          </Stack>
          {serviceType ? (
            <AddNewCaseForm serviceType={serviceType} user={user} />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('caseOpening.service.chooseFirst')}</Typography>
          )}
        </Stack>
      )}
    </MainCard>
  );
}
