import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TextField from '@mui/material/TextField';
import { renderWithProviders } from '../test/render-with-providers';
import FieldHelp, { FieldWithHelp } from './FieldHelp';

const TEXTS = {
  why: 'The Registry records it.',
  format: '8 digits.',
  example: '71234567',
};

function renderField(error?: string) {
  return renderWithProviders(
    <FieldWithHelp help={<FieldHelp label="Business registration number" {...TEXTS} />}>
      <TextField id="brn" label="Business registration number" error={Boolean(error)} helperText={error} />
    </FieldWithHelp>,
  );
}

const helpButton = () => screen.getByRole('button', { name: 'Help: Business registration number' });

describe('FieldHelp', () => {
  it('is a native button named after its field, reached by Tab after the field', () => {
    renderField();
    const button = helpButton();
    // A <button> is focusable and opens with Enter or Space in every browser (checked in the browser
    // run of issue 22 point 8); jsdom does not turn keys into clicks, so the click stands for them.
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.tabIndex).toBe(0);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // Named by its own text, so a search for the field by its label finds only the field.
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(screen.getByLabelText(/Business registration number/).tagName).toBe('INPUT');
    const input = screen.getByRole('textbox', { name: 'Business registration number' });
    expect(input.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens a dialog with why, format and example, and gives the focus back on Escape', async () => {
    renderField();
    const button = helpButton();
    expect(screen.queryByRole('dialog')).toBeNull();
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Business registration number' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (const heading of ['Why it is needed', 'Format', 'Example'])
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    expect(within(dialog).getByText(TEXTS.why)).toBeTruthy();
    expect(within(dialog).getByText(TEXTS.format)).toBeTruthy();
    expect(within(dialog).getByText(TEXTS.example)).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBeNull();
  });

  it('closes with its own close button', async () => {
    renderField();
    fireEvent.click(helpButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Close help' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the field its label and its error message', () => {
    renderField('A business registration number is 8 digits');
    const input = screen.getByRole('textbox', { name: 'Business registration number' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'A business registration number is 8 digits',
    );
  });

  it('offers a text button for a whole section', () => {
    renderWithProviders(<FieldHelp label="Registered office" {...TEXTS} variant="text" />);
    const button = screen.getByRole('button', { name: 'Help: Registered office' });
    // The visible word is part of the name (WCAG 2.5.3).
    expect(button.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('Help');
  });

  it('renders a field without help as it is', () => {
    renderWithProviders(
      <FieldWithHelp help={null}>
        <TextField id="plain" label="Remarks" />
      </FieldWithHelp>,
    );
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
