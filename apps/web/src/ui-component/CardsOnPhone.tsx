import { useEffect, useRef, type ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import type { Theme } from '@mui/material/styles';

/** Marks text inside a header cell that is for screen readers only (e.g. "sorted ascending"). */
export const NOT_A_CARD_LABEL = 'data-not-card-label';

/** The header text of a column, without what only screen readers hear. */
function headerText(th: Element): string {
  const copy = th.cloneNode(true) as Element;
  copy.querySelectorAll(`[${NOT_A_CARD_LABEL}]`).forEach((e) => e.remove());
  return (copy.textContent ?? '').trim();
}

/**
 * Gives each body cell its column's header as `data-label` (the card shows it before the value).
 * Cells spanning columns, and columns without a header (row actions), get no label.
 */
export function labelCells(table: HTMLTableElement): void {
  const headers = Array.from(table.tHead?.rows[table.tHead.rows.length - 1]?.cells ?? []).map(headerText);
  for (const body of Array.from(table.tBodies)) {
    for (const row of Array.from(body.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        const label = cell.colSpan === 1 ? headers[column] : undefined;
        if (label) cell.setAttribute('data-label', label);
        else cell.removeAttribute('data-label');
        column += cell.colSpan;
      }
    }
  }
}

const cards = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    overflowX: 'visible',
    '& table': { minWidth: 0, width: '100%' },
    '& thead': { display: 'none' },
    '& tbody, & tr, & td': { display: 'block' },
    '& tbody tr': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      px: 1.5,
      py: 1,
      mb: 1.5,
    },
    '& tbody td': {
      border: 0,
      px: 0,
      py: 0.5,
      minWidth: '0 !important',
      whiteSpace: 'normal !important',
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
  },
});

/**
 * A table's container that, below the small breakpoint, shows each row as a card of "header:
 * value" lines instead of a table to scroll sideways (spec: lists fit 1280 px and become cards on
 * phones). The header texts are read from the table itself, so the table stays written once.
 */
export default function CardsOnPhone({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return undefined;
    const apply = () => container.querySelectorAll('table').forEach(labelCells);
    apply();
    // Rows come and go with paging and filters; attributes are not watched, so this cannot loop.
    const observer = new MutationObserver(apply);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} sx={cards}>
      {children}
    </TableContainer>
  );
}
