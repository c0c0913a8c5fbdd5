import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconHistory } from '@tabler/icons-react';
import { ERROR_CODES, type TNameSearchRequest, type TRouteName } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import MainCard from '../../../ui-component/MainCard';
import { useAuth } from '../../auth/auth-context';
import { LEGAL_KEYS } from '../../legal/api';
import LegalTextDialog from '../../legal/components/LegalTextDialog';
import { useAcceptanceGate } from '../../legal/use-acceptance-gate';
import { listVersionsQuery, NAME_SEARCH_KEYS, searchRecordPath, useRunSearch } from '../api';
import NameSearchForm, { type TServerFieldError } from '../components/NameSearchForm';
import ScreeningListsPanel from '../components/ScreeningListsPanel';
import { EMPTY_FORM, FORM_API_FIELDS, formFromQuery, type TNameSearchForm } from '../name-search-form';

/** The form a "Search again" from a record starts with (its query, passed in the navigation state). */
function initialForm(state: unknown): TNameSearchForm {
  const again = (state as { again?: Parameters<typeof formFromQuery>[0] } | null)?.again;
  return again && typeof again.name === 'string' && (again.type === 'I' || again.type === 'C')
    ? formFromQuery(again)
    : EMPTY_FORM;
}

/**
 * /name-search/add (spec §2, issue 20 point 5; staff): a name screened against the UN and OFAC lists
 * loaded now. The name-search terms open on first use and are accepted once; the lists in force are
 * shown (or that none is, with the upload for SMOOOTH). A search's record opens at its own address,
 * where its hits are decided.
 */
export default function NameSearchAddPage({ routeName }: { routeName: TRouteName }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const lists = useQuery(listVersionsQuery());
  const gate = useAcceptanceGate('NAME_SEARCH_TERMS', { openOnFirstUse: true });
  const run = useRunSearch();
  const [serverError, setServerError] = useState<TServerFieldError | null>(null);
  const [reading, setReading] = useState(false);
  const [initial] = useState(() => initialForm(location.state));
  const mayUpload = user?.userType.typeCode === 'SMOOOTH';
  const noList = lists.data ? !lists.data.loaded : false;

  const search = (request: TNameSearchRequest) =>
    gate.whenAccepted(() => {
      setServerError(null);
      run.mutate(request, {
        onSuccess: (result) => void navigate(searchRecordPath(result.searchID)),
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === ERROR_CODES.SCREENING_NO_LIST)
            void queryClient.invalidateQueries({ queryKey: NAME_SEARCH_KEYS.lists });
          // Accepted in another tab and since changed, or never recorded: read the acceptances again.
          if (error.code === ERROR_CODES.SCREENING_TERMS_REQUIRED)
            void queryClient.invalidateQueries({ queryKey: LEGAL_KEYS.acceptances });
          if (error.status === 400 && error.field && FORM_API_FIELDS.includes(error.field))
            setServerError({ apiField: error.field, message: error.message });
        },
      });
    });

  const failure = run.error;
  const failureText =
    !failure || serverError
      ? null
      : isApiError(failure) && failure.code === ERROR_CODES.SCREENING_NO_LIST
        ? null
        : isApiError(failure) && failure.status >= 400 && failure.status < 500
          ? failure.message
          : t('nameSearch.form.failed');

  return (
    <MainCard
      title={t(`screens.${routeName}`)}
      titleLevel="h1"
      action={
        <Button
          component={RouterLink}
          to="/name-search/history"
          startIcon={<IconHistory size={18} aria-hidden="true" />}
        >
          {t('nameSearch.history.open')}
        </Button>
      }
    >
      <Stack spacing={3}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('nameSearch.add.intro')}</Typography>
        <ScreeningListsPanel lists={lists} mayUpload={mayUpload} />
        <Divider />
        {gate.status === 'needed' && !gate.isOpen && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => gate.whenAccepted()}>
                {t('nameSearch.terms.read')}
              </Button>
            }
          >
            {t('nameSearch.terms.needed')}
          </Alert>
        )}
        {gate.status === 'accepted' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('nameSearch.terms.accepted')}{' '}
            <Link component="button" type="button" variant="body2" onClick={() => setReading(true)}>
              {t('nameSearch.terms.reread')}
            </Link>
          </Typography>
        )}
        {failureText && <Alert severity="error">{failureText}</Alert>}
        <NameSearchForm
          initial={initial}
          busy={run.isPending}
          blocked={noList}
          serverError={serverError}
          onSearch={search}
        />
      </Stack>
      {gate.dialog}
      <LegalTextDialog text={reading ? 'NAME_SEARCH_TERMS' : null} onClose={() => setReading(false)} />
    </MainCard>
  );
}
