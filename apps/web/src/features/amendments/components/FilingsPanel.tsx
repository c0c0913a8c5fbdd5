import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEADLINE_NAMES, pickLanguage, type TAmendmentView } from '@portal/domain';
import { formatDate } from '../../../utils/date-format';
import { fieldID } from '../../case-form/draft-model';
import type { TChangeDraft } from '../use-amendment-autosave';
import { focusPath } from './IssueSummary';

/** The notices the drafted changes owe the Companies Registry: which form, by when, under which law. */
export default function FilingsPanel({
  filings,
  changes,
}: {
  filings: TAmendmentView['filings'];
  changes: readonly TChangeDraft[];
}) {
  const { t, i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="record-update-filings">
      <Typography variant="h4" component="h2" id="record-update-filings">
        {t('recordUpdate.filings.title')}
      </Typography>
      {filings.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('recordUpdate.filings.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {filings.map((filing) => {
            const index = changes.findIndex((c) => c.changeID === filing.changeID);
            const path = `changes.${index}`;
            return (
              <Box
                component="li"
                key={`${filing.changeID}-${filing.form}`}
                sx={{ borderLeft: 4, borderColor: 'warning.main', pl: 1.5, overflowWrap: 'anywhere' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{DEADLINE_NAMES[filing.form][language]}</Typography>
                <Typography variant="body2">
                  {t('recordUpdate.filings.due', {
                    due: formatDate(filing.dueDate),
                    effective: formatDate(filing.effectiveDate),
                  })}
                  {index >= 0 && (
                    <>
                      {' · '}
                      <Link
                        href={`#${fieldID(path)}`}
                        onClick={(event) => {
                          event.preventDefault();
                          focusPath(path);
                        }}
                      >
                        {t('recordUpdate.filings.forChange', { n: index + 1 })}
                      </Link>
                    </>
                  )}
                </Typography>
                <Typography variant="body2" lang="en" sx={{ color: 'text.secondary' }}>
                  {filing.source}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
