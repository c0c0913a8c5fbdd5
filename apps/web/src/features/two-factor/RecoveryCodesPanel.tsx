import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface TProps {
  codes: string[];
  /** Shown once the person ticks that they saved the codes. */
  onContinue: () => void;
  continueLabel: string;
}

/** A text file of the codes, downloaded by the browser (nothing leaves the page). */
function download(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The recovery codes, shown this once (only their hashes are kept): copy or download them, and say
 * they are saved before going on.
 */
export default function RecoveryCodesPanel({ codes, onContinue, continueLabel }: TProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    if (!navigator.clipboard) return setCopied('failed');
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography variant="h3" component="h2">
        {t('twoFactor.recovery.title')}
      </Typography>
      <Alert severity="warning">{t('twoFactor.recovery.onlyOnce')}</Alert>
      <Box
        component="ol"
        aria-label={t('twoFactor.recovery.listLabel')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={copy}>
          {t('twoFactor.recovery.copy')}
        </Button>
        <Button variant="outlined" onClick={() => download(codes, t('twoFactor.recovery.fileHeading'))}>
          {t('twoFactor.recovery.download')}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {copied === 'yes'
            ? t('twoFactor.recovery.copied')
            : copied === 'failed'
              ? t('twoFactor.recovery.copyFailed')
              : ''}
        </Typography>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('twoFactor.recovery.savedThem')}
      />
      <Button
        variant="contained"
        color="secondary"
        disabled={!saved}
        onClick={onContinue}
        sx={{ alignSelf: 'flex-start' }}
      >
        {continueLabel}
      </Button>
    </Stack>
  );
}
