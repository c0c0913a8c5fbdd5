import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTrash } from '@tabler/icons-react';
import type { TCaseInformation } from '@portal/domain';
import { fieldID } from '../../case-form/draft-model';
import { DraftText } from '../../case-form/components/FormFields';
import type { TChangeDraft } from '../use-amendment-autosave';
import AllotmentForm from './AllotmentForm';
import { DraftDate } from './ChangeFields';
import ControllerChangeForm from './ControllerChangeForm';
import { grid } from './NewPersonFields';
import OfficerChangeForm from './OfficerChangeForm';
import ShareTransferForm from './ShareTransferForm';
import {
  CeaseDormantForm,
  NameChangeForm,
  OtherChangeForm,
  ParticularsChangeForm,
  RegisteredOfficeForm,
} from './SimpleChangeForms';
import SupportingDocuments from './SupportingDocuments';

/** The form of a change's own type. */
function TypeForm({
  path,
  change,
  records,
  today,
}: {
  path: string;
  change: TChangeDraft;
  records: TCaseInformation;
  today: string;
}) {
  switch (change.type) {
    case 'CHANGE_DIRECTOR':
    case 'CHANGE_COMSEC_OR_DR':
      return <OfficerChangeForm path={path} change={change} records={records} />;
    case 'CHANGE_REGISTERED_ADDRESS':
      return <RegisteredOfficeForm path={path} change={change} records={records} />;
    case 'SHARE_TRANSFER':
      return <ShareTransferForm path={path} change={change} records={records} today={today} />;
    case 'ALLOTMENT':
      return <AllotmentForm path={path} change={change} records={records} />;
    case 'UPDATE_STAKEHOLDER_PARTICULARS':
    case 'CLERICAL_ERROR':
      return <ParticularsChangeForm path={path} change={change} records={records} />;
    case 'CHANGE_SCR_OR_UBO':
      return <ControllerChangeForm path={path} change={change} records={records} />;
    case 'CHANGE_COMPANY_NAME':
      return <NameChangeForm path={path} change={change} records={records} />;
    case 'APPLY_CEASE_DORMANT':
      return <CeaseDormantForm />;
    case 'OTHERS':
      return <OtherChangeForm path={path} change={change} records={records} />;
  }
}

/**
 * One change of the record update: its type, the date it takes effect, its own form, the papers it
 * needs and those uploaded, a note, and its problems that no single field stands for.
 */
export default function ChangeCard({
  index,
  change,
  records,
  caseID,
  today,
  blockMessages,
  onRemove,
}: {
  index: number;
  change: TChangeDraft;
  records: TCaseInformation;
  caseID: string;
  today: string;
  blockMessages: readonly string[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const path = `changes.${index}`;
  const title = t('recordUpdate.changeTitle', {
    n: index + 1,
    type: t(`entities.amendmentTypes.${change.type}`),
  });
  return (
    <Paper
      variant="outlined"
      component="section"
      id={fieldID(path)}
      tabIndex={-1}
      aria-labelledby={`${fieldID(path)}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography
            variant="h4"
            component="h3"
            id={`${fieldID(path)}-title`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Button
            color="error"
            startIcon={<IconTrash size={18} aria-hidden="true" />}
            onClick={onRemove}
            aria-label={t('recordUpdate.removeChange', { title })}
          >
            {t('recordUpdate.remove')}
          </Button>
        </Stack>
        {blockMessages.map((message, i) => (
          <Typography key={i} role="alert" color="error" variant="body2">
            {message}
          </Typography>
        ))}
        <Box sx={grid}>
          <DraftDate path={`${path}.effectiveDate`} label={t('recordUpdate.effectiveDate')} required />
        </Box>
        <TypeForm path={path} change={change} records={records} today={today} />
        <Divider />
        <SupportingDocuments path={path} change={change} caseID={caseID} />
        <DraftText path={`${path}.note`} label={t('recordUpdate.note')} multiline />
      </Stack>
    </Paper>
  );
}
