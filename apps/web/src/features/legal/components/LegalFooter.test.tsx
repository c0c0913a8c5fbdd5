import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_TEXTS } from '@portal/domain';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import LegalFooter from './LegalFooter';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

describe('LegalFooter', () => {
  beforeEach(() => {
    fetchMock.mockReset();
  });

  it('opens the privacy policy signed out, without asking for acceptances, and cross-links the other texts', async () => {
    renderWithProviders(<LegalFooter />);
    const nav = screen.getByRole('navigation', { name: 'Legal' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Privacy policy' }));

    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(within(dialog).getByText(`Version of ${LEGAL_TEXTS.PRIVACY_POLICY.version}`)).toBeTruthy();
    // The personal-data statement the Ordinance asks for: purposes, sharing, retention, access and correction.
    for (const heading of [
      'What is collected and why',
      'Who it is shared with',
      'How long it is kept',
      'Access and correction',
    ])
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'I accept' })).toBeNull();

    const others = within(dialog).getByRole('navigation', { name: 'Other legal texts' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Name search terms',
      'Disclaimer and terms of use',
      'Entity migration form recognition terms',
      'Identity card recognition terms',
    ]);
    fireEvent.click(within(others).getByRole('button', { name: 'Disclaimer and terms of use' }));
    expect(await screen.findByRole('dialog', { name: 'Disclaimer and terms of use' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Privacy policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy policy' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a signed-in user, through the cross-links, when they accepted a text', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        acceptances: [
          {
            text: 'ID_CARD_RECOGNITION_TERMS',
            version: LEGAL_TEXTS.ID_CARD_RECOGNITION_TERMS.version,
            acceptedAt: '2026-11-26T02:00:00.000Z',
            current: true,
          },
        ],
      }),
    );
    renderWithProviders(<LegalFooter />, { auth: testAuth(testUser()) });
    fireEvent.click(screen.getByRole('button', { name: 'Disclaimer and terms of use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer and terms of use' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Identity card recognition terms' }));
    expect(await screen.findByText(/you accepted it on 2026-11-26/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/legal/acceptances');
  });
});
