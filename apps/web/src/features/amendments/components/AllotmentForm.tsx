import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TCaseInformation } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, newHolder, valueAt, withValueAt } from '../../case-form/draft-model';
import { DraftInteger, DraftSelect, DraftText } from '../../case-form/components/FormFields';
import { classOptions, topHolders } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';
import { DraftAmount, PersonSelect } from './ChangeFields';
import NewPersonFields, { grid } from './NewPersonFields';

/** The most allottees one allotment takes (the schema's limit). */
const MAX_LINES = 50;

/**
 * An allotment of new shares of one class: the price paid for each, what was given when not cash,
 * and who receives how many (people of the records or new ones).
 */
export default function AllotmentForm({
  path,
  change,
  records,
}: {
  path: string;
  change: Extract<TChangeDraft, { type: 'ALLOTMENT' }>;
  records: TCaseInformation;
}) {
  const { t } = useTranslation();
  const { update } = useCaseForm();
  const lines = change.allotments ?? [];
  const linesPath = `${path}.allotments`;
  const people = topHolders(records).map((holder) => ({ holder }));
  const edit = (next: (current: unknown[]) => unknown[]) =>
    update((d) => withValueAt(d, linesPath, next((valueAt(d, linesPath) as unknown[] | undefined) ?? [])));
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <DraftSelect
          path={`${path}.className`}
          label={t('recordUpdate.shares.className')}
          options={classOptions(records)}
          required
        />
        <DraftAmount
          path={`${path}.amountPaidPerShare`}
          label={t('recordUpdate.allotment.pricePerShare')}
          inDollars
        />
      </Box>
      <DraftText
        path={`${path}.consideration`}
        label={t('recordUpdate.allotment.consideration')}
        helperText={t('recordUpdate.allotment.considerationHint')}
        multiline
      />
      <Box component="section" id={fieldID(linesPath)} tabIndex={-1} aria-labelledby={`${linesPath}-title`}>
        <Typography variant="subtitle1" component="h4" id={`${linesPath}-title`} sx={{ mb: 1 }}>
          {t('recordUpdate.allotment.allottees')}
        </Typography>
        <Stack spacing={1.5}>
          {lines.map((line, i) => {
            const at = `${linesPath}.${i}`;
            return (
              <Paper key={i} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Stack spacing={2}>
                  <Box sx={grid}>
                    <PersonSelect
                      idPath={`${at}.holderID`}
                      newPath={`${at}.allottee`}
                      onNew={() => newHolder('I')}
                      label={t('recordUpdate.allotment.allottee', { n: i + 1 })}
                      people={people}
                    />
                    <DraftInteger
                      path={`${at}.shares`}
                      label={t('recordUpdate.allotment.shares')}
                      required
                      min={1}
                    />
                  </Box>
                  {line.allottee && (
                    <NewPersonFields
                      path={`${at}.allottee`}
                      legend={t('recordUpdate.allotment.newAllottee')}
                    />
                  )}
                  <Box>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => edit((current) => current.filter((_l, j) => j !== i))}
                    >
                      {t('recordUpdate.allotment.removeLine', { n: i + 1 })}
                    </Button>
                  </Box>
                </Stack>
              </Paper>
            );
          })}
          <Box>
            <Button
              startIcon={<IconPlus size={18} aria-hidden="true" />}
              disabled={lines.length >= MAX_LINES}
              onClick={() => edit((current) => [...current, {}])}
            >
              {t('recordUpdate.allotment.addLine')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
