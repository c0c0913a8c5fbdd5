import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ownershipLinksOf, resolveOwnership, type TOwnershipInput } from '@portal/domain';
import OwnershipSummary from '../../case-form/components/OwnershipSummary';
import { createTestI18n } from '../../../test/test-i18n';
import { buildTheme } from '../../../themes/theme';
import OwnershipDiagram from './OwnershipDiagram';

/** Harbour Holdings holds 60 %: Alice 40 % of it (24 %, UBO), Bo 60 % of it (36 %, SCR and UBO). */
const INPUT: TOwnershipInput = {
  totalNumOfOrdShare: 100,
  holders: [
    {
      holderID: 'h',
      holderType: 'C',
      name: 'Harbour Holdings Limited',
      ordinaryShares: 60,
      ownerOfBodyCorporate: [
        { holderID: 'a', holderType: 'I', name: 'Alice Chan', compSharePercent: 40 },
        { holderID: 'b', holderType: 'I', name: 'Bo Lee', compSharePercent: 60 },
      ],
    },
    { holderID: 'c', holderType: 'I', name: 'Carmen Ho', ordinaryShares: 40 },
  ],
};

function renderScreen(mode?: 'down' | 'indented') {
  const result = resolveOwnership(INPUT);
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <ThemeProvider theme={buildTheme('dark', 'en')}>
        <OwnershipDiagram
          company="Acme Trading Limited"
          links={ownershipLinksOf(INPUT)}
          persons={result.persons}
          mode={mode}
        />
        <OwnershipSummary result={result} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const diagram = () => screen.getByRole('group', { name: /Diagram of who owns Acme Trading Limited/ });
const holder = (name: RegExp) => within(diagram()).getByRole('listitem', { name });
const highlighted = () =>
  [...diagram().querySelectorAll('[data-highlighted="true"]')].map(
    (el) => el.getAttribute('data-key') ?? `edge:${el.getAttribute('data-edge')}`,
  );

describe('OwnershipDiagram', () => {
  it('names every holder with its share of the one above, marks SCR and UBO in words', () => {
    renderScreen('down');
    expect(diagram().getAttribute('data-mode')).toBe('down');
    const alice = holder(/^Alice Chan, Individual, 40 % of Harbour Holdings Limited, UBO$/);
    expect(within(alice).getByText('UBO')).toBeDefined();
    expect(within(alice).queryByText('SCR')).toBeNull();
    const bo = holder(/^Bo Lee/);
    expect(within(bo).getByText('SCR')).toBeDefined();
    expect(within(bo).getByText('UBO')).toBeDefined();
    expect(holder(/^Harbour Holdings Limited, Corporate, 60 % of Acme Trading Limited$/)).toBeDefined();
    // The percentages on the lines.
    expect(within(diagram()).getAllByText('40 %')).toHaveLength(2);
    expect(within(diagram()).getAllByText('60 %')).toHaveLength(2);
  });

  it('highlights a person’s chain up to the company on hover and on keyboard focus', () => {
    renderScreen();
    expect(highlighted()).toEqual([]);
    const alice = holder(/^Alice Chan/);
    fireEvent.mouseEnter(alice);
    const key = alice.getAttribute('data-key');
    const harbour = holder(/^Harbour Holdings/).getAttribute('data-key');
    expect(new Set(highlighted())).toEqual(
      new Set(['company', harbour, key, `edge:${harbour}`, `edge:${key}`]),
    );
    expect(holder(/^Carmen Ho/).getAttribute('data-highlighted')).toBeNull();
    fireEvent.mouseLeave(alice);
    expect(highlighted()).toEqual([]);

    const carmen = holder(/^Carmen Ho/);
    expect(carmen.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(carmen);
    expect(carmen.getAttribute('data-highlighted')).toBe('true');
    expect(alice.getAttribute('data-highlighted')).toBeNull();
    fireEvent.blur(carmen);
    expect(highlighted()).toEqual([]);
  });

  it('lays out in rows when the width is unknown, and leaves the text list for screen readers', () => {
    renderScreen();
    expect(diagram().getAttribute('data-mode')).toBe('indented');
    const list = screen.getByRole('region', { name: /Significant controllers/ });
    expect(within(list).getByRole('heading', { name: 'Alice Chan' })).toBeDefined();
    expect(
      within(list).getByText('60 % of Harbour Holdings Limited × 60 % of the company = 36 %'),
    ).toBeDefined();
  });
});
