import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { renderWithProviders, testAuth } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { ALICE, callsTo, caseDetail, KEN, serve, type THandler } from '../../cases/test/case-fixtures';
import { CLIENT_ACCESS, COMPANY_ID, detail, holder } from '../test/entity-fixtures';
import EntityPage from './EntityPage';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

const DETAIL = `/api/entities/${COMPANY_ID}`;

function renderPage(user: TUserProfile, routes: Record<string, THandler>, query = '') {
  serve(fetchMock, user, routes);
  return renderWithProviders(
    <SnackbarProvider>
      <EntityPage />
    </SnackbarProvider>,
    {
      route: `/entities/active/${COMPANY_ID}${query}`,
      path: '/entities/active/:companyID',
      auth: testAuth(user),
    },
  );
}

describe('EntityPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows the header with linked clients and the particulars; tabs are kept in the address', async () => {
    const { router } = renderPage(KEN, { [`GET ${DETAIL}`]: () => jsonResponse(200, detail()) });
    await screen.findByRole('heading', { name: /Lantau Ferry Services Limited/ });
    expect(screen.getByRole('button', { name: /^Message Alice Leung/ })).toBeDefined();
    expect(screen.getByText('1 Ngan Shek Street, Mui Wo, Hong Kong')).toBeDefined();
    expect(screen.getByText('Trading')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Stakeholders' }));
    expect(router.state.location.search).toBe('?tabValue=stakeholders');
    const table = screen.getByRole('table', { name: 'Stakeholders' });
    const raymond = within(table).getByText('Raymond Lau').closest('tr')!;
    expect(within(raymond).getByText('45% of the corporate')).toBeDefined();
    expect(within(raymond).getByText('18%')).toBeDefined();
    expect(within(raymond).getByText('UBO')).toBeDefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Cases' }));
    const cases = screen.getByRole('table', { name: 'Cases' });
    expect(within(cases).getByRole('link', { name: 'MVP-2026-0009' }).getAttribute('href')).toBe(
      '/view-cases/complete/c0000000-0000-4000-8000-000000000009',
    );
    expect(within(cases).getByText('Made this company an entity')).toBeDefined();
  });

  it('names documents by their kind when it is known, by their file name otherwise', async () => {
    renderPage(KEN, { [`GET ${DETAIL}`]: () => jsonResponse(200, detail()) }, '?tabValue=documents');
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Certificate of Incorporation')).toBeDefined();
    // A kind this version has no words for is harmless: the file's name shows.
    expect(within(table).getByText('minutes-scan.pdf')).toBeDefined();
    expect(within(table).getByRole('button', { name: 'Preview Certificate of Incorporation' })).toBeDefined();
  });

  it('shows a client the masked record, without Archive', async () => {
    renderPage(
      ALICE,
      {
        [`GET ${DETAIL}`]: () =>
          jsonResponse(
            200,
            detail({
              access: CLIENT_ACCESS,
              stakeholders: [holder({ idNum: 'A123', idNumPartial: true, resAddress: null, isPep: null })],
            }),
          ),
      },
      '?tabValue=stakeholders',
    );
    await screen.findByText('A123');
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the record of Alice Leung' }));
    expect(await screen.findByRole('dialog', { name: 'Alice Leung' })).toBeDefined();
  });

  it('asks why before archiving; a refusal shows in the dialog and nothing changes on the page', async () => {
    let answer: 'refuse' | 'archive' = 'refuse';
    const archived = detail({
      status: 'ARCHIVED',
      archivedDate: '2026-11-25T02:00:00.000Z',
      access: { mayArchive: false, mayRestore: true, seesProtectedData: true, seesCompliance: true },
    });
    let current = detail();
    renderPage(KEN, {
      [`GET ${DETAIL}`]: () => jsonResponse(200, current),
      [`POST ${DETAIL}/archive`]: () => {
        if (answer === 'refuse')
          return jsonResponse(409, {
            code: 'ENTITY_HAS_OPEN_CASES',
            message:
              'This company still has open cases. Complete or cancel them before archiving the company.',
          });
        current = archived;
        return jsonResponse(200, archived);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Lantau Ferry Services Limited?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(within(dialog).getByText('Say why the company is archived.')).toBeDefined();
    expect(callsTo(fetchMock, 'POST', `${DETAIL}/archive`)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Why is it archived/ }), {
      target: { value: ' Client moved away. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await within(dialog).findByText(
      'This company still has open cases. Complete or cancel them before archiving the company.',
    );
    expect(callsTo(fetchMock, 'POST', `${DETAIL}/archive`)[0]?.body).toEqual({
      reason: 'Client moved away.',
    });

    answer = 'archive';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await screen.findByText(/This company was archived on 2026-11-25/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDefined();
  });

  it('lists the company’s deadlines with their state, fee and legal source, in the reader’s language', async () => {
    const deadlines = [
      {
        key: 'NAR1:2026-05-31',
        kind: 'NAR1' as const,
        fromDate: '2026-05-31',
        dueDate: '2026-07-12',
        state: 'OVERDUE' as const,
        fee: { band: 'WITHIN_6_MONTHS' as const, cents: 174_000 },
        source: 'Companies Ordinance (Cap. 622) s.662',
      },
      {
        key: 'BR_RENEWAL:2027-04-14',
        kind: 'BR_RENEWAL' as const,
        fromDate: '2027-03-14',
        dueDate: '2027-04-14',
        state: 'UPCOMING' as const,
        source: 'Business Registration Ordinance (Cap. 310)',
      },
    ];
    renderPage(
      KEN,
      { [`GET ${DETAIL}`]: () => jsonResponse(200, detail({ deadlines })) },
      '?tabValue=deadlines',
    );
    const table = await screen.findByRole('table', { name: 'Deadlines' });
    const nar1 = within(table).getByText('Annual return (Form NAR1)').closest('tr')!;
    expect(within(nar1).getByText('2026-07-12')).toBeDefined();
    expect(within(nar1).getByText('Overdue')).toBeDefined();
    expect(within(nar1).getByText('HK$1,740.00')).toBeDefined();
    expect(within(nar1).getByText('Companies Ordinance (Cap. 622) s.662')).toBeDefined();
    const br = within(table).getByText('Renewal of the business registration certificate').closest('tr')!;
    expect(within(br).getByText('Upcoming')).toBeDefined();
    expect(within(br).getByText('—')).toBeDefined();
  });

  it('opens the annual renewal from the company’s page, or shows why it cannot', async () => {
    let answer: 'refuse' | 'open' = 'refuse';
    const { router } = renderPage(KEN, {
      [`GET ${DETAIL}`]: () => jsonResponse(200, detail()),
      'POST /api/cases': () =>
        answer === 'refuse'
          ? jsonResponse(409, {
              code: 'RENEWAL_EXISTS',
              field: 'companyID',
              message:
                'This company already has an annual renewal (AR-2026-0003) for its return of 2027-01-01; open that case instead.',
            })
          : jsonResponse(201, caseDetail({ caseID: 'c0000000-0000-4000-8000-00000000000a', caseType: 'AR' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open annual renewal' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Open the annual renewal of Lantau Ferry Services Limited?',
    });
    expect(within(dialog).getByText(/made up to 2027-11-20, due by 2028-01-01/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the renewal' }));
    await within(dialog).findByText(/already has an annual renewal \(AR-2026-0003\)/);
    expect(callsTo(fetchMock, 'POST', '/api/cases')[0]?.body).toEqual({
      caseType: 'AR',
      companyID: COMPANY_ID,
    });
    answer = 'open';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the renewal' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/view-cases/ongoing/c0000000-0000-4000-8000-00000000000a'),
    );
  });

  it('says a company it cannot see is not found', async () => {
    renderPage(KEN, {
      [`GET ${DETAIL}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeDefined();
  });
});
