import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { IconTrash } from '@tabler/icons-react';
import OutlinedField from '../../../ui-component/OutlinedField';
import { SelectField } from '../../account-management/components/list-parts';
import { LINE_KIND_KEYS, LINE_PROBLEM_KEYS } from '../billing-labels';
import { LINE_KINDS, type TDraftLine, type TLineProblems } from '../invoice-draft';

/** One editable invoice line: type, description, amount in HK$ (two decimals), remove. */
export default function LineEditorRow({
  line,
  index,
  problems,
  serverErrors,
  disabled,
  onChange,
  onRemove,
}: {
  line: TDraftLine;
  index: number;
  /** Shown once the officer has tried to issue. */
  problems: TLineProblems;
  /** The server's message for a field of this line, when it refused one. */
  serverErrors: { description?: string; amount?: string };
  disabled: boolean;
  onChange: (changes: Partial<TDraftLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const message = (problem: keyof TLineProblems) => {
    const kind = problems[problem];
    return kind ? t(LINE_PROBLEM_KEYS[kind]) : serverErrors[problem];
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr auto', md: '2.5rem 190px minmax(0, 1fr) 170px auto' },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ display: { xs: 'none', md: 'block' }, pt: 2, color: 'text.secondary' }}>
        {n}.
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}>
        <SelectField
          label={t('billing.editor.kindLabel', { n })}
          name={`lines.${index}.kind`}
          value={line.kind}
          options={LINE_KINDS.map((kind) => ({ value: kind, label: t(LINE_KIND_KEYS[kind]) }))}
          onChange={(value) => onChange({ kind: value as TDraftLine['kind'] })}
          disabled={disabled}
          fullWidth
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        <OutlinedField
          label={t('billing.editor.descriptionLabel', { n })}
          name={`lines.${index}.description`}
          value={line.description}
          onChange={(description) => onChange({ description })}
          error={message('description')}
          required
          hideRequiredMark
          multiline
          rows={2}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 3, md: 'auto' } }}>
        <OutlinedField
          label={t('billing.editor.amountLabel', { n })}
          name={`lines.${index}.amount`}
          value={line.amount}
          onChange={(amount) => onChange({ amount })}
          error={message('amount')}
          required
          hideRequiredMark
          disabled={disabled}
          endAdornment={<InputAdornment position="end">HKD</InputAdornment>}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '2 / 3', md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, pt: 1 }}>
        <IconButton onClick={onRemove} disabled={disabled} aria-label={t('billing.editor.remove', { n })}>
          <IconTrash size={20} stroke={1.8} aria-hidden="true" />
        </IconButton>
      </Box>
    </Box>
  );
}
