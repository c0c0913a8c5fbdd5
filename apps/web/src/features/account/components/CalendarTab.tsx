import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '../../../utils/date-format';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import { calendarFeedQuery, createCalendarFeed, deleteCalendarFeed } from '../api';
import QueryStatus from './QueryStatus';

/**
 * The caller's calendar link (issue 16, point 6): the statutory deadlines of their companies as a
 * calendar that Outlook, Google or Apple Calendar subscribe to. The link is a secret shown once when
 * made; making a new one stops the old one, and Stop ends it.
 */
export default function CalendarTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const { data, isPending, isError, refetch } = useQuery(calendarFeedQuery);
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery.queryKey });
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: async (link) => {
      setUrl(link.url);
      await refresh();
    },
    onError: showError,
  });
  const stop = useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: async () => {
      setUrl(null);
      showSuccess(t('accountProfile.calendar.stopped'));
      await refresh();
    },
    onError: showError,
  });
  if (isPending || isError)
    return (
      <QueryStatus
        isPending={isPending}
        failedText={t('accountProfile.calendar.loadFailed')}
        onRetry={() => void refetch()}
      />
    );
  const busy = create.isPending || stop.isPending;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <Typography>{t('accountProfile.calendar.intro')}</Typography>
      {url ? (
        <Stack spacing={1.5}>
          <TextField
            label={t('accountProfile.calendar.link')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Alert severity="warning">{t('accountProfile.calendar.keepPrivate')}</Alert>
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url)
                .then(() => showSuccess(t('accountProfile.calendar.copied')))
            }
          >
            {t('accountProfile.calendar.copy')}
          </Button>
        </Stack>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          {data.active && data.createdDate
            ? t('accountProfile.calendar.active', { date: formatDisplayDate(data.createdDate) })
            : t('accountProfile.calendar.none')}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Button variant="contained" disabled={busy} onClick={() => create.mutate()}>
          {data.active ? t('accountProfile.calendar.replace') : t('accountProfile.calendar.create')}
        </Button>
        {data.active && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => stop.mutate()}>
            {t('accountProfile.calendar.stop')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
