import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuilding, IconLink, IconUser } from '@tabler/icons-react';
import { formMessage, isValidPercent, type THolder } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import { fieldID, focusFirstFieldSoon, namedHolders, newHolder, valueAt, withValueAt } from '../draft-model';
import HolderEditor from './HolderEditor';

/** Sum of the owners' valid percentages, for the running total. */
function ownersTotal(owners: readonly THolder[]): number {
  return owners.reduce(
    (sum, o) => sum + (isValidPercent(o.compSharePercent) ? Number(o.compSharePercent) : 0),
    0,
  );
}

/** A corporate's owners (ownerOfBodyCorporate), each an individual, a corporate or "the same as". */
export default function OwnersBlock({
  holder,
  path,
  depth,
  ancestors,
}: {
  holder: THolder;
  path: string;
  depth: number;
  ancestors: readonly string[];
}) {
  const { t } = useTranslation();
  const { draft, update, issuesAt, language } = useCaseForm();
  const owners = holder.ownerOfBodyCorporate ?? [];
  const ownersPath = `${path}.ownerOfBodyCorporate`;
  // Computed problems (not 100 %, loops) are shown at once: nothing to type would reveal them.
  const problems = issuesAt(ownersPath);
  const others = namedHolders(draft.stakeholders).filter((h) => !ancestors.includes(h.holderID));
  const add = (owner: THolder) => {
    update((d) => {
      const current = (valueAt(d, ownersPath) as THolder[] | undefined) ?? [];
      return withValueAt(d, ownersPath, [...current, owner]);
    });
    focusFirstFieldSoon(`${ownersPath}.${owners.length}`);
  };
  const remove = (index: number) =>
    update((d) => {
      const current = (valueAt(d, ownersPath) as THolder[] | undefined) ?? [];
      return withValueAt(
        d,
        ownersPath,
        current.filter((_o, i) => i !== index),
      );
    });
  const total = ownersTotal(owners);
  return (
    <Box
      component="section"
      id={fieldID(ownersPath)}
      tabIndex={-1}
      aria-label={t('caseForm.owners.title')}
      sx={{ pl: { xs: 0.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h4">
          {t('caseForm.owners.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('caseForm.owners.total', { total: Number(total.toFixed(6)) })}
        </Typography>
        {problems.map((p) => (
          <Typography key={p.key} role="alert" color="error" variant="body2">
            {formMessage(p.key, language)}
          </Typography>
        ))}
        {owners.map((owner, i) => (
          <HolderEditor
            key={owner.holderID}
            holder={owner}
            path={`${ownersPath}.${i}`}
            depth={depth + 1}
            ancestors={ancestors}
            onRemove={() => remove(i)}
          />
        ))}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Button startIcon={<IconUser size={18} aria-hidden="true" />} onClick={() => add(newHolder('I'))}>
            {t('caseForm.owners.addIndividual')}
          </Button>
          <Button
            startIcon={<IconBuilding size={18} aria-hidden="true" />}
            onClick={() => add(newHolder('C'))}
          >
            {t('caseForm.owners.addCorporate')}
          </Button>
          <Button
            startIcon={<IconLink size={18} aria-hidden="true" />}
            disabled={others.length === 0}
            onClick={() => {
              const first = others[0];
              if (first)
                add(newHolder(first.holderType, { refID: first.holderID, ownerOfBodyCorporate: undefined }));
            }}
          >
            {t('caseForm.owners.addSameAs')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
