import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TDocumentVerification } from '@portal/domain';

const SEVERITY = {
  MATCHES_LATEST: 'success',
  MATCHES_EARLIER_VERSION: 'warning',
  CHANGED: 'error',
  UNKNOWN: 'error',
} as const satisfies Record<TDocumentVerification['result'], 'success' | 'warning' | 'error'>;

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </>
  );
}

/** What checking a document's bytes found: ✓ a recorded version, or ✗ changed, with both hashes. */
export default function VerifyResult({ result }: { result: TDocumentVerification }) {
  const { t } = useTranslation();
  const good = result.valid;
  return (
    <Alert severity={SEVERITY[result.result]} role="status" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <AlertTitle>
        {good ? '✓ ' : '✗ '}
        {t(`docsSign.verify.result.${result.result}`, { version: result.version ?? '' })}
      </AlertTitle>
      {result.title && <Typography variant="body2">{result.title}</Typography>}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.25,
        }}
      >
        {result.expectedSha256 && result.expectedSha256 !== result.sha256 && (
          <Hash label={t('docsSign.verify.expected')} value={result.expectedSha256} />
        )}
        <Hash label={t('docsSign.verify.actual')} value={result.sha256} />
      </Box>
      {result.signatures.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('docsSign.verify.signedBy', { names: result.signatures.map((s) => s.name).join(', ') })}
        </Typography>
      )}
    </Alert>
  );
}
