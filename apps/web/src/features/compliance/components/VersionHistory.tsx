import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TComplianceVersion } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { recordPath } from '../compliance-format';

/** Every version of the record, oldest first; the one shown is marked, the others link to theirs. */
export default function VersionHistory({
  versions,
  currentID,
}: {
  versions: readonly TComplianceVersion[];
  currentID: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('compliance.record.versions')} sx={{ m: 0, pl: 2.5 }}>
      {versions.map((v) => {
        const text = t('compliance.record.versionLine', {
          version: v.version,
          date: formatDisplayDate(v.createdDate),
          name: v.preparedBy.name,
        });
        return (
          <Typography component="li" variant="body2" key={v.complianceID} sx={{ py: 0.25 }}>
            {v.complianceID === currentID ? (
              <Box component="span" aria-current="page" sx={{ fontWeight: 600 }}>
                {t('compliance.record.thisVersion', { line: text })}
              </Box>
            ) : (
              <Link component={RouterLink} to={recordPath(v.complianceID)}>
                {text}
              </Link>
            )}
          </Typography>
        );
      })}
    </Box>
  );
}
