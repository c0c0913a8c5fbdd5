import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconClock, IconFileUpload } from '@tabler/icons-react';
import type { TDocumentSignatory } from '@portal/domain';
import { formatDisplayDate } from '../../../utils/date-format';

/** Who signs a document and where each stands; a paper-signed copy can be recorded for those without an account. */
export default function SignatoryList({
  signatories,
  mayRecordPaper,
  onRecordPaper,
}: {
  signatories: readonly TDocumentSignatory[];
  /** Recording paper copies is open (signing is open). */
  mayRecordPaper: boolean;
  onRecordPaper: (signatory: TDocumentSignatory) => void;
}) {
  const { t } = useTranslation();
  if (signatories.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('docsSign.signers.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('docsSign.signers.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {signatories.map((s) => (
        <Box
          component="li"
          key={s.holderID}
          sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1, py: 0.5 }}
        >
          <Box
            component="span"
            sx={{ display: 'inline-flex', pt: 0.25, color: s.signed ? 'success.main' : 'text.secondary' }}
          >
            {s.signed ? (
              <IconCircleCheck size={18} stroke={1.8} aria-hidden="true" />
            ) : (
              <IconClock size={18} stroke={1.8} aria-hidden="true" />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {s.name}
              {s.mayISign && !s.signed && (
                <Typography component="span" variant="body2" sx={{ color: 'primary.main', ml: 0.5 }}>
                  {t('docsSign.signers.you')}
                </Typography>
              )}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {s.signed
                ? t('docsSign.signers.signedAt', {
                    date: formatDisplayDate(s.signDateTime),
                    method: s.method ? t(`docsSign.method.${s.method}`) : '',
                  })
                : t('docsSign.signers.waiting')}
            </Typography>
            {mayRecordPaper && s.mayRecordPaper && !s.signed && (
              <Button
                size="small"
                onClick={() => onRecordPaper(s)}
                startIcon={<IconFileUpload size={16} stroke={1.8} aria-hidden="true" />}
                aria-label={t('docsSign.paper.openFor', { name: s.name })}
                sx={{ ml: -0.5 }}
              >
                {t('docsSign.paper.open')}
              </Button>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
