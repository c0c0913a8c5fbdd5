import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconFileSearch } from '@tabler/icons-react';
import MainCard from '../../../ui-component/MainCard';

/** A case that does not exist, or that the person may not see (the server answers both alike). */
export default function CaseNotFound() {
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
          <IconFileSearch size={36} stroke={1.5} aria-hidden="true" />
        </Box>
        <Typography variant="h2" component="h1">
          {t('cases.notFound.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{t('cases.notFound.body')}</Typography>
        <Button component={RouterLink} to="/cases" variant="contained">
          {t('cases.notFound.back')}
        </Button>
      </Stack>
    </MainCard>
  );
}
