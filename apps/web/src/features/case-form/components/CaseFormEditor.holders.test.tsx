import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TOwnershipChain } from '@portal/domain';
import { createTestI18n } from '../../../test/test-i18n';
import { fetchMock } from '../../tasks/test/task-fixtures';
import { renderForm, serveCase, validInformation, type TServed } from '../test/case-form-kit';
import { chainText } from './OwnershipSummary';

vi.mock('../../../api/http', async () => {
  const { fetchMock: double } = await import('../../tasks/test/fetch-mock');
  return (await import('../../../test/stub-http')).stubHttpModule((input, init) => double(input, init));
});

const slow = { timeout: 3000 };
type THolderBody = {
  holderID: string;
  refID?: string | null;
  holderType: string;
  ownerOfBodyCorporate?: THolderBody[];
};
const lastStakeholders = (served: TServed) =>
  (served.puts.at(-1) as { stakeholders: THolderBody[] }).stakeholders;

async function openTab(name: RegExp) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

describe('case form: stakeholders, owners and the SCR / UBO list', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('adds and removes corporate owners nested two layers deep', async () => {
    const served = serveCase({ totalNumOfOrdShare: 100, stakeholders: [] });
    renderForm();
    await openTab(/Stakeholders/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a corporate' }));
    fireEvent.change(screen.getByLabelText('Company name (English)'), {
      target: { value: 'Harbour Holdings Limited' },
    });
    const top = screen.getByRole('region', { name: 'Harbour Holdings Limited' });
    fireEvent.click(within(top).getByRole('button', { name: 'Add a corporate owner' }));
    const inner = screen.getAllByLabelText('Company name (English)')[1]!;
    fireEvent.change(inner, { target: { value: 'Pearl Investments Limited' } });
    const pearl = screen.getByRole('region', { name: 'Pearl Investments Limited' });
    fireEvent.click(within(pearl).getByRole('button', { name: 'Add an individual owner' }));
    await waitFor(() => expect(served.puts.length).toBeGreaterThan(0), slow);
    await waitFor(() => {
      const [harbour] = lastStakeholders(served);
      expect(harbour?.ownerOfBodyCorporate?.[0]?.ownerOfBodyCorporate).toHaveLength(1);
    }, slow);
    fireEvent.click(within(top).getByRole('button', { name: /Remove owner Pearl Investments Limited/ }));
    expect(screen.queryByRole('region', { name: 'Pearl Investments Limited' })).toBeNull();
    await waitFor(() => expect(lastStakeholders(served)[0]?.ownerOfBodyCorporate).toHaveLength(0), slow);
  });

  it('keeps a second contact and the nature of control of a stakeholder', async () => {
    const served = serveCase({ totalNumOfOrdShare: 100, stakeholders: [] });
    renderForm();
    await openTab(/Stakeholders/);
    fireEvent.click(screen.getByRole('button', { name: 'Add a corporate' }));
    fireEvent.change(screen.getByLabelText('Second contact'), { target: { value: 'WeChat: harbourhk' } });
    fireEvent.change(screen.getByLabelText('Nature of control'), {
      target: { value: 'Right to appoint the board' },
    });
    await waitFor(() => {
      const [holder] = lastStakeholders(served) as (THolderBody & {
        secondContact?: string;
        natureOfControl?: string;
      })[];
      expect(holder).toMatchObject({
        secondContact: 'WeChat: harbourhk',
        natureOfControl: 'Right to appoint the board',
      });
    }, slow);
  });

  it('adds an owner that is "the same as" an existing stakeholder (refID)', async () => {
    const served = serveCase(validInformation());
    renderForm();
    await openTab(/Stakeholders/);
    const harbour = await screen.findByRole('region', { name: 'Harbour Holdings Limited' });
    fireEvent.click(within(harbour).getByRole('button', { name: 'Add an existing stakeholder as owner' }));
    await waitFor(() => {
      const owners = lastStakeholders(served)[1]?.ownerOfBodyCorporate ?? [];
      expect(owners[2]).toMatchObject({ refID: 'alice', holderType: 'I' });
    }, slow);
    expect(within(harbour).getByRole('region', { name: 'The same as Alice Leung' })).toBeDefined();
  });

  it('moves a stakeholder between the company secretary lists with add and resign', async () => {
    serveCase(validInformation());
    renderForm();
    await openTab(/Secretary and representative/);
    const secretaries = await screen.findByRole('list', { name: 'Company secretary' });
    expect(within(secretaries).getByText('Harbour Holdings Limited')).toBeDefined();
    fireEvent.click(within(secretaries).getByRole('button', { name: 'Resign Harbour Holdings Limited' }));
    // Added in this case, so resigning simply takes the role away.
    expect(screen.queryByRole('list', { name: 'Company secretary' })).toBeNull();
    fireEvent.mouseDown(screen.getAllByRole('combobox', { name: 'Stakeholder' })[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Alice Leung' }));
    fireEvent.click(screen.getByRole('button', { name: 'Appoint as company secretary' }));
    const after = await screen.findByRole('list', { name: 'Company secretary' });
    expect(within(after).getByText('Alice Leung')).toBeDefined();
  });

  it('marks a role that existed before as resigned, in the resigned table', async () => {
    const info = validInformation();
    (info.stakeholders as Record<string, unknown>[])[0]!.isDesignedRep = true;
    serveCase(info);
    renderForm();
    await openTab(/Secretary and representative/);
    const reps = await screen.findByRole('list', { name: 'Designated representatives' });
    fireEvent.click(within(reps).getByRole('button', { name: 'Resign Alice Leung' }));
    const resigned = await screen.findByRole('list', { name: 'Resigned designated representatives' });
    expect(within(resigned).getByText('Alice Leung')).toBeDefined();
    fireEvent.click(within(resigned).getByRole('button', { name: 'Reinstate Alice Leung' }));
    expect(
      within(await screen.findByRole('list', { name: 'Designated representatives' })).getByText(
        'Alice Leung',
      ),
    ).toBeDefined();
  });

  it('lists each person with their ultimate share, flags and chains written out', async () => {
    serveCase(validInformation());
    renderForm();
    await openTab(/SCR \/ UBO/);
    const wong = (await screen.findByRole('heading', { name: 'Siu Ming Wong' })).closest('li')!;
    expect(within(wong as HTMLElement).getByText('24 %')).toBeDefined();
    expect(
      within(wong as HTMLElement).getByText('60 % of Harbour Holdings Limited × 40 % of the company = 24 %'),
    ).toBeDefined();
    expect(within(wong as HTMLElement).getByText('UBO')).toBeDefined();
    // 24 % multiplied, but 60 % of Harbour Holdings is a majority: under Cap. 622 Schedule 5A he holds
    // its whole 40 % indirectly, over 25 %, so he is a significant controller.
    expect(within(wong as HTMLElement).getByText('SCR')).toBeDefined();
    const alice = screen.getByRole('heading', { name: 'Alice Leung' }).closest('li')!;
    expect(within(alice as HTMLElement).getByText('SCR')).toBeDefined();
    expect(within(alice as HTMLElement).getByText('60 % of the company = 60 %')).toBeDefined();
  });

  it('shows owners that do not add up to 100 % on the corporate', async () => {
    const info = validInformation();
    const harbour = (info.stakeholders as { ownerOfBodyCorporate?: { compSharePercent: string }[] }[])[1]!;
    harbour.ownerOfBodyCorporate![1]!.compSharePercent = '30';
    serveCase(info);
    renderForm();
    await openTab(/Stakeholders/);
    const region = await screen.findByRole('region', { name: 'Owners of this corporate' });
    expect(
      within(region).getByText('The owners of this corporate must add up to exactly 100%'),
    ).toBeDefined();
    expect(within(region).getByText('Owners so far: 90 % of 100 %')).toBeDefined();
  });

  it('writes a chain from the person up to the company', () => {
    const share = (percent: string) => ({ numerator: '0', denominator: '1', percent });
    const chain: TOwnershipChain = {
      links: [
        { holderID: 'a', name: 'Top Limited', share: share('50.0000') },
        { holderID: 'b', name: 'Middle Limited', share: share('33.3333') },
        { holderID: 'c', name: 'Chan Tai Man', share: share('12.5000') },
      ],
      share: share('2.0833'),
      controlling: false,
    };
    const t = createTestI18n().t;
    expect(chainText(t, chain)).toBe(
      '12.5 % of Middle Limited × 33.3333 % of Top Limited × 50 % of the company = 2.0833 %',
    );
  });
});
