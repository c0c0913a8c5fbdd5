import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TEntityHistoryEntry } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { completePath } from '../../cases/case-paths';
import HistoryChanges from './HistoryChanges';

const KNOWN_KINDS = ['INCORPORATED', 'MIGRATED', 'ANNUAL_RETURN', 'AMENDMENT', 'ARCHIVED', 'RESTORED'];

/**
 * What happened to the company, newest first: activation, returns, amendments (with what each changed,
 * field by field), archive and restore.
 */
export default function EntityHistoryPanel({ history }: { history: readonly TEntityHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('entities.history.none')}</Typography>;
  const amendment = (type: string) => {
    const key = `entities.amendmentTypes.${type}`;
    return i18n.exists(key) ? t(key) : type;
  };
  return (
    <Stack
      component="ol"
      aria-label={t('entities.tabs.history')}
      spacing={2}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {history.map((h) => (
        <Box
          component="li"
          key={h.historyID}
          sx={{ borderLeft: 3, borderColor: h.kind === 'ARCHIVED' ? 'warning.main' : 'primary.light', pl: 2 }}
        >
          <Typography variant="subtitle1" component="p">
            {KNOWN_KINDS.includes(h.kind) ? t(`entities.history.kinds.${h.kind}`) : h.kind}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {formatDisplayDate(h.createdDate)}
            {h.actor && ` · ${t('entities.history.by', { name: h.actor.name })}`}
            {h.effectiveDate && ` · ${t('entities.history.effective', { date: h.effectiveDate })}`}
          </Typography>
          {h.caseID && h.caseRef && (
            <Link component={RouterLink} to={completePath(h.caseID)} underline="hover" variant="body2">
              {h.caseRef}
            </Link>
          )}
          {h.amendmentTypes.length > 0 && (
            <Typography variant="body2">{h.amendmentTypes.map(amendment).join('; ')}</Typography>
          )}
          <HistoryChanges changes={h.changes} />
          {h.nextReturnDate && (
            <Typography variant="body2">
              {t('entities.history.nextReturn', { date: h.nextReturnDate })}
            </Typography>
          )}
          {h.reason && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {h.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
