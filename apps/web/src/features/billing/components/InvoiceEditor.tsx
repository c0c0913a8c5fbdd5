import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { formatHKD, type TInvoice, type TInvoiceDraft } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import FormErrorNotice from '../../../ui-component/FormErrorNotice';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { refusalMessage } from '../../account-management/components/use-failure-snackbar';
import { issueInvoice, refreshBilling } from '../api';
import { DETAIL_KEYS } from '../billing-labels';
import {
  blankLine,
  draftTotals,
  issueRequestOf,
  lineProblems,
  linesFromDraft,
  MAX_LINES,
  NOTES_MAX,
  type TDraftLine,
} from '../invoice-draft';
import LineEditorRow from './LineEditorRow';

type TServerErrors = Record<string, { description?: string; amount?: string }>;

/** The server's refusal of a line's field, keyed by the line, so the message shows under that field. */
function serverLineErrors(error: unknown, lines: readonly TDraftLine[]): TServerErrors | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return null;
  const out: TServerErrors = {};
  for (const detail of error.details ?? []) {
    const match = /^lines\.(\d+)\.(description|amountCents)$/.exec(detail.field);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!match || !line) continue;
    const part = match[2] === 'description' ? 'description' : 'amount';
    out[line.key] = { ...out[line.key], [part]: detail.message };
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The officer's new invoice: the suggested lines to change, add to or remove, the totals as they
 * type (exact, in cents), the dates from the firm's terms, notes, and Issue. The server numbers,
 * totals and dates it; the amounts go as integer cents.
 */
export default function InvoiceEditor({
  caseID,
  draft,
  onIssued,
}: {
  caseID: string;
  draft: TInvoiceDraft;
  onIssued: (invoice: TInvoice) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const [lines, setLines] = useState<TDraftLine[]>(() => linesFromDraft(draft));
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<TServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const totals = draftTotals(lines);
  const missing = draft.missingDetails;

  const issue = useMutation({
    mutationFn: (request: NonNullable<ReturnType<typeof issueRequestOf>>) => issueInvoice(caseID, request),
    onSuccess: (invoice) => {
      showSuccess(t('billing.editor.issued', { number: invoice.invoiceNumber }));
      onIssued(invoice);
    },
    onError: (failure) => {
      const perLine = serverLineErrors(failure, lines);
      if (perLine) setServerErrors(perLine);
      else setFormError(refusalMessage(failure) ?? t('billing.failed'));
    },
    onSettled: () => refreshBilling(queryClient),
  });

  const change = (key: string, changes: Partial<TDraftLine>) => {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...changes } : line)));
    setServerErrors((current) => ({ ...current, [key]: {} }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (issue.isPending) return;
    setTried(true);
    setFormError(null);
    if (lines.length === 0) return setFormError(t('billing.editor.noLines'));
    const request = issueRequestOf(lines, notes);
    if (!request) return setFormError(t('billing.editor.fixProblems'));
    issue.mutate(request);
  };

  const busy = issue.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="invoice-editor-heading"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="invoice-editor-heading" variant="h4" component="h3">
        {t('billing.editor.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 760 }}>
        {t('billing.editor.intro')}
      </Typography>
      {draft.returnDate && (
        <Typography variant="body2">{t('billing.editor.returnDate', { date: draft.returnDate })}</Typography>
      )}
      {missing.length > 0 && (
        <Alert severity="warning">
          {t('billing.editor.missingDetails', {
            fields: missing.map((f) => t(DETAIL_KEYS[f as keyof typeof DETAIL_KEYS] ?? f)).join(', '),
          })}
        </Alert>
      )}
      {formError && <FormErrorNotice>{formError}</FormErrorNotice>}
      <Box component="ul" aria-label={t('billing.editor.linesLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line, index) => (
          <LineEditorRow
            key={line.key}
            line={line}
            index={index}
            problems={tried ? lineProblems(line) : {}}
            serverErrors={serverErrors[line.key] ?? {}}
            disabled={busy}
            onChange={(changes) => change(line.key, changes)}
            onRemove={() => setLines((current) => current.filter((l) => l.key !== line.key))}
          />
        ))}
      </Box>
      <Box>
        <Button
          onClick={() => setLines((current) => [...current, blankLine()])}
          disabled={busy || lines.length >= MAX_LINES}
          startIcon={<IconPlus size={18} stroke={1.8} aria-hidden="true" />}
        >
          {t('billing.editor.add')}
        </Button>
      </Box>
      <Box
        role="status"
        aria-label={t('billing.editor.totalsLabel')}
        sx={{
          justifySelf: { sm: 'end' },
          display: 'grid',
          gridTemplateColumns: 'max-content max-content',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>{t('billing.lines.governmentFees')}</Typography>
        <Typography align="right">{formatHKD(totals.GOVERNMENT_FEE)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('billing.lines.serviceFees')}</Typography>
        <Typography align="right">{formatHKD(totals.SERVICE_FEE)}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('billing.lines.disbursements')}</Typography>
        <Typography align="right">{formatHKD(totals.DISBURSEMENT)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{t('billing.lines.total')}</Typography>
        <Typography align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
          {formatHKD(totals.total)}
        </Typography>
      </Box>
      <Typography variant="body2">
        {t('billing.editor.dates', {
          issueDate: draft.issueDate,
          dueDate: draft.dueDate,
          days: draft.paymentTermsDays,
        })}
      </Typography>
      <OutlinedField
        label={t('billing.editor.notes')}
        name="notes"
        value={notes}
        onChange={(value) => setNotes(value.slice(0, NOTES_MAX))}
        multiline
        rows={2}
        disabled={busy}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={busy}
          disabled={missing.length > 0}
          startIcon={<IconFileInvoice size={18} stroke={1.8} aria-hidden="true" />}
        >
          {t('billing.editor.issue')}
        </Button>
      </Stack>
    </Box>
  );
}
