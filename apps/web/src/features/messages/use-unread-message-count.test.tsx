import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { jsonResponse } from '../../test/stub-http';
import { useUnreadMessageCount } from './use-unread-message-count';

const USER_ID = '0f7fa885-1a66-40a1-87cb-c6d9328e334e';
const fetchDouble = vi.hoisted(() => vi.fn<typeof fetch>());
vi.mock('../../api/http', async () => (await import('../../test/stub-http')).stubHttpModule(fetchDouble));
const auth = vi.hoisted(() => ({ user: null as { userID: string } | null }));
vi.mock('../auth/auth-context', () => ({ useAuth: () => auth }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('useUnreadMessageCount', () => {
  it("sums the signed-in person's unread messages from the topics list", async () => {
    auth.user = { userID: USER_ID };
    fetchDouble.mockResolvedValue(jsonResponse(200, { topics: [], totalUnread: 7 }));
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(7));
    const [requested] = fetchDouble.mock.calls[0] ?? [];
    expect(requested instanceof Request ? requested.url : (requested as string | URL).toString()).toContain(
      `/messageCenter/msg/topics/userID/${USER_ID}`,
    );
  });

  it('asks nothing while nobody is signed in', () => {
    auth.user = null;
    fetchDouble.mockClear();
    const { result } = renderHook(() => useUnreadMessageCount(), { wrapper });
    expect(result.current).toBe(0);
    expect(fetchDouble).not.toHaveBeenCalled();
  });
});
