import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEGAL_TEXTS } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { calls, fetchMock, KEN, renderPage, serve, type THandler } from '../../tasks/test/task-fixtures';
import { acceptances, lists, search, SEARCH_ID, UN } from '../test/name-search-fixtures';
import NameSearchAddPage from './NameSearchAddPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const STAFF = testUser({ ...KEN, features: { nameSearch: true } });
const SAM = testUser({
  userID: '99999999-9999-4999-8999-999999999999',
  engFirstName: 'Sam',
  engLastName: 'Operator',
  userType: { typeCode: 'SMOOOTH' },
  features: { nameSearch: true },
});

function serveAdd(routes: Record<string, THandler> = {}, accepted = true) {
  serve({
    'GET /api/screening/lists': () => jsonResponse(200, lists()),
    'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
    'POST /api/name-search': () => jsonResponse(201, search()),
    ...routes,
  });
}

const renderAdd = (user = STAFF) =>
  renderPage(<NameSearchAddPage routeName="nameSearchAdd" />, {
    user,
    path: '/name-search/add',
    route: '/name-search/add',
  });

const posts = (path: string) => calls().filter((c) => c.method === 'POST' && c.url.pathname === path);
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const searchButton = () => screen.getByRole('button', { name: 'Search' });

describe('NameSearchAddPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows the lists it searches, then runs the search and opens its record', async () => {
    serveAdd();
    const { router } = renderAdd();
    expect(await screen.findByRole('heading', { level: 1, name: 'New name search' })).toBeTruthy();
    const listed = await screen.findByRole('list', { name: 'Lists searched' });
    expect(within(listed).getByText('UN Security Council Consolidated List')).toBeTruthy();
    expect(within(listed).getByText('published 2026-11-20')).toBeTruthy();
    expect(within(listed).getByText('OFAC SDN List')).toBeTruthy();
    await screen.findByText('You accepted the name search terms.');
    type(/English first name/, 'Taiman');
    type(/English last name/, 'Chan');
    type(/Date of birth/, '1980-01-02');
    fireEvent.click(searchButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/name-search/history/${SEARCH_ID}`));
    expect(posts('/api/name-search')[0]?.body).toEqual({
      name: 'Taiman Chan',
      type: 'I',
      dateOfBirth: '1980-01-02',
    });
  });

  it('names each missing field before sending anything (spec §5)', async () => {
    serveAdd();
    renderAdd();
    await screen.findByText('You accepted the name search terms.');
    type(/English first name/, 'Tai Man');
    fireEvent.click(searchButton());
    expect(
      await screen.findByText(
        'Enter the English last name, or choose the full name in Chinese or another script.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Enter the English first name/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Full name in Chinese or another script' }));
    fireEvent.click(searchButton());
    expect(
      await screen.findByText('Enter the full name as written in Chinese or the other script.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Corporate' }));
    fireEvent.click(searchButton());
    expect(await screen.findByText('Enter the full company name.')).toBeTruthy();
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    expect(posts('/api/name-search')).toHaveLength(0);

    type(/Full company name/, '海港茶葉有限公司');
    fireEvent.click(searchButton());
    await waitFor(() => expect(posts('/api/name-search')).toHaveLength(1));
    expect(posts('/api/name-search')[0]?.body).toEqual({ name: '海港茶葉有限公司', type: 'C' });
  });

  it('shows a refusal of the server at the field it names', async () => {
    serveAdd({
      'POST /api/name-search': () =>
        jsonResponse(400, {
          code: 'VALIDATION',
          message: 'The date of birth is not valid.',
          field: 'dateOfBirth',
        }),
    });
    renderAdd();
    await screen.findByText('You accepted the name search terms.');
    type(/English first name/, 'Tai Man');
    type(/English last name/, 'Chan');
    type(/Date of birth/, '1900-01-01');
    fireEvent.click(searchButton());
    const field = await screen.findByLabelText(/Date of birth/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The date of birth is not valid.')).toBeTruthy();
  });

  it('opens the terms on first use, records the acceptance once, then searches without asking again', async () => {
    let accepted = false;
    serveAdd({
      'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
      'POST /api/legal/acceptances': () => {
        accepted = true;
        return jsonResponse(201, {});
      },
    });
    renderAdd();
    const dialog = await screen.findByRole('dialog', { name: 'Name search terms' });
    expect(within(dialog).getByText('A hit is not a finding')).toBeTruthy();
    // Cross-linked: another text opens in the same dialog, with the way back.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Privacy policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I accept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Name search terms' }));
    fireEvent.click(await screen.findByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/api/legal/acceptances').map((c) => c.body)).toEqual([
      { text: 'NAME_SEARCH_TERMS', version: LEGAL_TEXTS.NAME_SEARCH_TERMS.version },
    ]);
    await screen.findByText('You accepted the name search terms.');
    type(/English first name/, 'Tai Man');
    type(/English last name/, 'Chan');
    fireEvent.click(searchButton());
    await waitFor(() => expect(posts('/api/name-search')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts('/api/legal/acceptances')).toHaveLength(1);
  });

  it('asks for the terms before a search when they were closed unaccepted', async () => {
    serveAdd({ 'POST /api/legal/acceptances': () => jsonResponse(201, {}) }, false);
    renderAdd();
    const dialog = await screen.findByRole('dialog', { name: 'Name search terms' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByText('Before your first search, read and accept the name search terms.'),
    ).toBeTruthy();
    type(/English first name/, 'Tai Man');
    type(/English last name/, 'Chan');
    fireEvent.click(searchButton());
    fireEvent.click(await screen.findByRole('button', { name: 'I accept' }));
    // The search waits for the acceptance and then runs.
    await waitFor(() => expect(posts('/api/name-search')).toHaveLength(1));
    expect(posts('/api/legal/acceptances')).toHaveLength(1);
  });

  it('tells staff to ask the platform operator when no list is loaded, and does not search', async () => {
    serveAdd({ 'GET /api/screening/lists': () => jsonResponse(200, lists([])) });
    renderAdd();
    expect(await screen.findByText('No sanctions list is loaded')).toBeTruthy();
    expect(screen.getByText(/Ask the platform operator to load the UN and OFAC lists/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(searchButton().hasAttribute('disabled')).toBe(true);
  });

  it('lets SMOOOTH load list files there, showing the server’s reason when a file is refused', async () => {
    let loaded = false;
    let attempts = 0;
    serveAdd({
      'GET /api/screening/lists': () => jsonResponse(200, lists(loaded ? [UN] : [])),
      'POST /api/screening/lists': () => {
        attempts += 1;
        if (attempts === 1)
          return jsonResponse(400, {
            code: 'SCREENING_LIST_INVALID',
            message:
              'This sanctions list file could not be read (line 3 of sdn.csv is cut short); nothing was imported.',
          });
        loaded = true;
        return jsonResponse(201, { versions: [UN] });
      },
    });
    renderAdd(SAM);
    expect(await screen.findByText(/Upload the UN Consolidated List/)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['<CONSOLIDATED_LIST/>'], 'consolidated.xml', { type: 'text/xml' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByRole('list', { name: 'Files to import' }).textContent).toContain('consolidated.xml');
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 file' }));
    expect(await screen.findByText(/line 3 of sdn.csv is cut short/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 file' }));
    expect(await screen.findByText('Imported 1 list version:')).toBeTruthy();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    expect(sent instanceof FormData && (sent.get('files') as File).name).toBe('consolidated.xml');
    // The lists are read again: searches can run now.
    await waitFor(() => expect(searchButton().hasAttribute('disabled')).toBe(false));
  });
});
