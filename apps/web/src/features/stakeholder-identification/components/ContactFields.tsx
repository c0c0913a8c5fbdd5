import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ParticularField from './ParticularField';

/** Phone and e-mail. */
export default function ContactFields() {
  const { t } = useTranslation();
  return (
    <Stack component="section" spacing={2} aria-labelledby="sh-contact-title">
      <Typography variant="h4" component="h2" id="sh-contact-title">
        {t('shIdentification.sections.contact')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 3fr' } }}>
        <ParticularField
          name="regPhone1Code"
          label={t('shIdentification.fields.regPhone1Code')}
          type="tel"
          autoComplete="tel-country-code"
        />
        <ParticularField
          name="regPhone1"
          label={t('shIdentification.fields.regPhone1')}
          type="tel"
          autoComplete="tel-national"
        />
        <ParticularField
          name="regEmail1"
          label={t('shIdentification.fields.regEmail1')}
          type="email"
          autoComplete="email"
        />
      </Box>
    </Stack>
  );
}
