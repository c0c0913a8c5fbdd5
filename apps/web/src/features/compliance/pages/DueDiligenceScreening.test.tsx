import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import { acceptances, SEARCH_ID, summary } from '../../name-search/test/name-search-fixtures';
import {
  CASE_ID,
  calls,
  fetchMock,
  KEN,
  list,
  renderPage,
  serve,
  task,
  taskInfo,
  type THandler,
} from '../../tasks/test/task-fixtures';
import { ddView, OWNER, stakeholder } from '../test/compliance-fixtures';
import DueDiligencePage from './DueDiligencePage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const DD_TASK = task({ taskActionKey: 'DD_CS_FORM', step: 'MVP_D_D_CS', taskUserID: KEN.userID });
const VIEW_PATH = `/api/cases/${CASE_ID}/due-diligence`;
const SCREEN_PATH = `${VIEW_PATH}/screening`;
const KEN_WITH_SEARCH = testUser({ ...KEN, features: { nameSearch: true } });

const SCREENED = stakeholder({
  screening: {
    searchID: SEARCH_ID,
    createdAt: '2026-11-20T02:00:00.000Z',
    outcome: 'PENDING',
    openHits: 2,
    onCurrentLists: false,
    satisfied: false,
  },
  missing: ['record', 'screening'],
});

function serveScreen(routes: Record<string, THandler> = {}, accepted = true) {
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([DD_TASK])),
    [`GET /api/tasks/${DD_TASK.taskID}`]: () => jsonResponse(200, taskInfo(DD_TASK)),
    [`GET ${VIEW_PATH}`]: () =>
      jsonResponse(200, ddView({ screeningRequired: true, stakeholders: [SCREENED, OWNER] })),
    'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
    [`POST ${SCREEN_PATH}`]: () =>
      jsonResponse(201, { searches: [summary({ openHits: 0, outcome: 'NO_HITS' })] }),
    ...routes,
  });
}

const renderScreen = (user = KEN_WITH_SEARCH) =>
  renderPage(<DueDiligencePage routeName="dueDiligence" />, {
    user,
    path: '/due-diligence/:caseID',
    route: `/due-diligence/${CASE_ID}`,
  });

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const screenings = () => calls().filter((c) => c.method === 'POST' && c.url.pathname === SCREEN_PATH);

describe('Due diligence: name screening (issue 20 point 6)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows each person’s latest screening, with its record and whether it ran on the current lists', async () => {
    serveScreen();
    renderScreen();
    await screen.findByText('0 of 2 complete');
    const lee = card('Siu Ming Lee');
    expect(within(lee).getByText('Hits to decide')).toBeTruthy();
    expect(within(lee).getByText('2 hits to decide')).toBeTruthy();
    expect(within(lee).getByText('Not on the current lists: screen again.')).toBeTruthy();
    expect(
      within(lee)
        .getByRole('link', { name: /^Latest search .*: the record of Siu Ming Lee$/ })
        .getAttribute('href'),
    ).toBe(`/name-search/history/${SEARCH_ID}`);
    expect(within(card('Mei Ling Ho')).getByText('Not screened yet.')).toBeTruthy();
  });

  it('screens one person, or everyone at once', async () => {
    serveScreen();
    renderScreen();
    await screen.findByText('0 of 2 complete');
    fireEvent.click(screen.getByRole('button', { name: 'Screen name: Mei Ling Ho' }));
    expect(await screen.findByText('1 search run: no hits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Screen everyone' }));
    await waitFor(() => expect(screenings()).toHaveLength(2));
    expect(screenings().map((c) => c.body)).toEqual([{ holderIDs: [OWNER.holderID] }, {}]);
    // The screen is read again after each screening.
    await waitFor(() =>
      expect(calls().filter((c) => c.url.pathname === VIEW_PATH).length).toBeGreaterThan(2),
    );
  });

  it('asks for the name search terms first, and screens once they are accepted', async () => {
    let accepted = false;
    serveScreen(
      {
        'GET /api/legal/acceptances': () => jsonResponse(200, acceptances(accepted)),
        'POST /api/legal/acceptances': () => {
          accepted = true;
          return jsonResponse(201, {});
        },
      },
      false,
    );
    renderScreen();
    await screen.findByText('0 of 2 complete');
    fireEvent.click(screen.getByRole('button', { name: 'Screen again: Siu Ming Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name search terms' });
    expect(screenings()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(screenings()).toHaveLength(1));
    expect(screenings()[0]?.body).toEqual({ holderIDs: ['h-director'] });
  });

  it('says why a screening was refused', async () => {
    serveScreen({
      [`POST ${SCREEN_PATH}`]: () =>
        jsonResponse(409, {
          code: 'SCREENING_NO_LIST',
          message: 'No sanctions list is loaded, so names cannot be screened.',
        }),
    });
    renderScreen();
    await screen.findByText('0 of 2 complete');
    fireEvent.click(screen.getByRole('button', { name: 'Screen everyone' }));
    expect(await screen.findByText('No sanctions list is loaded, so names cannot be screened.')).toBeTruthy();
  });

  it('keeps the recorded screening of the form while no list is loaded', async () => {
    serveScreen({ [`GET ${VIEW_PATH}`]: () => jsonResponse(200, ddView()) });
    renderScreen(KEN);
    await screen.findByText('0 of 3 complete');
    expect(screen.queryByRole('button', { name: 'Screen everyone' })).toBeNull();
    expect(screen.queryByText('Not screened yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record due diligence of Siu Ming Lee' }));
    expect(screen.getByRole('checkbox', { name: 'Name screening is done' })).toBeTruthy();
  });

  it('leaves the screening tick out of the form when the searches decide it', async () => {
    serveScreen();
    renderScreen();
    await screen.findByText('0 of 2 complete');
    fireEvent.click(screen.getByRole('button', { name: 'Record due diligence of Siu Ming Lee' }));
    const form = screen.getByRole('form', { name: 'Due diligence of Siu Ming Lee' });
    expect(within(form).queryByRole('checkbox', { name: 'Name screening is done' })).toBeNull();
    expect(within(form).getByText(/done by the portal's searches of this person/)).toBeTruthy();
  });
});
