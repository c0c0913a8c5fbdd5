import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** The shortest and longest typed signature the server takes (domain ZSignRequest). */
export const TYPED_NAME_MIN = 2;
export const TYPED_NAME_MAX = 100;

/** Script faces most systems have; the preview is only a preview, the server stamps its own. */
const SCRIPT_FONTS = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "Kaiti TC", "KaiTi", cursive';

/** The name as typed, with a preview of how it reads as a signature. */
export default function TypedSignature({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id="typed-signature"
        label={t('docsSign.type.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        fullWidth
        autoComplete="name"
        error={Boolean(error)}
        helperText={error ?? t('docsSign.type.hint')}
        slotProps={{ htmlInput: { maxLength: TYPED_NAME_MAX } }}
      />
      <Box
        aria-label={t('docsSign.type.preview')}
        role="img"
        sx={{
          minHeight: 96,
          px: 3,
          display: 'flex',
          alignItems: 'flex-end',
          pb: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        <Typography
          component="span"
          sx={{
            fontFamily: SCRIPT_FONTS,
            fontSize: { xs: 28, sm: 36 },
            lineHeight: 1.2,
            borderBottom: 1,
            borderColor: 'divider',
            width: 1,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {value.trim() || '\u00a0'}
        </Typography>
      </Box>
    </Box>
  );
}
