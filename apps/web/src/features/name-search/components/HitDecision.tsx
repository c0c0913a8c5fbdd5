import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconAlertTriangle, IconCircleX } from '@tabler/icons-react';
import type { THitDecision, THitDecisionRecord } from '@portal/domain';
import { isApiError } from '../../../api/api-error';
import OutlinedField from '../../../ui-component/OutlinedField';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { formatDisplayDate } from '../../../utils/date-format';
import { useDecideHit } from '../api';
import type { TMatchGroup } from '../match-groups';

/** A decision taken: what, why, who and when (the colour only repeats the words). */
export function DecisionSummary({ decision }: { decision: THitDecisionRecord }) {
  const { t } = useTranslation();
  const escalated = decision.decision === 'POSSIBLE_MATCH';
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={escalated ? 'error' : 'success'}
        icon={
          escalated ? (
            <IconAlertTriangle size={16} aria-hidden="true" />
          ) : (
            <IconCircleX size={16} aria-hidden="true" />
          )
        }
        label={t(`nameSearch.decision.${decision.decision}`)}
        sx={(theme) => {
          const tone = theme.palette[escalated ? 'error' : 'success'];
          return {
            color: theme.palette.mode === 'dark' ? tone.main : tone.dark,
            fontWeight: 500,
            '.MuiChip-icon': { color: 'inherit' },
          };
        }}
      />
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {decision.reason}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('nameSearch.decision.by', {
          name: decision.decidedBy,
          date: formatDisplayDate(decision.decidedAt),
        })}
      </Typography>
    </Stack>
  );
}

const REASON_MAX = 2000;

/**
 * The decision on a listed party's hits: a false positive (with the reason, e.g. another date of
 * birth) or a possible match, escalated (with the reason). It is recorded on every hit of the party
 * still open; a decision is never changed afterwards, only followed by another.
 */
export function DecisionForm({
  searchID,
  group,
  partyName,
}: {
  searchID: string;
  group: TMatchGroup;
  partyName: string;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const id = useId();
  const decide = useDecideHit(searchID);
  const [decision, setDecision] = useState<THitDecision | ''>('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ decision?: string; reason?: string }>({});
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const next = {
      decision: decision ? undefined : t('nameSearch.decision.chooseOne'),
      reason: !text
        ? t(
            decision === 'POSSIBLE_MATCH'
              ? 'nameSearch.decision.reasonEscalate'
              : 'nameSearch.decision.reasonRequired',
          )
        : text.length > REASON_MAX
          ? t('nameSearch.decision.reasonTooLong', { max: REASON_MAX })
          : undefined,
    };
    setProblems(next);
    if (next.decision || next.reason || !decision) return;
    setFailed(null);
    try {
      // One request per open hit of the party, in turn: each answer is the whole search as it stands.
      for (const match of group.open)
        await decide.mutateAsync({ matchID: match.matchID, decision, reason: text });
      showSuccess(t(`nameSearch.decision.saved.${decision}`, { name: partyName }));
    } catch (error) {
      // A refusal names what was wrong in the reader's language; anything else gets the general words.
      setFailed(
        isApiError(error) && error.status >= 400 && error.status < 500
          ? error.message
          : t('nameSearch.decision.failed'),
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('nameSearch.decision.formLabel', { name: partyName })}
      onSubmit={submit}
    >
      <Stack spacing={1.5}>
        <FormControl error={Boolean(problems.decision)} required>
          <FormLabel id={`${id}-label`}>{t('nameSearch.decision.question')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            name={`${id}-decision`}
            value={decision}
            onChange={(event) => {
              setDecision(event.target.value as THitDecision);
              setProblems({ ...problems, decision: undefined });
            }}
          >
            <FormControlLabel
              value="FALSE_POSITIVE"
              control={<Radio />}
              label={t('nameSearch.decision.FALSE_POSITIVE')}
            />
            <FormControlLabel
              value="POSSIBLE_MATCH"
              control={<Radio />}
              label={t('nameSearch.decision.POSSIBLE_MATCH_ACTION')}
            />
          </RadioGroup>
          {problems.decision && <FormHelperText>{problems.decision}</FormHelperText>}
        </FormControl>
        <OutlinedField
          label={t('nameSearch.decision.reason')}
          name="reason"
          value={reason}
          onChange={setReason}
          required
          multiline
          rows={2}
          error={problems.reason}
          helperText={
            decision === 'POSSIBLE_MATCH'
              ? t('nameSearch.decision.escalateHint')
              : t('nameSearch.decision.reasonHint')
          }
        />
        {failed && <Alert severity="error">{failed}</Alert>}
        <Box>
          <Button type="submit" variant="contained" loading={decide.isPending}>
            {t('nameSearch.decision.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
