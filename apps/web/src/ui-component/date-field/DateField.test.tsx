import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../themes/theme';
import { createTestI18n } from '../../test/test-i18n';
import DateField, { type TDateFieldProps } from './DateField';

function Controlled({ initial = '', ...props }: Partial<TDateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date of birth" {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderField(props: Partial<TDateFieldProps> & { initial?: string } = {}, language = 'en') {
  const i18n = createTestI18n();
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme('light', 'en')}>
        <Controlled {...props} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('DateField', () => {
  it('is text in YYYY-MM-DD, not the browser’s own date input', () => {
    renderField({ initial: '2026-01-05' });
    const input = screen.getByLabelText<HTMLInputElement>('Date of birth');
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('YYYY-MM-DD');
    expect(input.value).toBe('2026-01-05');
  });

  it('writes a day typed another common way as YYYY-MM-DD when the field is left', () => {
    renderField();
    const input = screen.getByLabelText('Date of birth');
    fireEvent.change(input, { target: { value: '2026/1/5' } });
    expect(screen.getByTestId('value').textContent).toBe('2026/1/5');
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('2026-01-05');
  });

  it('keeps text that names no day, for the form to refuse', () => {
    renderField({ error: 'Enter the date as YYYY-MM-DD' });
    const input = screen.getByLabelText('Date of birth');
    fireEvent.change(input, { target: { value: '05/01/2026' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('05/01/2026');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter the date as YYYY-MM-DD');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('picks a day from the calendar and writes it as YYYY-MM-DD', async () => {
    renderField({ initial: '2026-01-05' });
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    fireEvent.click(await waitFor(() => within(dialog).getByRole('gridcell', { name: '15' })));
    expect(screen.getByTestId('value').textContent).toBe('2026-01-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no day after the latest allowed', async () => {
    renderField({ initial: '2026-01-05', max: '2026-01-10' });
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    expect(within(dialog).getByRole<HTMLButtonElement>('gridcell', { name: '11' }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>('gridcell', { name: '10' }).disabled).toBe(false);
  });

  it('names the months in the reader’s language', async () => {
    renderField({ initial: '2026-03-05' }, 'zh-HK');
    fireEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date of birth' });
    expect(dialog.textContent).toContain('2026年3月');
    expect(dialog.textContent).toContain('一');
  });
});
