import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { fieldID } from '../draft-model';

export interface TProblem {
  path: string;
  /** Where, in words. */
  place: string;
  message: string;
}

/** Every problem at once, each a link to its field (spec: submit shows them all). */
export default function ProblemList({
  problems,
  onOpen,
}: {
  problems: TProblem[];
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" id="cf-problems" tabIndex={-1}>
      <AlertTitle>{t('caseForm.submit.problemsTitle', { count: problems.length })}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((p, i) => (
          <li key={`${p.path}-${i}`}>
            <Link
              href={`#${fieldID(p.path)}`}
              onClick={(event) => {
                event.preventDefault();
                onOpen(p.path);
              }}
            >
              {t('caseForm.submit.problemAt', { field: p.place, message: p.message })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
