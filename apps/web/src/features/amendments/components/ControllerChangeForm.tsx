import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuilding, IconCopy, IconUser } from '@tabler/icons-react';
import { isValidPercent, type TCaseInformation, type THolder } from '@portal/domain';
import { useCaseForm } from '../../case-form/case-form-context';
import { fieldID, holderByID, newHolder, valueAt, withValueAt } from '../../case-form/draft-model';
import { DraftText } from '../../case-form/components/FormFields';
import HolderEditor from '../../case-form/components/HolderEditor';
import { membersOf } from '../amendment-draft';
import type { TChangeDraft } from '../use-amendment-autosave';
import { PersonSelect } from './ChangeFields';

/**
 * A corporate member's owners changed: who owns it from the effective date (each with their share of
 * it, individuals or companies with their own owners), from which the significant controllers follow.
 */
export default function ControllerChangeForm({
  path,
  change,
  records,
}: {
  path: string;
  change: Extract<TChangeDraft, { type: 'CHANGE_SCR_OR_UBO' }>;
  records: TCaseInformation;
}) {
  const { t } = useTranslation();
  const { update } = useCaseForm();
  const ownersPath = `${path}.owners`;
  const owners = (change.owners ?? []) as THolder[];
  const corporates = membersOf(records)
    .filter((h) => h.holderType === 'C')
    .map((holder) => ({ holder }));
  const member = change.holderID ? holderByID(records.stakeholders, change.holderID) : undefined;
  const recorded = member?.ownerOfBodyCorporate ?? [];
  const edit = (next: (current: THolder[]) => THolder[]) =>
    update((d) => withValueAt(d, ownersPath, next((valueAt(d, ownersPath) as THolder[] | undefined) ?? [])));
  const total = owners.reduce(
    (sum, o) => sum + (isValidPercent(o.compSharePercent) ? Number(o.compSharePercent) : 0),
    0,
  );
  return (
    <Stack spacing={2}>
      <PersonSelect
        idPath={`${path}.holderID`}
        label={t('recordUpdate.controller.member')}
        people={corporates}
      />
      <Box component="section" id={fieldID(ownersPath)} tabIndex={-1} aria-labelledby={`${ownersPath}-title`}>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h4" id={`${ownersPath}-title`}>
            {t('recordUpdate.controller.owners')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('caseForm.owners.total', { total: Number(total.toFixed(6)) })}
          </Typography>
          {owners.map((owner, i) => (
            <HolderEditor
              key={owner.holderID}
              holder={owner}
              path={`${ownersPath}.${i}`}
              depth={1}
              ancestors={change.holderID ? [change.holderID] : []}
              onRemove={() => edit((current) => current.filter((_o, j) => j !== i))}
            />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              startIcon={<IconUser size={18} aria-hidden="true" />}
              onClick={() => edit((c) => [...c, newHolder('I')])}
            >
              {t('caseForm.owners.addIndividual')}
            </Button>
            <Button
              startIcon={<IconBuilding size={18} aria-hidden="true" />}
              onClick={() => edit((c) => [...c, newHolder('C')])}
            >
              {t('caseForm.owners.addCorporate')}
            </Button>
            {owners.length === 0 && recorded.length > 0 && (
              // Start from the owners on record and change what changed.
              <Button
                startIcon={<IconCopy size={18} aria-hidden="true" />}
                onClick={() => edit(() => structuredClone(recorded))}
              >
                {t('recordUpdate.controller.startFromRecords')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <DraftText path={`${path}.natureOfControl`} label={t('caseForm.holder.natureOfControl')} multiline />
    </Stack>
  );
}
