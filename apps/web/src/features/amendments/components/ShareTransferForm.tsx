import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TCaseInformation } from '@portal/domain';
import { newHolder } from '../../case-form/draft-model';
import { DraftInteger, DraftSelect } from '../../case-form/components/FormFields';
import { classOptions, membersOf, topHolders } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';
import { DraftAmount, PersonSelect } from './ChangeFields';
import NewPersonFields, { grid } from './NewPersonFields';
import StampDutyPanel from './StampDutyPanel';

/**
 * A transfer of shares from a member to another person (of the records, or new): how many, of which
 * class, for what consideration and value, and where it was effected; with its stamp duty live.
 */
export default function ShareTransferForm({
  path,
  change,
  records,
  today,
}: {
  path: string;
  change: Extract<TChangeDraft, { type: 'SHARE_TRANSFER' }>;
  records: TCaseInformation;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const members = membersOf(records).map((holder) => ({
    holder,
    note: t('recordUpdate.transfer.holds', { shares: number.format(holder.ordinaryShares) }),
  }));
  const receivers = topHolders(records)
    .filter((h) => h.holderID !== change.transferorID)
    .map((holder) => ({ holder }));
  const classes = classOptions(records);
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <PersonSelect
          idPath={`${path}.transferorID`}
          label={t('recordUpdate.transfer.transferor')}
          people={members}
        />
        <PersonSelect
          idPath={`${path}.transfereeID`}
          newPath={`${path}.transferee`}
          onNew={() => newHolder('I')}
          label={t('recordUpdate.transfer.transferee')}
          people={receivers}
        />
      </Box>
      {change.transferee && (
        <NewPersonFields path={`${path}.transferee`} legend={t('recordUpdate.transfer.newTransferee')} />
      )}
      <Box sx={grid}>
        <DraftSelect
          path={`${path}.className`}
          label={t('recordUpdate.shares.className')}
          options={classes}
          required
        />
        <DraftInteger path={`${path}.shares`} label={t('recordUpdate.transfer.shares')} required min={1} />
        <DraftAmount
          path={`${path}.considerationCents`}
          label={t('recordUpdate.transfer.consideration')}
          helperText={t('recordUpdate.transfer.considerationHint')}
          required
        />
        <DraftAmount
          path={`${path}.valueCents`}
          label={t('recordUpdate.transfer.value')}
          helperText={t('recordUpdate.transfer.valueHint')}
        />
        <DraftSelect
          path={`${path}.effectedInHongKong`}
          label={t('recordUpdate.transfer.inHongKong')}
          boolean
          options={[
            { value: 'true', label: t('caseForm.yes') },
            { value: 'false', label: t('caseForm.no') },
          ]}
        />
      </Box>
      <StampDutyPanel change={change} today={today} />
    </Stack>
  );
}
