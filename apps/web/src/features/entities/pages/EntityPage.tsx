import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconArchive, IconCalendarEvent, IconRestore } from '@tabler/icons-react';
import { LAYOUT, type TEntityDetail } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { entityDetailQuery } from '../api';
import { ENTITY_TAB_PARAM, ENTITY_TABS, resolveEntityTab, type TEntityTab } from '../entity-tabs';
import ArchiveDialog from '../components/ArchiveDialog';
import DeadlinesPanel from '../components/DeadlinesPanel';
import DocumentList from '../components/DocumentList';
import EntityCasesPanel from '../components/EntityCasesPanel';
import EntityHeader from '../components/EntityHeader';
import EntityHistoryPanel from '../components/EntityHistoryPanel';
import EntityQueryState from '../components/EntityQueryState';
import OpenRenewalDialog from '../components/OpenRenewalDialog';
import ParticularsPanel from '../components/ParticularsPanel';
import RegistersPanel from '../components/RegistersPanel';
import StakeholdersPanel from '../components/StakeholdersPanel';

function TabContent({ tab, entity }: { tab: TEntityTab; entity: TEntityDetail }) {
  const { t } = useTranslation();
  switch (tab) {
    case 'particulars':
      return <ParticularsPanel particulars={entity.particulars} />;
    case 'deadlines':
      return <DeadlinesPanel deadlines={entity.deadlines} />;
    case 'stakeholders':
      return (
        <StakeholdersPanel
          companyID={entity.companyID}
          company={entity.particulars.companyEngName ?? entity.particulars.companyChiName ?? ''}
          totalNumOfOrdShare={entity.particulars.totalNumOfOrdShare}
          status={entity.status}
          holders={entity.stakeholders}
        />
      );
    case 'registers':
      return <RegistersPanel companyID={entity.companyID} />;
    case 'documents':
      return <DocumentList documents={entity.documents} label={t('entities.tabs.documents')} />;
    case 'cases':
      return <EntityCasesPanel cases={entity.cases} />;
    case 'history':
      return <EntityHistoryPanel history={entity.history} />;
  }
}

/** Open its annual renewal and Archive (an active company), or Restore (an archived one), for the firm's staff. */
function EntityActions({ entity }: { entity: TEntityDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'archive' | 'restore' | 'renewal' | null>(null);
  const { mayArchive, mayRestore } = entity.access;
  if (!mayArchive && !mayRestore) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {mayArchive && (
        <Button
          variant="contained"
          startIcon={<IconCalendarEvent size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => setDialog('renewal')}
        >
          {t('entities.renewal.action')}
        </Button>
      )}
      {mayArchive && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<IconArchive size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => setDialog('archive')}
        >
          {t('entities.archive.action')}
        </Button>
      )}
      {mayRestore && (
        <Button
          variant="contained"
          color="secondary"
          startIcon={<IconRestore size={18} stroke={1.8} aria-hidden="true" />}
          onClick={() => setDialog('restore')}
        >
          {t('entities.restore.action')}
        </Button>
      )}
      {dialog === 'renewal' && <OpenRenewalDialog entity={entity} onClose={() => setDialog(null)} />}
      {(dialog === 'archive' || dialog === 'restore') && (
        <ArchiveDialog mode={dialog} entity={entity} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

/**
 * /entities/active/:companyID (spec §2, every role): the company's header with its linked clients,
 * and tabs for particulars, deadlines, stakeholders, registers as at a date, documents, cases and
 * history (tabValue in the address); Open annual renewal and Archive for the firm's staff. An archived company shows here too, marked, with Restore.
 */
export default function EntityPage() {
  const { t } = useTranslation();
  const { companyID = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resolveEntityTab(searchParams.get(ENTITY_TAB_PARAM));
  const { data, isPending, error, refetch } = useQuery(entityDetailQuery(companyID));
  if (!data) return <EntityQueryState isPending={isPending} error={error} onRetry={() => void refetch()} />;

  const select = (next: TEntityTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(ENTITY_TAB_PARAM, next);
        return params;
      },
      // Switching tabs is not a new page: Back leaves the company.
      { replace: true },
    );

  return (
    <Stack spacing={LAYOUT.gridSpacing}>
      <EntityHeader entity={data} actions={<EntityActions entity={data} />} />
      <MainCard>
        <Tabs
          value={tab}
          onChange={(_event, value: TEntityTab) => select(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('entities.view.tabsLabel')}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {ENTITY_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`entities.tabs.${value}`)}
              id={`entity-tab-${value}`}
              aria-controls={`entity-tabpanel-${value}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`entity-tabpanel-${tab}`} aria-labelledby={`entity-tab-${tab}`}>
          <TabContent tab={tab} entity={data} />
        </Box>
      </MainCard>
    </Stack>
  );
}
