import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN, zhHK } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-hk';
import type { TLanguage } from '@portal/domain';
import { DATE_FORMAT, isDateText } from './date-text';

/** MUI X's texts and dayjs's month and weekday names, by the portal's languages. */
const CALENDAR_LOCALES = {
  en: { dayjs: 'en', texts: enUS, month: 'MMMM YYYY' },
  'zh-HK': { dayjs: 'zh-hk', texts: zhHK, month: 'YYYY年M月' },
  'zh-CN': { dayjs: 'zh-cn', texts: zhCN, month: 'YYYY年M月' },
} as const satisfies Record<TLanguage, { dayjs: string; texts: typeof enUS; month: string }>;

function dayOf(text: string | undefined) {
  return text && isDateText(text) ? dayjs(text) : undefined;
}

/** The calendar a DateField opens: picking a day writes it back as YYYY-MM-DD and closes. */
export default function CalendarPopover({
  anchorEl,
  label,
  language,
  value,
  min,
  max,
  openTo,
  onPick,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  label: string;
  language: TLanguage;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  openTo?: 'day' | 'year' | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const locale = CALENDAR_LOCALES[language];
  const minDate = dayOf(min);
  const maxDate = dayOf(max);
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale.dayjs}
        localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <DateCalendar
          autoFocus
          value={dayOf(value) ?? null}
          {...(minDate ? { minDate } : {})}
          {...(maxDate ? { maxDate } : {})}
          {...(openTo ? { openTo } : {})}
          views={['year', 'month', 'day']}
          slotProps={{ calendarHeader: { format: locale.month } }}
          onChange={(day, state) => {
            if (day && state === 'finish') onPick(day.format(DATE_FORMAT));
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
}
