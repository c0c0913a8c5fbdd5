import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { TAmendmentView } from '@portal/domain';
import { fieldID } from '../../case-form/draft-model';
import type { TChangeDraft } from '../use-amendment-autosave';

/** Focuses the field at `path`, or the nearest block above it that is on screen. */
export function focusPath(path: string): void {
  const keys = path.split('.');
  for (let n = keys.length; n > 0; n -= 1) {
    const element = document.getElementById(fieldID(keys.slice(0, n).join('.')));
    if (!element) continue;
    const target = element.matches('input, textarea, button, [tabindex], [role="combobox"]')
      ? element
      : (element.querySelector<HTMLElement>('input, textarea, [role="combobox"], button') ?? element);
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
    return;
  }
}

/** Every problem of the draft at the top of the screen, each a link to its field. */
export default function IssueSummary({
  issues,
  changes,
}: {
  issues: TAmendmentView['issues'];
  changes: readonly TChangeDraft[];
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  const placeOf = (path: string) => {
    const match = /^changes\.(\d+)/.exec(path);
    const change = match ? changes[Number(match[1])] : undefined;
    return change
      ? t('recordUpdate.changeTitle', {
          n: Number(match?.[1]) + 1,
          type: t(`entities.amendmentTypes.${change.type}`),
        })
      : t('recordUpdate.issues.draft');
  };
  return (
    <Alert severity="error" id="record-update-issues" tabIndex={-1}>
      <AlertTitle>{t('recordUpdate.issues.title', { count: issues.length })}</AlertTitle>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${issue.key}-${i}`}>
            <Link
              href={`#${fieldID(issue.path)}`}
              onClick={(event) => {
                event.preventDefault();
                focusPath(issue.path);
              }}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {t('recordUpdate.issues.at', { place: placeOf(issue.path), message: issue.message })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
