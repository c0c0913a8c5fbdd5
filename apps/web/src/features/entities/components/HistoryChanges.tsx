import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countryName, type TEntityHistoryEntry } from '@portal/domain';
import { toLanguage } from '../../../i18n/language';

type TChange = TEntityHistoryEntry['changes'][number];

/** Fields whose value is a number of shares, a yes/no, a country code or a list of roles. */
const NUMBERS = new Set(['shares', 'totalNumOfOrdShare']);
const COUNTRIES = new Set(['idIssuer', 'jurisdiction']);

/** A value of a changed field in the reader's words. */
function useValueText() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  return ({ field, protected: masked }: TChange, value: string | null): string => {
    if (value === null) return t('entities.history.noValue');
    // The server withholds a protected particular from readers without the need to know.
    if (masked && value === '—') return t('entities.history.withheld');
    if (field === 'roles')
      return value
        .split(',')
        .map((role) => (i18n.exists(`caseForm.roles.${role}`) ? t(`caseForm.roles.${role}`) : role))
        .join(', ');
    if (field === 'isDormant') return value === 'true' ? t('entities.yes') : t('entities.no');
    if (NUMBERS.has(field) && /^\d+$/.test(value)) return Number(value).toLocaleString(language);
    if (COUNTRIES.has(field)) return countryName(value, language) ?? value;
    return value;
  };
}

/**
 * What an amendment did to the records, one line a field: "Ben Lee: Identity number — before → after"
 * (the company's own fields without a name). Protected particulars arrive already masked for readers
 * without the need to know.
 */
export default function HistoryChanges({ changes }: { changes: readonly TChange[] }) {
  const { t, i18n } = useTranslation();
  const valueText = useValueText();
  if (changes.length === 0) return null;
  const fieldName = (field: string) => {
    const key = `entities.history.fields.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
  return (
    <Box
      component="ul"
      aria-label={t('entities.history.changes')}
      sx={{ m: 0, mt: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}
    >
      {changes.map((c) => {
        const head = c.subject ? `${c.subject}: ${fieldName(c.field)}` : fieldName(c.field);
        return (
          <Typography component="li" variant="body2" key={`${c.holderID ?? ''}:${c.field}`}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {head}
            </Box>
            {` — ${valueText(c, c.before)} → ${valueText(c, c.after)}`}
          </Typography>
        );
      })}
    </Box>
  );
}
