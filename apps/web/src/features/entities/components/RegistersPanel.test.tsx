import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TRegisterEntryView, TRegisters } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { callsTo, KEN, serve } from '../../cases/test/case-fixtures';
import { COMPANY_ID, detail } from '../test/entity-fixtures';
import EntityPage from '../pages/EntityPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const DETAIL = `/api/entities/${COMPANY_ID}`;
const INCORPORATED = '2019-11-20';

function entry(overrides: Partial<TRegisterEntryView>): TRegisterEntryView {
  return {
    register: 'DIRECTORS',
    holderID: 'alice',
    holderType: 'I',
    name: 'Alice Leung',
    chiName: '梁愛麗',
    role: null,
    shares: null,
    percent: null,
    grounds: [],
    from: INCORPORATED,
    to: null,
    idNum: 'A123456(3)',
    idNumPartial: false,
    address: '1 Ngan Shek Street, Mui Wo',
    ...overrides,
  };
}

/**
 * Lantau Ferry's registers: Ben resigned as director on 2025-03-01 and sold 1,500 of his shares to
 * Dora on 2025-05-01; Raymond is a significant controller through Island Holdings, which he holds a
 * majority of. As at a day before the sale, Dora is not there yet.
 */
function registersAsAt(asAt: string): TRegisters {
  const sold = asAt >= '2025-05-01';
  const entries: TRegisterEntryView[] =
    asAt < INCORPORATED
      ? []
      : [
          entry({ register: 'MEMBERS', shares: 6000 }),
          entry({
            register: 'MEMBERS',
            holderID: 'ben',
            name: 'Ben Lee',
            chiName: null,
            shares: 4000,
            to: sold ? '2025-05-01' : null,
          }),
          ...(sold
            ? [
                entry({
                  register: 'MEMBERS',
                  holderID: 'ben',
                  name: 'Ben Lee',
                  shares: 2500,
                  from: '2025-05-01',
                }),
                entry({
                  register: 'MEMBERS',
                  holderID: 'dora',
                  name: 'Dora Ho',
                  shares: 1500,
                  from: '2025-05-01',
                }),
              ]
            : []),
          entry({ role: 'isDirector' }),
          entry({ holderID: 'ben', name: 'Ben Lee', chiName: null, role: 'isDirector', to: '2025-03-01' }),
          entry({ register: 'SECRETARIES', holderID: 'chan', name: 'Chan Tai', role: 'isComSec' }),
          entry({ register: 'SIGNIFICANT_CONTROLLERS', percent: '60.0000', grounds: ['SHARES_OVER_25'] }),
          entry({
            register: 'SIGNIFICANT_CONTROLLERS',
            holderID: 'raymond',
            name: 'Raymond Lau',
            chiName: null,
            percent: '30.0000',
            grounds: ['MAJORITY_STAKE_CHAIN'],
            idNum: 'Z987',
            idNumPartial: true,
          }),
        ];
  return { entityID: COMPANY_ID, asAt, recordsFrom: INCORPORATED, entries };
}

function renderRegisters(query: string) {
  serve(fetchMock, KEN, {
    [`GET ${DETAIL}`]: () => jsonResponse(200, detail()),
    [`GET ${DETAIL}/registers`]: (_body, url) =>
      jsonResponse(200, registersAsAt(url.searchParams.get('asAt') ?? '')),
    [`GET ${DETAIL}/registers.csv`]: () =>
      new Response('\uFEFF"Register","Name"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    [`GET ${DETAIL}/registers.pdf`]: () =>
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
  });
  return renderWithProviders(
    <SnackbarProvider>
      <EntityPage />
    </SnackbarProvider>,
    {
      route: `/entities/active/${COMPANY_ID}?tabValue=registers${query}`,
      path: '/entities/active/:companyID',
      auth: testAuth(KEN),
    },
  );
}

const rowOf = (table: HTMLElement, name: string, index = 0) =>
  within(table).getAllByText(name)[index]!.closest('tr')!;
const asked = () => callsTo(fetchMock, 'GET', `${DETAIL}/registers`).map((c) => c.query.get('asAt'));

describe('RegistersPanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the registers as at the date in the address: ceased rows with the day they ended, and why each controller is one', async () => {
    renderRegisters('&asAt=2025-06-01');
    const directors = await screen.findByRole('table', { name: 'Register of directors' });
    expect(asked()).toEqual(['2025-06-01']);
    expect(screen.getByLabelText<HTMLInputElement>('As at').value).toBe('2025-06-01');

    const ben = rowOf(directors, 'Ben Lee');
    expect(within(ben).getByText('2025-03-01')).toBeDefined();
    expect(within(ben).getByText('Ceased')).toBeDefined();
    const alice = rowOf(directors, 'Alice Leung');
    expect(within(alice).getByText('Director')).toBeDefined();
    expect(within(alice).getByText('—')).toBeDefined();
    expect(within(alice).queryByText('Ceased')).toBeNull();

    // Ben's entry of 4,000 shares ended with the sale; his 2,500 and Dora's 1,500 run from it.
    const members = screen.getByRole('table', { name: 'Register of members' });
    const before = rowOf(members, 'Ben Lee', 0);
    expect(within(before).getByText('4,000')).toBeDefined();
    expect(within(before).getByText('Former entry')).toBeDefined();
    expect(within(rowOf(members, 'Ben Lee', 1)).getByText('2,500')).toBeDefined();
    expect(within(rowOf(members, 'Dora Ho')).getByText('1,500')).toBeDefined();

    const secretaries = screen.getByRole('table', {
      name: 'Register of company secretaries and designated representatives',
    });
    expect(within(rowOf(secretaries, 'Chan Tai')).getByText('Company secretary')).toBeDefined();

    const controllers = screen.getByRole('table', { name: 'Significant controllers register' });
    const raymond = rowOf(controllers, 'Raymond Lau');
    expect(within(raymond).getByText('30%')).toBeDefined();
    expect(
      within(raymond).getByText(
        'Holds over 25 % through companies they hold a majority of (Cap. 622 Sch. 5A)',
      ),
    ).toBeDefined();
    expect(within(raymond).getByText('Z987')).toBeDefined();
    expect(within(raymond).getByText('partial number')).toBeDefined();
    expect(
      within(rowOf(controllers, 'Alice Leung')).getByText('Holds over 25 % of the shares'),
    ).toBeDefined();
  });

  it('asks again for another date and keeps it in the address', async () => {
    const { router } = renderRegisters('&asAt=2025-06-01');
    const members = await screen.findByRole('table', { name: 'Register of members' });
    expect(within(members).getByText('Dora Ho')).toBeDefined();

    fireEvent.change(screen.getByLabelText('As at'), { target: { value: '2025-04-01' } });
    expect(new URLSearchParams(router.state.location.search).get('asAt')).toBe('2025-04-01');
    expect(new URLSearchParams(router.state.location.search).get('tabValue')).toBe('registers');
    // Before the sale: Dora is not a member yet, and Ben's 4,000 shares run on.
    await waitFor(() => expect(within(members).queryByText('Dora Ho')).toBeNull());
    expect(asked()).toEqual(['2025-06-01', '2025-04-01']);
    expect(within(rowOf(members, 'Ben Lee')).queryByText('Former entry')).toBeNull();
  });

  it('is as at today in Hong Kong when the address names no date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 31 May in London is already 1 June in Hong Kong.
    vi.setSystemTime(new Date('2025-05-31T23:30:00Z'));
    renderRegisters('');
    await screen.findByRole('table', { name: 'Register of members' });
    expect(asked()).toEqual(['2025-06-01']);
  });

  it('says the registers are empty before the company’s records begin', async () => {
    renderRegisters('&asAt=2019-01-01');
    expect(
      await screen.findByText(
        "The company's records begin on 2019-11-20: its registers hold nothing on 2019-01-01.",
      ),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the CSV and the PDF as at the chosen date with the signed-in fetch', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:registers');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderRegisters('&asAt=2025-04-01');
    await screen.findByRole('table', { name: 'Register of members' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: the registers as at 2025-04-01' }));
    await waitFor(() => expect(saved).toEqual(['registers-2025-04-01.csv']));
    expect(callsTo(fetchMock, 'GET', `${DETAIL}/registers.csv`).map((c) => c.query.get('asAt'))).toEqual([
      '2025-04-01',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF: the registers as at 2025-04-01' }));
    await waitFor(() => expect(saved).toEqual(['registers-2025-04-01.csv', 'registers-2025-04-01.pdf']));
    expect(callsTo(fetchMock, 'GET', `${DETAIL}/registers.pdf`).map((c) => c.query.get('asAt'))).toEqual([
      '2025-04-01',
    ]);
    click.mockRestore();
  });
});
