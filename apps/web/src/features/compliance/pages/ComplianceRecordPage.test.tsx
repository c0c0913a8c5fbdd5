import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/stub-http';
import { CASE_ID, fetchMock, KEN, renderPage, serve } from '../../tasks/test/task-fixtures';
import { detail, record, RECORD_ID, riskRecord } from '../test/compliance-fixtures';
import ComplianceRecordPage from './ComplianceRecordPage';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const renderRecord = (id: string) =>
  renderPage(<ComplianceRecordPage routeName="complianceRecord" />, {
    user: KEN,
    path: '/compliance/:complianceID',
    route: `/compliance/${id}`,
  });

describe('ComplianceRecordPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('shows the spec’s fields, the checks, the documents and every version with links', async () => {
    const newer = 'e0000000-0000-4000-8000-000000000009';
    const shown = detail(record({ version: 2, supersededBy: newer }), 3);
    shown.versions[1] = { ...shown.versions[1]!, complianceID: RECORD_ID };
    shown.versions[2] = { ...shown.versions[2]!, complianceID: newer };
    serve({ [`GET /api/compliance/${RECORD_ID}`]: () => jsonResponse(200, shown) });
    renderRecord(RECORD_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Siu Ming Lee' })).toBeTruthy();
    expect(screen.getByText('Version 2')).toBeTruthy();
    expect(screen.getByText('Harbour Tea Limited')).toBeTruthy();
    expect(screen.getByText('海港茶葉有限公司')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MVP-2026-0001' }).getAttribute('href')).toBe(
      `/view-cases/ongoing/${CASE_ID}`,
    );
    expect(screen.getByText('HKID seen in the original.')).toBeTruthy();
    expect(screen.getByText('Hong Kong identity card')).toBeTruthy();
    expect(screen.getByText('UN sanctions, OFAC sanctions')).toBeTruthy();
    expect(screen.getByText('world-check.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview world-check.png' })).toBeTruthy();
    // Corrected since: the page says so and leads to the newer version.
    expect(screen.getByText(/A newer version corrects this record/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the newer version' }).getAttribute('href')).toBe(
      `/compliance/${newer}`,
    );
    const versions = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions).toHaveLength(3);
    expect(within(versions[1]!).queryByRole('link')).toBeNull();
    expect(versions[1]!.textContent).toContain('shown here');
    expect(within(versions[2]!).getByRole('link').getAttribute('href')).toBe(`/compliance/${newer}`);
  });

  it('shows a risk assessment’s factors, the worked-out and recorded rating, and the reasons', async () => {
    const raised = riskRecord({
      riskAssessment: { ...riskRecord().riskAssessment!, rating: 'HIGH', computedRating: 'LOW' },
    });
    serve({ [`GET /api/compliance/${raised.complianceID}`]: () => jsonResponse(200, detail(raised)) });
    renderRecord(raised.complianceID);
    expect(await screen.findByText('Raised from the worked-out Low risk')).toBeTruthy();
    expect(screen.getByText('High risk')).toBeTruthy();
    expect(screen.getByText('Hong Kong, British Virgin Islands')).toBeTruthy();
    expect(screen.getByText('Corporate shareholders: +1')).toBeTruthy();
    expect(screen.getByText('Local director; a BVI holding company with known owners.')).toBeTruthy();
    expect(screen.queryByText('Shareholder name')).toBeNull();
  });

  it('says a record another firm holds is not there', async () => {
    serve({
      [`GET /api/compliance/${RECORD_ID}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    });
    renderRecord(RECORD_ID);
    expect(await screen.findByText('This record does not exist, or you may not see it.')).toBeTruthy();
  });
});
