import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconDownload } from '@tabler/icons-react';
import { REGISTER_KINDS } from '@portal/domain';
import { useSnackbar } from '../../../ui-component/snackbar/snackbar-context';
import QueryStatus from '../../account/components/QueryStatus';
import { saveBlob } from '../../docs-sign/use-file-download';
import { downloadRegisters, entityRegistersQuery, type TRegistersFormat } from '../api';
import { hongKongToday } from '../hk-date';
import { readAsAt, writeAsAt } from '../registers-params';
import RegisterTable from './RegisterTable';
import DateFilterField from '../../../ui-component/date-field/DateFilterField';

/** Download CSV or PDF of the registers as at the date, through the authenticated fetch. */
function DownloadButtons({ companyID, asAt }: { companyID: string; asAt: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [pending, setPending] = useState<TRegistersFormat | null>(null);
  const download = async (format: TRegistersFormat) => {
    setPending(format);
    try {
      saveBlob(await downloadRegisters(companyID, asAt, format), `registers-${asAt}.${format}`);
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<IconDownload size={18} stroke={1.8} aria-hidden="true" />}
          aria-label={t(`entities.registers.downloadAsAt.${format}`, { date: asAt })}
          loading={pending === format}
          disabled={pending !== null && pending !== format}
          onClick={() => void download(format)}
        >
          {t(`entities.registers.download.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The registers of members, directors, secretaries and significant controllers as at a chosen date
 * (issue 19 point 5), replayed by the server from the company's first records and its history. The
 * date is kept in the address (?asAt=), today in Hong Kong when it names none.
 */
export default function RegistersPanel({ companyID }: { companyID: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const asAt = readAsAt(searchParams, hongKongToday());
  const { data, isPending, isPlaceholderData, error, refetch } = useQuery(
    entityRegistersQuery(companyID, asAt),
  );
  const choose = (value: string) =>
    // Another date is not another page: Back leaves the company, as the tabs do.
    setSearchParams((current) => writeAsAt(current, value), { replace: true });

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <DateFilterField
          id="registers-as-at"
          label={t('entities.registers.asAt')}
          value={asAt}
          onChange={(value) => choose(value)}
          fullWidth={false}
          sx={{ minWidth: { sm: 200 } }}
        />
        <DownloadButtons companyID={companyID} asAt={asAt} />
      </Stack>
      {!data ? (
        <QueryStatus
          isPending={isPending}
          failedText={t('entities.registers.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : data.entries.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {data.asAt < data.recordsFrom
            ? t('entities.registers.beforeRecords', { date: data.recordsFrom, asAt: data.asAt })
            : t('entities.registers.empty', { asAt: data.asAt })}
        </Typography>
      ) : (
        <Stack
          spacing={4}
          aria-busy={isPlaceholderData}
          sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {REGISTER_KINDS.map((register) => (
            <RegisterTable
              key={register}
              register={register}
              entries={data.entries.filter((e) => e.register === register)}
            />
          ))}
        </Stack>
      )}
      {error && data ? (
        // A later asking failed: what was shown stays, with the way to try again.
        <QueryStatus
          isPending={false}
          failedText={t('entities.registers.loadFailed')}
          onRetry={() => void refetch()}
        />
      ) : null}
    </Stack>
  );
}
