import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { IconBriefcase } from '@tabler/icons-react';
import { ongoingCasePath, type TTask } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import QueryStatus from '../../account/components/QueryStatus';
import type { TUploadOne } from '../../files/FileUploader';
import TaskTitle from '../../tasks/components/TaskTitle';
import { companyNameOf, secondCompanyNameOf } from '../../tasks/task-format';
import { dueDiligenceQuery } from '../api';
import DueDiligenceTab from './DueDiligenceTab';
import RiskTab from './RiskTab';

type TTabKey = 'dueDiligence' | 'risk';
const RISK_TASKS: readonly string[] = ['DD_CO_FORM', 'T_AR_CO_CHECK'];

/**
 * The due-diligence screen of a case (issue 8): the due-diligence tab, where the officer records each
 * person, and the risk tab (?tab=risk), where the reviewer assesses and decides. The tab of the
 * caller's task is theirs to work on; the other is shown read only, so the reviewer sees what was
 * checked and the officer sees the assessment.
 */
export default function DueDiligenceScreen({ task, upload }: { task: TTask; upload?: TUploadOne }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useQuery(dueDiligenceQuery(task.caseID));
  const ownTab: TTabKey = RISK_TASKS.includes(task.taskActionKey) ? 'risk' : 'dueDiligence';
  const tabParam = searchParams.get('tab');
  const tab: TTabKey = tabParam === 'risk' ? 'risk' : tabParam === 'dueDiligence' ? 'dueDiligence' : ownTab;
  const second = secondCompanyNameOf(task);

  const chooseTab = (next: TTabKey) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'risk') params.set('tab', 'risk');
        else if (ownTab === 'risk') params.set('tab', 'dueDiligence');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <MainCard>
      <Stack spacing={3}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <TaskTitle task={task} />
            <Typography sx={{ mt: 0.5, fontWeight: 500 }}>
              {companyNameOf(task)}
              {second && (
                <Typography component="span" lang="zh-HK" sx={{ ml: 1, color: 'text.secondary' }}>
                  {second}
                </Typography>
              )}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {task.caseRef}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to={ongoingCasePath(task.caseID)}
            variant="outlined"
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
            startIcon={<IconBriefcase size={18} stroke={1.8} aria-hidden="true" />}
          >
            {t('dueDiligence.openCase')}
          </Button>
        </Stack>
        <Tabs
          value={tab}
          onChange={(_event, next: TTabKey) => chooseTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(['dueDiligence', 'risk'] as const).map((key) => (
            <Tab
              key={key}
              value={key}
              id={`dd-tab-${key}`}
              aria-controls={`dd-tabpanel-${key}`}
              label={
                key === ownTab
                  ? t(`dueDiligence.tabs.${key}`)
                  : t('dueDiligence.tabs.readOnly', { tab: t(`dueDiligence.tabs.${key}`) })
              }
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`dd-tabpanel-${tab}`} aria-labelledby={`dd-tab-${tab}`}>
          {!view.data ? (
            view.isError ? (
              <QueryStatus
                isPending={false}
                failedText={t('dueDiligence.loadFailed')}
                onRetry={() => void view.refetch()}
              />
            ) : (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                <CircularProgress aria-label={t('dueDiligence.loading')} />
              </Box>
            )
          ) : tab === 'dueDiligence' ? (
            <DueDiligenceTab
              task={task}
              view={view.data}
              editable={ownTab === 'dueDiligence' && view.data.mayRecord}
              upload={upload}
            />
          ) : (
            <RiskTab task={task} view={view.data} editable={ownTab === 'risk' && view.data.mayRecord} />
          )}
        </Box>
      </Stack>
    </MainCard>
  );
}
