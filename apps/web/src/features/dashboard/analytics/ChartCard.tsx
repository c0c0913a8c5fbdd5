import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IconChartBar, IconDownload, IconTable } from '@tabler/icons-react';
import MainCard from '../../../ui-component/MainCard';
import { toCsv, type TTable } from './analytics-data';

/** Saves text as a file through the browser's download. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A chart with its numbers one click away: the picture, or the same figures as a table, and the table
 * as a CSV file. An empty range says so instead of drawing empty axes.
 */
export default function ChartCard({
  title,
  note,
  table,
  fileName,
  empty,
  children,
}: {
  title: string;
  /** What the chart counts, under the title. */
  note?: string;
  table: TTable;
  fileName: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <MainCard
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
      title={<span id={headingId}>{title}</span>}
    >
      <Stack spacing={2}>
        {note && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
        {empty ? (
          <Typography>{t('dashboard.analytics.nothing')}</Typography>
        ) : asTable ? (
          <TableContainer sx={{ maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  {table.headers.map((header, index) => (
                    <TableCell key={header} align={index === 0 ? 'left' : 'right'}>
                      {header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={String(row[0]) + String(row[1])}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <TableCell key={index} component="th" scope="row">
                          {cell}
                        </TableCell>
                      ) : (
                        <TableCell key={index} align="right">
                          {cell}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          children
        )}
        {!empty && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={
                asTable ? <IconChartBar size={18} aria-hidden /> : <IconTable size={18} aria-hidden />
              }
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? t('dashboard.analytics.showChart') : t('dashboard.analytics.showTable')}
            </Button>
            <Button
              size="small"
              startIcon={<IconDownload size={18} aria-hidden />}
              onClick={() => download(fileName, toCsv(table))}
            >
              {t('dashboard.analytics.csv')}
            </Button>
          </Stack>
        )}
      </Stack>
    </MainCard>
  );
}
