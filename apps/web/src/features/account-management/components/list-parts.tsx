import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '../api';
import { NOT_A_CARD_LABEL } from '../../../ui-component/CardsOnPhone';
import DateFilterField from '../../../ui-component/date-field/DateFilterField';

/** Read by screen readers, not shown (e.g. the header of a column of buttons). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      {...{ [NOT_A_CARD_LABEL]: '' }}
      sx={{
        // In the flow (not absolute), so it stays inside a table's scroll area on phones.
        display: 'inline-block',
        verticalAlign: 'top',
        // Strings: in sx a bare 1 would mean 100%.
        width: '1px',
        height: '1px',
        m: '-1px',
        p: 0,
        border: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

/** One row across the table saying there is nothing to list. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** Where a page starts: after or before a position the list gave out, or (neither) its first page. */
export interface TPagePosition {
  after?: string;
  before?: string;
}

/** What a keyset-paged list answers beside its items (issue 23). */
export interface TPagedList {
  total: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
  prevCursor?: string | null;
}

/**
 * Page n of a server-paged list, with its controls named in the interface language. A keyset-paged
 * list (with cursors) moves to the page beside by the cursor it gave out, and back to its first page
 * without one; a total counted only up to a cap shows as "10,000+".
 */
export function ListPagination({
  list,
  page,
  onPage,
  pageSize = PAGE_SIZE,
}: {
  list: TPagedList;
  pageSize?: number;
  /** 1-based, as the API counts. */
  page: number;
  onPage: (page: number, position: TPagePosition) => void;
}) {
  const { t, i18n } = useTranslation();
  const { total, totalCapped = false } = list;
  const keyset = list.nextCursor !== undefined;
  if (total <= pageSize && page === 1 && !list.nextCursor) return null;
  const move = (next: number) => {
    if (!keyset || next === 1) return onPage(next, {});
    if (next > page && list.nextCursor) return onPage(next, { after: list.nextCursor });
    if (next < page && list.prevCursor) return onPage(next, { before: list.prevCursor });
    return onPage(1, {});
  };
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <TablePagination
      component="div"
      count={totalCapped ? -1 : total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_event, next) => move(next + 1)}
      labelDisplayedRows={({ from, to }) =>
        totalCapped
          ? t('accountManagement.paging.displayedMore', { from, to, count: number.format(total) })
          : t('accountManagement.paging.displayed', { from, to, count: number.format(total) })
      }
      getItemAriaLabel={(type) =>
        type === 'next' ? t('accountManagement.paging.next') : t('accountManagement.paging.previous')
      }
      slotProps={{
        actions: {
          // A keyset list knows whether a page follows from its cursor, not from the total.
          nextButton: keyset ? { disabled: !list.nextCursor } : {},
          previousButton: { disabled: page <= 1 },
        },
      }}
    />
  );
}

interface TSelectOption {
  value: string;
  label: string;
}

/** A labelled outlined native select: the platform's own picker on phones, no Menu code. */
export function SelectField({
  label,
  name,
  value,
  options,
  onChange,
  disabled,
  helperId,
  minWidth = 180,
  fullWidth = false,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly TSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Id of a hint under the field, read after the label. */
  helperId?: string;
  minWidth?: number;
  fullWidth?: boolean;
}) {
  const id = useId();
  return (
    <FormControl
      variant="outlined"
      disabled={disabled}
      fullWidth={fullWidth}
      // Full width on phones, where the filters stack; side by side from the sm breakpoint.
      sx={{ minWidth: { xs: '100%', sm: minWidth } }}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, 'aria-describedby': helperId }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/** A label above a value, for details in dialogs. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A date that filters the list (YYYY-MM-DD): the list follows whole days only. */
export function DateField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <DateFilterField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 170 } }}
    />
  );
}
