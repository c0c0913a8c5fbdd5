import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowBackUp, IconCheck, IconEye } from '@tabler/icons-react';
import type { TCrossCheckItem } from '@portal/domain';
import FileSize from '../../files/FileSize';
import { formatDisplayDate } from '../../../utils/date-format';

const STATUS_COLOUR = { CHECKED: 'success', SENT_BACK: 'warning' } as const;

/** One form or document: what it is, whose, its state, and (for the task's holder) tick or send back. */
export default function CrossCheckItemRow({
  item,
  mayMark,
  pending,
  onPreview,
  onCheck,
  onSendBack,
}: {
  item: TCrossCheckItem;
  mayMark: boolean;
  pending: boolean;
  onPreview: () => void;
  onCheck: () => void;
  onSendBack: () => void;
}) {
  const { t } = useTranslation();
  const [showHistory, setShowHistory] = useState(false);
  const status = item.mark?.status;
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid={`cross-check-item-${item.itemID}`}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[item.holderName, item.itemType === 'DOCUMENT' ? item.fileName : null]
              .filter(Boolean)
              .join(' · ')}
            {(item.holderName || item.itemType === 'DOCUMENT') && ' · '}
            <FileSize bytes={item.fileSize} />
          </Typography>
          {item.mark?.status === 'SENT_BACK' && item.mark.note && (
            <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5, whiteSpace: 'pre-wrap' }}>
              {item.mark.note}
            </Typography>
          )}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexShrink: 0, flexWrap: { xs: 'wrap', md: 'nowrap' }, rowGap: 1 }}
        >
          <Chip
            size="small"
            label={t(`crossCheck.status.${status ?? 'TO_CHECK'}`)}
            color={status ? STATUS_COLOUR[status] : 'default'}
            variant={status ? 'filled' : 'outlined'}
          />
          <Button size="small" startIcon={<IconEye size={16} aria-hidden="true" />} onClick={onPreview}>
            {t('crossCheck.preview')}
          </Button>
          {mayMark && (
            <>
              <Button
                size="small"
                variant={status === 'CHECKED' ? 'outlined' : 'contained'}
                color="success"
                startIcon={<IconCheck size={16} aria-hidden="true" />}
                onClick={onCheck}
                disabled={pending || status === 'CHECKED'}
                aria-label={t('crossCheck.checkItem', { item: item.title })}
              >
                {t('crossCheck.check')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="warning"
                startIcon={<IconArrowBackUp size={16} aria-hidden="true" />}
                onClick={onSendBack}
                disabled={pending}
                // The darker amber reads at 4.5:1 on paper (the main one does not).
                sx={{ color: 'warning.dark', borderColor: 'warning.dark' }}
                aria-label={t('crossCheck.sendBackItem', { item: item.title })}
              >
                {t('crossCheck.sendBack.button')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      {item.history.length > 0 && (
        <>
          <Link
            component="button"
            variant="body2"
            onClick={() => setShowHistory((v) => !v)}
            aria-expanded={showHistory}
            sx={{ mt: 0.5 }}
          >
            {showHistory
              ? t('crossCheck.hideHistory')
              : t('crossCheck.showHistory', { count: item.history.length })}
          </Link>
          <Collapse in={showHistory} unmountOnExit>
            <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {item.history.map((mark, index) => (
                <Typography component="li" variant="body2" key={index} sx={{ color: 'text.secondary' }}>
                  {t('crossCheck.historyLine', {
                    status: t(`crossCheck.status.${mark.status}`),
                    name: mark.markedBy,
                    date: formatDisplayDate(mark.markedDate),
                  })}
                  {mark.note ? ` — ${mark.note}` : ''}
                </Typography>
              ))}
            </Box>
          </Collapse>
        </>
      )}
    </Box>
  );
}
