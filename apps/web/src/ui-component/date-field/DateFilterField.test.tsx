import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTheme } from '../../themes/theme';
import { createTestI18n } from '../../test/test-i18n';
import DateFilterField from './DateFilterField';

function renderFilter(value: string, onChange: (value: string) => void) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <ThemeProvider theme={buildTheme('light', 'en')}>
        <DateFilterField label="From" value={value} onChange={onChange} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('DateFilterField', () => {
  it('filters by whole days only, not by each keystroke', () => {
    const onChange = vi.fn();
    renderFilter('', onChange);
    const input = screen.getByLabelText<HTMLInputElement>('From');
    fireEvent.change(input, { target: { value: '2026-0' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2026-0');
    fireEvent.change(input, { target: { value: '2026-03-31' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-31');
  });

  it('clears the filter when emptied', () => {
    const onChange = vi.fn();
    renderFilter('2026-03-31', onChange);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('names a day it cannot read once the field is left, and leaves the filter as it was', () => {
    const onChange = vi.fn();
    renderFilter('2026-03-31', onChange);
    const input = screen.getByLabelText<HTMLInputElement>('From');
    fireEvent.change(input, { target: { value: '31/03/2026' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a day as YYYY-MM-DD, for example 2026-03-31')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
