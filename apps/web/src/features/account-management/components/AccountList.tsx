import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAccountSummary } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import PersonChip from '../../messages/components/PersonChip';
import type { TAccountAction } from './AccountActionDialog';
import { AccountStatusChips, personName, RoleChip } from './AccountChips';
import { EmptyRow, VisuallyHidden } from './list-parts';
import EmailAddress from '../../../ui-component/EmailAddress';

export interface TAccountListProps {
  accounts: readonly TAccountSummary[];
  /** The list's accessible name (the tab's label). */
  label: string;
  currentUserID: string;
  /** Given when rows offer actions (a SYSTEM_ADMIN's staff, SMOOOTH's resets): they open their dialogs. */
  onAction?: (account: TAccountSummary, action: TAccountAction) => void;
  /** Which actions a row offers: role and activation (firm administrator), the second factor's reset. */
  manage?: boolean;
}

function RowActions({
  account,
  onAction,
  manage = true,
}: {
  account: TAccountSummary;
  onAction: (account: TAccountSummary, action: TAccountAction) => void;
  manage?: boolean;
}) {
  const { t } = useTranslation();
  const name = personName(account);
  const reset = account.twoFactorEnabled === true && (
    <Button
      size="small"
      color="warning"
      onClick={() => onAction(account, 'resetTwoFactor')}
      aria-label={t('accountManagement.actions.resetTwoFactorFor', { name })}
    >
      {t('accountManagement.actions.resetTwoFactor')}
    </Button>
  );
  if (!manage) return reset || null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 0.5, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      {reset}
      <Button
        size="small"
        onClick={() => onAction(account, 'role')}
        aria-label={t('accountManagement.actions.changeRoleFor', { name })}
      >
        {t('accountManagement.actions.changeRole')}
      </Button>
      {account.status === 'ACTIVE' ? (
        <Button
          size="small"
          color="error"
          onClick={() => onAction(account, 'deactivate')}
          aria-label={t('accountManagement.actions.deactivateFor', { name })}
        >
          {t('accountManagement.actions.deactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          color="success"
          onClick={() => onAction(account, 'reactivate')}
          aria-label={t('accountManagement.actions.reactivateFor', { name })}
        >
          {t('accountManagement.actions.reactivate')}
        </Button>
      )}
    </Stack>
  );
}

/** English name as an avatar chip (a click opens a chat) with "(you)" for oneself, the Chinese name below. */
function NameBlock({ account, isSelf }: { account: TAccountSummary; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ ml: -0.5 }}>
      <PersonChip
        person={{ userID: account.userID, name: personName(account) }}
        secondary={account.chiName ?? undefined}
        secondaryLang="zh-HK"
        nameSuffix={isSelf ? t('accountManagement.you') : undefined}
      />
    </Box>
  );
}

/** The username, and the e-mail address below it (broken anywhere rather than overflowing). */
function UsernameEmail({ account }: { account: TAccountSummary }) {
  return (
    <Box>
      <Typography variant="body2">{account.username}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <EmailAddress email={account.email} />
      </Typography>
    </Box>
  );
}

const lastSignIn = (account: TAccountSummary, never: string) =>
  account.lastLoginDate ? formatDisplayDate(account.lastLoginDate) : never;

/** Desktop and tablet: one row per person. */
export function AccountTable({ accounts, label, currentUserID, onAction, manage }: TAccountListProps) {
  const { t } = useTranslation();
  const columns = onAction ? 6 : 5;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('accountManagement.columns.name')}</TableCell>
            <TableCell>{t('accountManagement.columns.usernameEmail')}</TableCell>
            <TableCell>{t('accountManagement.columns.role')}</TableCell>
            <TableCell>{t('accountManagement.columns.status')}</TableCell>
            <TableCell>{t('accountManagement.columns.lastSignIn')}</TableCell>
            {onAction && (
              <TableCell>
                <VisuallyHidden>{t('accountManagement.columns.actions')}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.length === 0 && (
            <EmptyRow columns={columns}>{t('accountManagement.noAccounts')}</EmptyRow>
          )}
          {accounts.map((account) => (
            <TableRow key={account.userID} hover>
              <TableCell sx={{ minWidth: 140 }}>
                <NameBlock account={account} isSelf={account.userID === currentUserID} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <UsernameEmail account={account} />
              </TableCell>
              <TableCell>
                <RoleChip userType={account.userType} />
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>
                <AccountStatusChips account={account} />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>
                {lastSignIn(account, t('accountManagement.never'))}
              </TableCell>
              {onAction && (
                <TableCell sx={{ minWidth: 120 }}>
                  <RowActions account={account} onAction={onAction} manage={manage} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per person, everything stacked, the actions at the bottom. */
export function AccountCards({ accounts, label, currentUserID, onAction, manage }: TAccountListProps) {
  const { t } = useTranslation();
  if (accounts.length === 0) {
    return (
      <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        {t('accountManagement.noAccounts')}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {accounts.map((account) => (
        <Box
          component="li"
          key={account.userID}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Stack spacing={1.25}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <NameBlock account={account} isSelf={account.userID === currentUserID} />
              <RoleChip userType={account.userType} />
            </Stack>
            <UsernameEmail account={account} />
            <AccountStatusChips account={account} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('accountManagement.lastSignInAt', {
                date: lastSignIn(account, t('accountManagement.never')),
              })}
            </Typography>
            {onAction && (
              <Box sx={{ ml: -1 }}>
                <RowActions account={account} onAction={onAction} manage={manage} />
              </Box>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
