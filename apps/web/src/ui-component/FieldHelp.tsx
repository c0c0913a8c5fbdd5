import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { visuallyHidden } from '../utils/visually-hidden';

export interface TFieldHelpText {
  /** Why the value is asked for (what the Registry or the law does with it). */
  why: string;
  /** The form the value takes, as the portal checks it. */
  format: string;
  /** A value that passes. */
  example: string;
}

interface TFieldHelpProps extends TFieldHelpText {
  /** The field's label: the help's title and part of the button's name ("Help: <label>"). */
  label: string;
  /** An icon beside a field, or a small "Help" text button beside a section's heading or hint. */
  variant?: 'icon' | 'text';
}

/**
 * Help for one field: a button named "Help: <label>" that opens a small dialog saying why the value
 * is asked for, its format and an example. A button and a popover, so it opens by keyboard (Enter or
 * Space), takes the focus in, and gives it back on Escape; nothing shows on hover alone, so touch
 * screens get the same.
 */
export default function FieldHelp({ label, why, format, example, variant = 'icon' }: TFieldHelpProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  // The name is the button's own (visually hidden) text, not an aria-label: a query or a screen
  // reader looking for the field by its label finds the field, not its help.
  const name = (
    <Box component="span" sx={visuallyHidden}>
      {t('fieldHelp.button', { label })}
    </Box>
  );
  const opener = {
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? id : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const part = (heading: string, text: ReactNode) => (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
  return (
    <>
      {variant === 'icon' ? (
        <IconButton {...opener} size="small" color="primary">
          <IconInfoCircle size={20} stroke={1.6} aria-hidden="true" />
          {name}
        </IconButton>
      ) : (
        <Button
          {...opener}
          size="small"
          startIcon={<IconInfoCircle size={18} stroke={1.6} aria-hidden="true" />}
          sx={{ flexShrink: 0 }}
        >
          <span aria-hidden="true">{t('fieldHelp.textButton')}</span>
          {name}
        </Button>
      )}
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 2, maxWidth: 380, width: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography id={titleId} variant="h5" component="h2" sx={{ pt: 0.5 }}>
              {label}
            </Typography>
            <IconButton size="small" aria-label={t('fieldHelp.close')} onClick={() => setAnchor(null)}>
              <IconX size={18} aria-hidden="true" />
            </IconButton>
          </Stack>
          {part(t('fieldHelp.why'), why)}
          {part(t('fieldHelp.format'), format)}
          {part(
            t('fieldHelp.example'),
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
              {example}
            </Box>,
          )}
        </Stack>
      </Popover>
    </>
  );
}

/** A field with its help button beside it (top-aligned with the input); the field alone without help. */
export function FieldWithHelp({ help, children }: { help: ReactNode; children: ReactNode }) {
  if (!help) return <>{children}</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ pt: 1, flexShrink: 0 }}>{help}</Box>
    </Box>
  );
}
