import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TUserProfile } from '@portal/domain';
import { testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import {
  CASE_ID,
  calls,
  fetchMock,
  list,
  MANDY,
  renderPage,
  serve,
  task,
  taskInfo,
  type THandler,
} from '../../tasks/test/task-fixtures';
import DueDiligencePage from '../pages/DueDiligencePage';
import { ddView, detail, riskRecord } from '../test/compliance-fixtures';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const WINNIE = testUser({
  userID: '55555555-5555-4555-8555-555555555555',
  engFirstName: 'Winnie',
  engLastName: 'Chan',
  userType: { typeCode: 'SYSTEM_ADMIN' },
});
const reviewTask = (user: TUserProfile) =>
  task({
    taskActionKey: 'DD_CO_FORM',
    step: 'MVP_D_D_CO',
    assigneeRole: 'reviewer',
    taskUserID: user.userID,
  });
const VIEW_PATH = `/api/cases/${CASE_ID}/due-diligence`;

/** The review screen for `user`; `routes` add answers (the task's complete call knows its id). */
function renderRisk(
  user: TUserProfile,
  view = ddView({ step: 'MVP_D_D_CO' }),
  routes: (taskID: string) => Record<string, THandler> = () => ({}),
) {
  const review = reviewTask(user);
  serve({
    'GET /api/tasks': () => jsonResponse(200, list([review])),
    [`GET /api/tasks/${review.taskID}`]: () =>
      jsonResponse(200, taskInfo(review, { outcomes: ['APPROVE', 'RETURN'] })),
    [`GET ${VIEW_PATH}`]: () => jsonResponse(200, view),
    [`POST /api/tasks/${review.taskID}/complete`]: () =>
      jsonResponse(200, {
        task: review,
        caseStatus: 'OPEN',
        step: 'MVP_D_D_S',
        nextPath: `/view-tasks/complete/${review.taskID}`,
      }),
    ...routes(review.taskID),
  });
  renderPage(<DueDiligencePage routeName="dueDiligence" />, {
    user,
    path: '/due-diligence/:caseID',
    route: `/due-diligence/${CASE_ID}?tab=risk`,
  });
  return review;
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const computedChip = () =>
  within(screen.getByText('Worked-out rating').parentElement!).queryByText(/risk$/)?.textContent;

describe('the risk tab', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('prefills what the case shows, works the rating out live and lets it be raised only', async () => {
    renderRisk(MANDY);
    await screen.findByText('Choose every factor to see the rating.');
    expect(screen.getByText('2 ownership layers, 1 corporate shareholders.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Corporate shareholders').value).toBe('1');
    choose('Expected annual revenue', 'UNDER_500K');
    choose('Source of funds', 'VERIFIED');
    choose('Delivery channel', 'FACE_TO_FACE');
    expect(computedChip()).toBe('Low risk');
    expect(screen.getByText('Corporate shareholders: +1')).toBeTruthy();
    choose('Delivery channel', 'NON_FACE_TO_FACE');
    expect(computedChip()).toBe('Medium risk');
    const options = within(screen.getByLabelText('Rating')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Medium risk', 'High risk']);
    // A foreign PEP decides by itself.
    choose('PEP involvement', 'FOREIGN');
    expect(computedChip()).toBe('High risk');
    expect(screen.getByText('PEP involvement: decides by itself')).toBeTruthy();
    expect(screen.getByText('The case suggests: None')).toBeTruthy();
  });

  it('needs reasons, then saves the assessment as a record with the factors as numbers', async () => {
    renderRisk(MANDY, ddView({ step: 'MVP_D_D_CO' }), () => ({
      'POST /api/compliance': () => jsonResponse(200, detail(riskRecord())),
    }));
    await screen.findByText('Choose every factor to see the rating.');
    choose('Expected annual revenue', 'UNDER_500K');
    choose('Source of funds', 'VERIFIED');
    choose('Delivery channel', 'FACE_TO_FACE');
    expect((await screen.findByRole('button', { name: 'Approve' })).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save assessment' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Reasons/), { target: { value: 'Known owners in Hong Kong.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save assessment' }));
    expect(await screen.findByText('Risk assessment saved (version 1).')).toBeTruthy();
    expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
      complianceType: 'RISK_ASSESSMENT',
      caseID: CASE_ID,
      factors: {
        pepInvolvement: 'NONE',
        jurisdictions: ['HKG', 'VGB'],
        jurisdictionRisk: 'STANDARD',
        businessNatureRisk: 'STANDARD',
        ownershipLayers: 2,
        corporateShareholders: 1,
        revenueBand: 'UNDER_500K',
        sourceOfFunds: 'VERIFIED',
        deliveryChannel: 'FACE_TO_FACE',
      },
      rating: 'LOW',
      reasons: 'Known owners in Hong Kong.',
      remarks: '',
      recordDocs: [],
    });
  });

  it('tells a COM_SEC that a system administrator approves a high rating, and how they take it over', async () => {
    const high = riskRecord({
      riskAssessment: { ...riskRecord().riskAssessment!, rating: 'HIGH', reasons: 'Offshore layers.' },
    });
    renderRisk(MANDY, ddView({ step: 'MVP_D_D_CO', riskAssessment: high }));
    expect(await screen.findByText('A system administrator must approve a high rating')).toBeTruthy();
    expect(screen.getByText(/choose “Take over” on the risk review task/)).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Approve' })).hasAttribute('disabled')).toBe(true);
    expect(
      (await screen.findByRole('button', { name: 'Return to due diligence' })).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('lets a SYSTEM_ADMIN approve a high rating; the server’s answer decides', async () => {
    const high = riskRecord({
      riskAssessment: { ...riskRecord().riskAssessment!, rating: 'HIGH', reasons: 'Offshore layers.' },
    });
    renderRisk(WINNIE, ddView({ step: 'MVP_D_D_CO', riskAssessment: high }));
    await screen.findByText('High risk', { selector: '.MuiChip-label' });
    expect(screen.queryByText('A system administrator must approve a high rating')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls().find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'APPROVE' }),
    );
  });

  it('returns the case to due diligence with remarks', async () => {
    renderRisk(MANDY, ddView({ step: 'MVP_D_D_CO', riskAssessment: riskRecord() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Return to due diligence' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to due diligence' }));
    expect(await within(dialog).findByText('Enter the remarks.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Remarks/), {
      target: { value: 'Screen Mei Ling Ho again.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to due diligence' }));
    await waitFor(() =>
      expect(calls().find((c) => c.method === 'POST')?.body).toEqual({
        outcome: 'RETURN',
        remarks: 'Screen Mei Ling Ho again.',
      }),
    );
  });
});
