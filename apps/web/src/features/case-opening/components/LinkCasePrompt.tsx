import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconLink } from '@tabler/icons-react';
import LinkCaseDialog from './LinkCaseDialog';

/** An explanation with the 'Link case' button that opens the link-to-case dialog. */
export default function LinkCasePrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ maxWidth: 720 }}>{text}</Typography>
      <Button
        variant="contained"
        color="secondary"
        startIcon={<IconLink size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('caseOpening.link.open')}
      </Button>
      <LinkCaseDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
