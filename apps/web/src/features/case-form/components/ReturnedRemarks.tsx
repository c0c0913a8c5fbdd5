import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TReturnedReview } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';
import { fieldID } from '../draft-model';

/** The firm returned the form: its remarks, and each field remark as a link to its field. */
export default function ReturnedRemarks({
  returned,
  placeOf,
  onOpen,
}: {
  returned: TReturnedReview;
  placeOf: (path: string) => string;
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" id="cf-returned">
      <AlertTitle>
        {t('caseForm.returned.title', {
          name: returned.returnedBy,
          date: formatDisplayDate(returned.returnedDate),
        })}
      </AlertTitle>
      {returned.remarks && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: returned.fieldRemarks.length ? 1 : 0 }}>
          {returned.remarks}
        </Typography>
      )}
      {returned.fieldRemarks.length > 0 && (
        <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label={t('caseForm.returned.fieldRemarks')}>
          {returned.fieldRemarks.map((r) => (
            <li key={r.path}>
              <Link
                href={`#${fieldID(r.path)}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(r.path);
                }}
              >
                {placeOf(r.path)}
              </Link>
              : {r.remark}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
