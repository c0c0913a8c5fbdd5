import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TListVersion } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { sortVersions } from '../match-groups';

/**
 * List versions, one line each: the list, the date its source published it, its size, and when and
 * by whom it was imported. `showCurrent` marks a version that is no longer the one searches run on.
 */
export default function ListVersionList({
  versions,
  label,
  showCurrent = false,
}: {
  versions: readonly TListVersion[];
  label: string;
  showCurrent?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sortVersions(versions).map((v) => (
        <Box component="li" key={v.versionID}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`nameSearch.list.${v.list}`)}</Typography>
            <Typography>
              {v.publishedDate
                ? t('nameSearch.lists.published', { date: formatDate(v.publishedDate) })
                : t('nameSearch.lists.publishedUnknown')}
            </Typography>
            {showCurrent && !v.current && (
              <Chip size="small" variant="outlined" label={t('nameSearch.lists.superseded')} />
            )}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('nameSearch.lists.size', {
              entries: number.format(v.entryCount),
              names: number.format(v.nameCount),
            })}
            {' · '}
            {v.importedBy
              ? t('nameSearch.lists.importedBy', { date: formatDate(v.importedAt), name: v.importedBy })
              : t('nameSearch.lists.imported', { date: formatDate(v.importedAt) })}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
