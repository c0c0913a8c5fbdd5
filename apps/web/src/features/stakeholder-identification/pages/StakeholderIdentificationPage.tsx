import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ongoingCasePath, type TRouteName } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { useAuth } from '../../auth/auth-context';
import { holderViewQuery } from '../api';
import IdentificationForm from '../components/IdentificationForm';
import { uploadFile, type TUploadFn } from '../upload-request';

/**
 * Stakeholder identification (SH_I_FORM, SH_C_FORM; issue 5): the stakeholder checks and completes
 * their particulars, attaches documents, answers the declarations, acknowledges and confirms. Only
 * the stakeholder whose task is in progress writes; firm staff read; anyone else goes to the case
 * page at its task list (spec §6).
 */
export default function StakeholderIdentificationPage({
  routeName,
  upload = uploadFile,
}: {
  routeName: TRouteName;
  /** The upload call (tests pass a double; XMLHttpRequest is not theirs to drive). */
  upload?: TUploadFn;
}) {
  const { t } = useTranslation();
  const { caseID = '', holderID = '' } = useParams();
  const { isStaff } = useAuth();
  const view = useQuery(holderViewQuery(caseID, holderID));

  if (view.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('shIdentification.loading')} />
      </Box>
    );
  }
  if (view.isError) {
    if (isApiError(view.error) && view.error.status >= 400 && view.error.status < 500) {
      return <Navigate to={ongoingCasePath(caseID)} replace />;
    }
    return (
      <MainCard title={t(`screens.${routeName}`)}>
        <QueryStatus
          isPending={false}
          failedText={t('shIdentification.loadFailed')}
          onRetry={() => void view.refetch()}
        />
      </MainCard>
    );
  }
  // Not the stakeholder with the task in progress: staff may read, anyone else goes to the case.
  if (!view.data.mayEdit && !isStaff) return <Navigate to={ongoingCasePath(caseID)} replace />;
  return (
    <IdentificationForm
      key={`${caseID}/${holderID}`}
      view={view.data}
      readOnly={!view.data.mayEdit}
      upload={upload}
    />
  );
}
