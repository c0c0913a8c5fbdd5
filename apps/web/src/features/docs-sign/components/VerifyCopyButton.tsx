import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IconFileSearch } from '@tabler/icons-react';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { verifyCopy } from '../api';
import VerifyResult from './VerifyResult';

/**
 * Checks a copy someone holds (e.g. a PDF sent back by e-mail) against every version the portal
 * recorded: the answer says which version it is, or that it was changed.
 */
export default function VerifyCopyButton() {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const check = useMutation({ mutationFn: verifyCopy, onError: showError });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={check.isPending}
          startIcon={<IconFileSearch size={16} stroke={1.8} aria-hidden="true" />}
        >
          {check.isPending ? t('docsSign.verify.checking') : t('docsSign.verify.copy')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          data-testid="verify-copy-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be checked again after a change elsewhere.
            event.target.value = '';
            if (file) check.mutate(file);
          }}
        />
      </Box>
      {check.data && <VerifyResult result={check.data} />}
    </Box>
  );
}
