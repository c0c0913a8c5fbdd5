import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens the composer's uploader and chooses a file in it, as a person does. */
export async function chooseAttachment(name = 'minutes.pdf'): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Attach files' }));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
}
