import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconRestore } from '@tabler/icons-react';
import { LAYOUT, type TEntityHolderDetail } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { entityHolderQuery } from '../api';
import { archivedHolderPath, entityPagePath } from '../entity-paths';
import ArchiveDialog from '../components/ArchiveDialog';
import EntityHeader from '../components/EntityHeader';
import EntityQueryState from '../components/EntityQueryState';
import HolderRecord from '../components/HolderRecord';
import ParticularsPanel from '../components/ParticularsPanel';

function OtherHolders({ detail }: { detail: TEntityHolderDetail }) {
  const { t } = useTranslation();
  if (detail.otherHolders.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('entities.holders.noOthers')}</Typography>;
  }
  return (
    <Stack
      component="ul"
      aria-label={t('entities.holders.others')}
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {detail.otherHolders.map((other) => (
        <li key={other.holderID}>
          <Link
            component={RouterLink}
            to={archivedHolderPath(detail.companyID, other.holderID)}
            underline="hover"
          >
            {other.name}
          </Link>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
            {t(`entities.holders.types.${other.holderType}`)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

/**
 * /entities/archive/:companyID/:holderID (spec §2, every role): an archived company's particulars and
 * one former holder's record, the other holders as links, and Restore for the firm's staff.
 */
export default function ArchivedHolderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyID = '', holderID = '' } = useParams();
  const [restoring, setRestoring] = useState(false);
  const { data, isPending, error, refetch } = useQuery(entityHolderQuery(companyID, holderID));
  if (!data) return <EntityQueryState isPending={isPending} error={error} onRetry={() => void refetch()} />;

  const actions = (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to={entityPagePath(companyID)} variant="outlined">
        {t('entities.holders.companyPage')}
      </Button>
      {data.access.mayRestore && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<IconRestore size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => setRestoring(true)}
        >
          {t('entities.restore.action')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <EntityHeader entity={data} actions={actions} />
      <Box
        sx={{
          display: 'grid',
          gap: LAYOUT.gridSpacing,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <MainCard title={data.holder.name}>
          <HolderRecord detail={data} />
        </MainCard>
        <Stack spacing={LAYOUT.gridSpacing}>
          <MainCard title={t('entities.holders.others')}>
            <OtherHolders detail={data} />
          </MainCard>
          <MainCard title={t('entities.tabs.particulars')}>
            <ParticularsPanel particulars={data.particulars} narrow />
          </MainCard>
        </Stack>
      </Box>
      {restoring && (
        <ArchiveDialog
          mode="restore"
          entity={data}
          onClose={() => setRestoring(false)}
          onDone={(updated) => void navigate(entityPagePath(updated.companyID))}
        />
      )}
    </Stack>
  );
}
