import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** "registryReference" → "Registry reference", for a field the translations do not name. */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (t: TFunction, key: string) => t(`tasks.result.${key}`, { defaultValue: humanise(key) });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One recorded value: yes/no, a code in words, a list, or a nested record. */
function Value({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return <>{t('tasks.result.none')}</>;
  if (typeof value === 'boolean') return <>{value ? t('tasks.result.yes') : t('tasks.result.no')}</>;
  if (typeof value === 'number') return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
  if (typeof value === 'string') {
    // Codes such as LOW or CHANGE_DIRECTOR have words of their own.
    return (
      <>
        {/^[A-Z][A-Z0-9_]+$/.test(value) ? t(`tasks.resultValue.${value}`, { defaultValue: value }) : value}
      </>
    );
  }
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value;
    if (items.length === 0) return <>{t('tasks.result.none')}</>;
    if (items.every((item) => !isRecord(item) && !Array.isArray(item))) {
      return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {items.map((item, index) => (
            <li key={index}>
              <Value value={item} />
            </li>
          ))}
        </Box>
      );
    }
    return (
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {items.map((item, index) => (
          <li key={index}>{isRecord(item) ? <ResultList result={item} nested /> : <Value value={item} />}</li>
        ))}
      </Box>
    );
  }
  if (isRecord(value)) return <ResultList result={value} nested />;
  return <>{JSON.stringify(value)}</>;
}

/** What completing a task recorded, as label and value pairs (nested records indented). */
export default function ResultList({
  result,
  nested = false,
  emptyText,
}: {
  result: Record<string, unknown>;
  nested?: boolean;
  /** What to say when the task records nothing of its own (where its facts are kept instead). */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(result);
  if (entries.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{emptyText ?? t('tasks.result.empty')}</Typography>;
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: nested ? 'minmax(120px, max-content) 1fr' : '220px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        ...(nested && { pl: 1.5, borderLeft: 2, borderColor: 'divider' }),
      }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {labelOf(t, key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Value value={value} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
