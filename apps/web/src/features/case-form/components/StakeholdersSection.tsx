import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconBuilding, IconUser } from '@tabler/icons-react';
import { formMessage } from '@portal/domain';
import { useCaseForm } from '../case-form-context';
import { fieldID, focusFirstFieldSoon, newHolder } from '../draft-model';
import HolderEditor from './HolderEditor';

/** The company's direct stakeholders, with corporates' owners nested. */
export default function StakeholdersSection() {
  const { t } = useTranslation();
  const { draft, update, issuesAt, isShown, language } = useCaseForm();
  const listIssues = isShown('stakeholders') ? issuesAt('stakeholders') : [];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('caseForm.stakeholders.hint')}
      </Typography>
      <Box id={fieldID('stakeholders')} tabIndex={-1}>
        {listIssues.map((issue) => (
          <Typography key={issue.key} role="alert" color="error" variant="body2">
            {formMessage(issue.key, language)}
          </Typography>
        ))}
      </Box>
      {draft.stakeholders.map((holder, i) => (
        <HolderEditor
          key={holder.holderID}
          holder={holder}
          path={`stakeholders.${i}`}
          depth={0}
          ancestors={[]}
          onRemove={() => update((d) => ({ ...d, stakeholders: d.stakeholders.filter((_h, j) => j !== i) }))}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<IconUser size={18} aria-hidden="true" />}
          onClick={() => {
            update((d) => ({ ...d, stakeholders: [...d.stakeholders, newHolder('I')] }));
            focusFirstFieldSoon(`stakeholders.${draft.stakeholders.length}`);
          }}
        >
          {t('caseForm.stakeholders.addIndividual')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<IconBuilding size={18} aria-hidden="true" />}
          onClick={() => {
            update((d) => ({ ...d, stakeholders: [...d.stakeholders, newHolder('C')] }));
            focusFirstFieldSoon(`stakeholders.${draft.stakeholders.length}`);
          }}
        >
          {t('caseForm.stakeholders.addCorporate')}
        </Button>
      </Stack>
    </Stack>
  );
}
