import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TMyProfile, TUserProfile } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { myProfileQuery } from '../../auth/api';
import { useAuth } from '../../auth/auth-context';
import CalendarTab from '../components/CalendarTab';
import PasswordTab from '../components/PasswordTab';
import PersonalDetailsTab from '../components/PersonalDetailsTab';
import PlanTab from '../components/PlanTab';
import PreferencesTab from '../components/PreferencesTab';
import SecurityTab from '../components/SecurityTab';
import SessionsTab from '../components/SessionsTab';
import QueryStatus from '../components/QueryStatus';
import { ACCOUNT_TABS, resolveTab, TAB_PARAM, tabShown, type TAccountTab } from './account-tabs';

/** Needs the profile (with phone and plan) before it can draw. */
function WithProfile({ children }: { children: (profile: TMyProfile) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery(myProfileQuery);
  if (isPending || isError) {
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountProfile.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  }
  return children(data);
}

function TabContent({ tab, user }: { tab: TAccountTab; user: TUserProfile }) {
  switch (tab) {
    case 'personal':
      return (
        <WithProfile>
          {(profile) => <PersonalDetailsTab key={profile.userID} profile={profile} />}
        </WithProfile>
      );
    case 'password':
      return <PasswordTab user={user} />;
    case 'security':
      return <SecurityTab />;
    case 'preferences':
      return <PreferencesTab />;
    case 'sessions':
      return <SessionsTab />;
    case 'calendar':
      return <CalendarTab />;
    case 'plan':
      return <WithProfile>{(profile) => <PlanTab profile={profile} />}</WithProfile>;
  }
}

const TAB_LABEL_KEYS = {
  personal: 'accountProfile.tabs.personal',
  password: 'accountProfile.tabs.password',
  security: 'accountProfile.tabs.security',
  preferences: 'accountProfile.tabs.preferences',
  sessions: 'accountProfile.tabs.sessions',
  calendar: 'accountProfile.tabs.calendar',
  plan: 'accountProfile.tabs.plan',
} as const satisfies Record<TAccountTab, string>;

/** /user/account-profile: the signed-in user's own details, password, preferences, devices, calendar link and plan. */
export default function AccountProfilePage() {
  const { t } = useTranslation();
  const { user, isStaff } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const isOperator = user?.userType.typeCode === 'SMOOOTH';
  const tab = resolveTab(searchParams.get(TAB_PARAM), isStaff, isOperator);
  if (!user) return null;
  const tabs = ACCOUNT_TABS.filter((candidate) => tabShown(candidate, isStaff, isOperator));

  const select = (next: TAccountTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(TAB_PARAM, next);
        return params;
      },
      // Switching tabs is not a new page: Back leaves the account screen.
      { replace: true },
    );
  };

  return (
    <MainCard titleLevel="h1" title={t('accountProfile.title')}>
      <Tabs
        value={tab}
        onChange={(_event, value: TAccountTab) => select(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(TAB_LABEL_KEYS[value])}
            id={`account-tab-${value}`}
            aria-controls={`account-tabpanel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-tabpanel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        <TabContent tab={tab} user={user} />
      </Box>
    </MainCard>
  );
}
