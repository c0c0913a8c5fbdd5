import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuilding } from '@tabler/icons-react';
import { PATHS } from '../../../routes/paths';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import { myFirmsQuery } from '../api';

/** A client's view of account management: the firms they work with, and where their own details are. */
export default function LinkedFirmsCard() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(myFirmsQuery);
  return (
    <MainCard title={t('accountManagement.title')} titleLevel="h1">
      <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
        <Typography variant="h4" component="h3">
          {t('accountManagement.client.heading')}
        </Typography>
        {isPending || isError ? (
          <QueryStatus
            isPending={isPending}
            failedText={t('accountManagement.loadFailed')}
            onRetry={() => void refetch()}
          />
        ) : data.items.length === 0 ? (
          <Alert severity="info">{t('accountManagement.client.none')}</Alert>
        ) : (
          <List aria-label={t('accountManagement.client.heading')} disablePadding>
            {data.items.map((firm) => (
              <ListItem key={firm.firmID} divider sx={{ px: 0 }}>
                <ListItemAvatar>
                  <Avatar variant="rounded" sx={{ bgcolor: 'primary.light', color: 'primary.dark' }}>
                    <IconBuilding size={22} stroke={1.6} aria-hidden="true" />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={firm.name} slotProps={{ primary: { variant: 'subtitle1' } }} />
              </ListItem>
            ))}
          </List>
        )}
        <Typography sx={{ color: 'text.secondary' }}>{t('accountManagement.client.explanation')}</Typography>
        <Typography>
          <Link component={RouterLink} to={PATHS.accountProfile}>
            {t('accountManagement.client.profileLink')}
          </Link>
        </Typography>
      </Stack>
    </MainCard>
  );
}
