import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TNameSearch } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { groupMatches, sortVersions } from '../match-groups';
import MatchGroupCard from './MatchGroupCard';

/** "the UN list of 2026-11-20 and the OFAC list of 2026-11-18", in the reader's language. */
export function useListsPhrase() {
  const { t, i18n } = useTranslation();
  return (versions: TNameSearch['listVersions']) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      sortVersions(versions).map((v) =>
        t('nameSearch.results.listOf', {
          list: t(`nameSearch.listShort.${v.list}`),
          date: formatDate(v.publishedDate ?? v.importedAt),
        }),
      ),
    );
}

/**
 * The results of a search as they were when it ran: the listed parties that may match, grouped by
 * party with the best first, each with its decision; or, plainly, that nothing on the lists matched.
 */
export default function SearchResults({ search, mayDecide }: { search: TNameSearch; mayDecide: boolean }) {
  const { t } = useTranslation();
  const listsPhrase = useListsPhrase();
  const groups = groupMatches(search.matches);
  if (groups.length === 0)
    return (
      <Alert severity="success" icon={<IconCircleCheck size={22} aria-hidden="true" />}>
        {t('nameSearch.results.noHits', { name: search.name, lists: listsPhrase(search.listVersions) })}
      </Alert>
    );
  const open = groups.filter((g) => g.open.length > 0).length;
  return (
    <Stack spacing={2}>
      <Typography>
        {t('nameSearch.results.summary', { count: groups.length })}{' '}
        {open > 0 ? t('nameSearch.results.toDecide', { count: open }) : t('nameSearch.results.allDecided')}
      </Typography>
      <Stack
        component="ul"
        spacing={2}
        aria-label={t('nameSearch.results.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {groups.map((group) => (
          <MatchGroupCard key={group.key} searchID={search.searchID} group={group} mayDecide={mayDecide} />
        ))}
      </Stack>
    </Stack>
  );
}
