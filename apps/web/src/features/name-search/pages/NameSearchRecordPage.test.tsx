import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THitDecisionRequest, TNameSearch } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { calls, fetchMock, KEN, renderPage, serve, type THandler } from '../../tasks/test/task-fixtures';
import { match, OFAC, search, SEARCH_ID, UN } from '../test/name-search-fixtures';
import NameSearchRecordPage from './NameSearchRecordPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const STAFF = testUser({ ...KEN, features: { nameSearch: true } });
const RECORD = `/api/name-search/${SEARCH_ID}`;

/** The server's answer to a decision: the search with the decision on the hit it names. */
function decide(current: TNameSearch, body: THitDecisionRequest): TNameSearch {
  const decision = {
    decisionID: `d0000000-0000-4000-8000-00000000000${current.decisions.length + 1}`,
    ...body,
    decidedBy: 'Ken Lau',
    decidedAt: '2026-11-26T04:00:00.000Z',
  };
  const matches = current.matches.map((m) => (m.matchID === body.matchID ? { ...m, decision } : m));
  return {
    ...current,
    matches,
    decisions: [...current.decisions, decision],
    outcome: matches.some((m) => !m.decision)
      ? 'PENDING'
      : matches.some((m) => m.decision?.decision === 'POSSIBLE_MATCH')
        ? 'ESCALATED'
        : 'CLEARED',
  };
}

function serveRecord(initial: TNameSearch, routes: Record<string, THandler> = {}) {
  let current = initial;
  serve({
    [`GET ${RECORD}`]: () => jsonResponse(200, current),
    [`POST ${RECORD}/decisions`]: (body) => {
      current = decide(current, body as THitDecisionRequest);
      return jsonResponse(200, current);
    },
    ...routes,
  });
}

const renderRecord = () =>
  renderPage(<NameSearchRecordPage routeName="nameSearchRecord" />, {
    user: STAFF,
    path: '/name-search/history/:searchID',
    route: `/name-search/history/${SEARCH_ID}`,
  });

const party = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const decisions = () =>
  calls()
    .filter((c) => c.method === 'POST')
    .map((c) => c.body);

describe('NameSearchRecordPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows the query, the list versions used and each listed party with its score, matched words and reasons', async () => {
    serveRecord(
      search({
        matches: [
          match(),
          match({ matchedName: 'Peter Chan', matchedQuality: 'GOOD', score: 0.86 }),
          match({
            list: 'OFAC',
            listEntryId: '36912',
            reference: 'SDGT',
            score: 0.84,
            entry: { ...match().entry, primaryName: 'CHAN, Tai-man' },
          }),
        ],
      }),
    );
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Name search: Taiman Chan' })).toBeTruthy();
    expect(screen.getByText('Hits to decide')).toBeTruthy();
    expect(screen.getByText(/^by Ken Lau, 2026-11-26 \d\d:15:00$/)).toBeTruthy();
    const used = screen.getByRole('list', { name: 'List versions used' });
    expect(within(used).getByText('published 2026-11-20')).toBeTruthy();
    expect(within(used).getByText('published 2026-11-18')).toBeTruthy();

    // Grouped by party: the UN entry's two names under one heading, the OFAC entry apart.
    const parties = screen.getByRole('list', { name: 'Listed parties that may match' });
    expect(
      within(parties)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['CHAN Tai Man', 'CHAN, Tai-man']);
    expect(screen.getByText('2 listed parties may match. 2 still to decide.')).toBeTruthy();
    const un = party('CHAN Tai Man');
    expect(within(un).getByText('Score 93')).toBeTruthy();
    expect(within(un).getByText('Ref. QDi.430')).toBeTruthy();
    expect(within(un).getByText('Entry 6908555')).toBeTruthy();
    // The primary name's words, and of the alias only the family name the query shares.
    expect([...un.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'CHAN',
      'Tai',
      'Man',
      'Chan',
    ]);
    expect(within(un).getByText('Matched alias:')).toBeTruthy();
    const reasons = within(un).getByRole('list', { name: 'Why CHAN Tai Man matched' });
    expect(within(reasons).getByText(/“taiman” is “tai man” written joined or split/)).toBeTruthy();
    expect(
      within(reasons).getByText(/Date of birth 1980-01-02 differs from the list's 1975/).textContent,
    ).toContain('(score −10)');

    // The entry's details on request.
    expect(within(un).queryByText('Big Brother (weak alias)')).toBeNull();
    fireEvent.click(within(un).getByRole('button', { name: 'Entry details' }));
    expect(within(un).getByText('Big Brother (weak alias)')).toBeTruthy();
    expect(within(un).getByText('Passport K12345678 (China)')).toBeTruthy();
  });

  it('records a false positive only with its reason, on every open hit of the party, and shows who and when', async () => {
    const first = match();
    const alias = match({ matchedName: 'Peter Chan', matchedQuality: 'GOOD', score: 0.86 });
    serveRecord(search({ matches: [first, alias] }));
    renderRecord();
    const form = await screen.findByRole('form', { name: 'Decision on CHAN Tai Man' });
    fireEvent.click(within(form).getByRole('radio', { name: 'False positive' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('Say why it is a false positive.')).toBeTruthy();
    expect(decisions()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Born 1980, not 1975' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decision on CHAN Tai Man' })).toBeNull());
    expect(decisions()).toEqual([
      { matchID: first.matchID, decision: 'FALSE_POSITIVE', reason: 'Born 1980, not 1975' },
      { matchID: alias.matchID, decision: 'FALSE_POSITIVE', reason: 'Born 1980, not 1975' },
    ]);
    const un = party('CHAN Tai Man');
    expect(within(un).getByText('False positive')).toBeTruthy();
    expect(within(un).getByText(/^By Ken Lau, 2026-11-26 \d\d:00:00$/)).toBeTruthy();
    expect(screen.getByText('Cleared')).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Decisions' });
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    expect(within(log).getAllByText('CHAN Tai Man (UN 6908555)')).toHaveLength(2);
  });

  it('escalates a possible match with its reason', async () => {
    const hit = match();
    serveRecord(search({ matches: [hit] }));
    renderRecord();
    const form = await screen.findByRole('form', { name: 'Decision on CHAN Tai Man' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Possible match — escalate' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    expect(await within(form).findByText('Say why it may be the listed party.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Same passport number' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Decision on CHAN Tai Man' })).toBeNull());
    expect(within(party('CHAN Tai Man')).getByText('Possible match — escalated')).toBeTruthy();
    expect(decisions()).toEqual([
      { matchID: hit.matchID, decision: 'POSSIBLE_MATCH', reason: 'Same passport number' },
    ]);
    expect(screen.getByText('Escalated')).toBeTruthy();
  });

  it('says plainly that nothing matched, naming the list versions', async () => {
    serveRecord(search({ matches: [], listVersions: [OFAC, UN] }));
    renderRecord();
    expect(
      await screen.findByText(
        'No match for Taiman Chan on the UN list of 2026-11-20 and OFAC list of 2026-11-18.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Nothing to decide: the search found no hits.')).toBeTruthy();
  });

  it('prints the record as the server draws it', async () => {
    const createObjectURL = vi.fn(() => 'blob:record');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    serveRecord(search(), {
      [`GET ${RECORD}/record.pdf`]: () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderRecord();
    fireEvent.click(await screen.findByRole('button', { name: 'Print record' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(calls().some((c) => c.url.pathname === `${RECORD}/record.pdf`)).toBe(true);
  });

  it('says so when the search is not there to see', async () => {
    serve({ [`GET ${RECORD}`]: () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }) });
    renderRecord();
    expect(await screen.findByText('This search does not exist or is not yours to see.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search history' }).getAttribute('href')).toBe(
      '/name-search/history',
    );
  });
});
