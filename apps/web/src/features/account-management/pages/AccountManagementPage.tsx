import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { IconMailPlus } from '@tabler/icons-react';
import type { TInvitation, TUserProfile } from '@portal/domain';
import MainCard from '../../../ui-component/MainCard';
import { useAuth } from '../../auth/auth-context';
import AccountsTab from '../components/AccountsTab';
import AuditLogTab from '../components/AuditLogTab';
import FirmsTab, { FirmSelect } from '../components/FirmsTab';
import InvitationsTab from '../components/InvitationsTab';
import InviteDialog from '../components/InviteDialog';
import LinkedFirmsCard from '../components/LinkedFirmsCard';
import MailOutboxTab from '../components/MailOutboxTab';
import RenewalSettingsTab from '../components/RenewalSettingsTab';
import SecuritySettingsTab from '../components/SecuritySettingsTab';
import { withoutListParams } from '../components/use-list-address';
import {
  FIRM_PARAM,
  resolveTab,
  RIGHTS_BY_ROLE,
  TAB_PARAM,
  TABS_BY_ROLE,
  type TManagementRights,
  type TManagementTab,
} from './management-tabs';

const TAB_LABEL_KEYS = {
  firms: 'accountManagement.tabs.firms',
  staff: 'accountManagement.tabs.staff',
  clients: 'accountManagement.tabs.clients',
  invitations: 'accountManagement.tabs.invitations',
  outbox: 'accountManagement.tabs.outbox',
  audit: 'accountManagement.tabs.audit',
  renewals: 'accountManagement.tabs.renewals',
  security: 'accountManagement.tabs.security',
} as const satisfies Record<TManagementTab, string>;

interface TTabContentProps {
  tab: TManagementTab;
  user: TUserProfile;
  rights: TManagementRights;
  /** SMOOOTH's chosen firm ('' for none). */
  firmID: string;
  setFirm: (firmID: string, tab?: TManagementTab) => void;
}

/** Staff, clients and invitations of one firm: SMOOOTH names the firm, firm staff see their own. */
function FirmLists({ tab, user, rights, firmID, setFirm }: TTabContentProps) {
  const { t } = useTranslation();
  const firm = rights.choosesFirm ? firmID || null : undefined;
  const mayAct = (invitation: TInvitation) =>
    rights.invite && rights.invitableRoles.some((role) => role === invitation.userType);
  return (
    <Stack spacing={2.5}>
      {rights.choosesFirm && (
        <Box>
          <FirmSelect value={firmID} onChange={(next) => setFirm(next)} />
        </Box>
      )}
      {firm === null ? (
        <Alert severity="info">{t('accountManagement.firms.chooseFirst')}</Alert>
      ) : tab === 'invitations' ? (
        <InvitationsTab key={firm} firmID={firm} mayAct={mayAct} />
      ) : (
        <AccountsTab
          key={`${tab}-${firm ?? ''}`}
          group={tab === 'staff' ? 'staff' : 'clients'}
          firmID={firm}
          canManage={rights.manageStaff}
          canResetTwoFactor={user.userType.typeCode === 'SMOOOTH'}
          currentUserID={user.userID}
        />
      )}
    </Stack>
  );
}

function TabContent(props: TTabContentProps) {
  switch (props.tab) {
    case 'firms':
      return <FirmsTab onOpenFirm={(firmID) => props.setFirm(firmID, 'staff')} />;
    case 'staff':
    case 'clients':
    case 'invitations':
      return <FirmLists {...props} />;
    case 'outbox':
      return <MailOutboxTab />;
    case 'renewals':
      return <RenewalSettingsTab />;
    case 'security':
      return <SecuritySettingsTab />;
    case 'audit':
      return (
        <AuditLogTab
          firmFilter={
            props.rights.choosesFirm
              ? { firmID: props.firmID, onChange: (next) => props.setFirm(next) }
              : undefined
          }
        />
      );
  }
}

/** Firm staff and the platform operator: the tabs of their role, the tab kept in `?tab=`. */
function StaffAccountManagement({ user }: { user: TUserProfile }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const userType = user.userType.typeCode;
  const rights: TManagementRights = RIGHTS_BY_ROLE[userType];
  const tabs: readonly TManagementTab[] = TABS_BY_ROLE[userType];
  const tab = resolveTab(searchParams.get(TAB_PARAM), userType);
  const firmID = rights.choosesFirm ? (searchParams.get(FIRM_PARAM) ?? '') : '';
  if (!tab) return null;

  const update = (changes: Partial<Record<typeof TAB_PARAM | typeof FIRM_PARAM, string>>) =>
    setSearchParams(
      (current) => {
        // A tab's filters, page and cursor belong to the list they were for.
        const params = withoutListParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      // Switching tabs or firms is not a new page: Back leaves the screen.
      { replace: true },
    );

  return (
    <MainCard
      title={t('accountManagement.title')}
      titleLevel="h1"
      action={
        rights.invite && (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<IconMailPlus size={18} stroke={1.8} aria-hidden="true" />}
            onClick={() => setInviting(true)}
          >
            {t('accountManagement.invite.open')}
          </Button>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(_event, value: TManagementTab) => update({ [TAB_PARAM]: value })}
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
            id={`account-management-tab-${value}`}
            aria-controls={`account-management-tabpanel-${value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`account-management-tabpanel-${tab}`}
        aria-labelledby={`account-management-tab-${tab}`}
      >
        <TabContent
          tab={tab}
          user={user}
          rights={rights}
          firmID={firmID}
          setFirm={(next, nextTab) =>
            update({ [FIRM_PARAM]: next, ...(nextTab ? { [TAB_PARAM]: nextTab } : {}) })
          }
        />
      </Box>
      {inviting && <InviteDialog roles={rights.invitableRoles} onClose={() => setInviting(false)} />}
    </MainCard>
  );
}

/**
 * /account-management (spec §2, every role): a firm's administrator manages staff, clients,
 * invitations and reads the outbox and audit log; company secretaries read the lists and invite
 * clients; the platform operator reads every firm; a client sees the firms they are linked with.
 */
export default function AccountManagementPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.userType.typeCode === 'GU') return <LinkedFirmsCard />;
  return <StaffAccountManagement user={user} />;
}
