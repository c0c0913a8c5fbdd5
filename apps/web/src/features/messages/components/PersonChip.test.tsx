import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testAuth, testUser } from '../../../test/render-with-providers';
import { jsonResponse } from '../../../test/stub-http';
import SnackbarProvider from '../../../ui-component/snackbar/SnackbarProvider';
import { chatTopic, ME, PEER, TOPIC, urlOf } from '../test/message-fixtures';
import PersonChip from './PersonChip';

const fetchMock = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../../api/http', async () =>
  (await import('../../../test/stub-http')).stubHttpModule((input, init) => fetchMock(input, init)),
);

function renderChip(person: { userID: string; name: string }) {
  return renderWithProviders(
    <SnackbarProvider>
      <PersonChip person={person} secondary="someone@example.hk" />
    </SnackbarProvider>,
    { route: '/cases', path: '/cases', auth: testAuth(testUser({ userID: ME, engFirstName: 'Mary' })) },
  );
}

describe('PersonChip', () => {
  beforeEach(() => fetchMock.mockReset());

  it('opens the conversation with the person: topic/create with me and them, then /messages', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { topicName: TOPIC, created: true, peer: chatTopic().peer }),
    );
    const { router } = renderChip({ userID: PEER, name: 'Alice Leung' });
    fireEvent.click(screen.getByRole('button', { name: /^Message Alice Leung/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe(`?topicName=${TOPIC}`);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input && urlOf(input).pathname).toBe('/messageCenter/msg/topic/create');
    expect(typeof init?.body === 'string' && JSON.parse(init.body)).toEqual({ id1: ME, id2: PEER });
  });

  it('says so when the person may not be talked to (404), and stays', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' }));
    const { router } = renderChip({ userID: PEER, name: 'Alice Leung' });
    fireEvent.click(screen.getByRole('button', { name: /^Message Alice Leung/ }));
    await screen.findByText('You cannot start a conversation with this person.');
    expect(router.state.location.pathname).toBe('/cases');
  });

  it('is named by what it shows, after a hidden "Message" (label in name), the tooltip describing it', () => {
    renderChip({ userID: PEER, name: 'Alice Leung' });
    const button = screen.getByRole('button', { name: 'Message Alice Leung someone@example.hk' });
    expect(button.getAttribute('aria-label')).toBeNull();
  });

  it("is plain for one's own name: nothing to click", () => {
    renderChip({ userID: ME, name: 'Mary Chan' });
    expect(screen.getByText('Mary Chan')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
