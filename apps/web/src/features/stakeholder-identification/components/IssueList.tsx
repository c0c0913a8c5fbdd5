import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { fieldId } from '../particulars';

export interface TListedIssue {
  path: string;
  message: string;
}

/** Moves the focus to a field named by an issue path (its nearest existing element). */
export function focusField(path: string): void {
  let parts = path.split('.');
  while (parts.length > 0) {
    const element = document.getElementById(fieldId(parts.join('.')));
    if (element) {
      element.scrollIntoView({ block: 'center', behavior: 'smooth' });
      element.focus({ preventScroll: true });
      return;
    }
    parts = parts.slice(0, -1);
  }
}

/** Every problem at once, each linking to its field. */
export default function IssueList({
  issues,
  labelOf,
}: {
  issues: readonly TListedIssue[];
  labelOf: (path: string) => string;
}) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert severity="error" role="alert" id="sh-issue-list" tabIndex={-1}>
      <AlertTitle>{t('shIdentification.confirm.problems', { count: issues.length })}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`}>
            <Link
              href={`#${fieldId(issue.path)}`}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                focusField(issue.path);
              }}
            >
              {labelOf(issue.path)}
            </Link>
            {`: ${issue.message}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
