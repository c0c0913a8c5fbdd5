import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from '../features/account-management/components/list-parts';
import CardsOnPhone from './CardsOnPhone';

function Firms() {
  const [names, setNames] = useState(['Harbour Corporate Services']);
  return (
    <>
      <button type="button" onClick={() => setNames((n) => [...n, 'Kowloon Secretaries'])}>
        Add
      </button>
      <CardsOnPhone>
        <table>
          <thead>
            <tr>
              <th>
                Firm<VisuallyHidden>sorted ascending</VisuallyHidden>
              </th>
              <th>Plan</th>
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <td>{name}</td>
                <td>Team</td>
                <td>
                  <button type="button">Open {name}</button>
                </td>
              </tr>
            ))}
            <tr>
              <td colSpan={3}>End of the list</td>
            </tr>
          </tbody>
        </table>
      </CardsOnPhone>
    </>
  );
}

describe('CardsOnPhone', () => {
  it('labels each cell with its column’s visible header, for the card view', () => {
    render(<Firms />);
    const cell = screen.getByText('Harbour Corporate Services');
    expect(cell.getAttribute('data-label')).toBe('Firm');
    expect(cell.nextElementSibling?.getAttribute('data-label')).toBe('Plan');
    // A column headed for screen readers only, and a row across every column, get no label.
    expect(
      screen
        .getByRole('button', { name: 'Open Harbour Corporate Services' })
        .parentElement?.hasAttribute('data-label'),
    ).toBe(false);
    expect(screen.getByText('End of the list').hasAttribute('data-label')).toBe(false);
  });

  it('labels rows that arrive later', async () => {
    render(<Firms />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const cell = screen.getByText('Kowloon Secretaries');
    await waitFor(() => expect(cell.getAttribute('data-label')).toBe('Firm'));
  });
});
