import { useQuery } from '@tanstack/react-query';
import { TIMINGS, type TMessageTopics } from '@portal/domain';
import { http } from '../../api/http';
import { useAuth } from '../auth/auth-context';

/** The signed-in person's conversations with unreadMsgs per topic (spec §7 topics-by-user). */
export const messageTopicsQueryKey = (userID: string) => ['messages', 'topics', userID] as const;

/**
 * Total unread messages for the side-menu badge: the message-topics query summed, polled every
 * TIMINGS.messageCountRefetchMs (spec §9, 30 s) as the fallback to live delivery.
 */
export function useUnreadMessageCount(): number {
  const { user } = useAuth();
  const userID = user?.userID ?? '';
  const topics = useQuery({
    queryKey: messageTopicsQueryKey(userID),
    queryFn: ({ signal }) =>
      http.request<TMessageTopics>(`/messageCenter/msg/topics/userID/${encodeURIComponent(userID)}`, {
        signal,
      }),
    enabled: userID !== '',
    refetchInterval: TIMINGS.messageCountRefetchMs,
  });
  return topics.data?.totalUnread ?? 0;
}
