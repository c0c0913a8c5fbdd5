import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TNameSearchMatch } from '@portal/domain';
import { descriptionListSx } from '../../compliance/components/StakeholderParticulars';
import { formatDate } from '../../../utils/date-format';

function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/**
 * What the list says about a listed party, as the list version had it: aliases (with their quality),
 * dates and places of birth, nationalities, identity documents, addresses, programmes, the date it
 * was listed and the list's remarks. Fields the list leaves empty are left out.
 */
export default function EntryDetails({ entry }: { entry: TNameSearchMatch['entry'] }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode[]][] = [
    [
      t('nameSearch.entry.aliases'),
      entry.aliases.map((alias) =>
        alias.quality === 'LOW' ? t('nameSearch.entry.weakAlias', { name: alias.name }) : alias.name,
      ),
    ],
    [t('nameSearch.entry.datesOfBirth'), entry.datesOfBirth],
    [t('nameSearch.entry.placesOfBirth'), entry.placesOfBirth],
    [t('nameSearch.entry.nationalities'), entry.nationalities],
    [t('nameSearch.entry.documents'), entry.documents],
    [t('nameSearch.entry.addresses'), entry.addresses],
    [t('nameSearch.entry.programs'), entry.programs],
    [t('nameSearch.entry.listedOn'), entry.listedOn ? [formatDate(entry.listedOn) || entry.listedOn] : []],
    [t('nameSearch.entry.remarks'), entry.remarks ? [entry.remarks] : []],
  ];
  const given = rows.filter(([, lines]) => lines.length > 0);
  if (given.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('nameSearch.entry.nothingMore')}
      </Typography>
    );
  return (
    <Box component="dl" sx={descriptionListSx}>
      {given.map(([label, lines]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Lines lines={lines} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
