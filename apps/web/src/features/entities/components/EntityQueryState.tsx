import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import MainCard from '../../../ui-component/MainCard';
import { PATHS } from '../../../routes/paths';
import QueryStatus from '../../account/components/QueryStatus';
import { isNotFound } from '../../cases/api';

/** A company (or holder) that does not exist, or that the person may not see: the server answers both alike. */
function EntityNotFound() {
  const { t } = useTranslation();
  return (
    <MainCard>
      <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'warning.light',
            color: 'warning.dark',
          }}
        >
          <IconBuildingSkyscraper size={36} stroke={1.5} aria-hidden="true" />
        </Box>
        <Typography variant="h2" component="h1">
          {t('entities.notFound.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{t('entities.notFound.body')}</Typography>
        <Button component={RouterLink} to={PATHS.entitiesActive} variant="contained">
          {t('entities.notFound.back')}
        </Button>
      </Stack>
    </MainCard>
  );
}

/** While a company loads: a spinner; when it failed: not found (404), or an error with a retry. */
export default function EntityQueryState({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (!isPending && isNotFound(error)) return <EntityNotFound />;
  return (
    <MainCard>
      <QueryStatus isPending={isPending} failedText={t('entities.view.loadFailed')} onRetry={onRetry} />
    </MainCard>
  );
}
