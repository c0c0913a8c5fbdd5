import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { topicsQuery } from './api';

/**
 * Total unread messages for the side-menu badge: the message-topics query, polled every
 * TIMINGS.messageCountRefetchMs (spec §9, 30 s) as the fallback to live delivery, which invalidates
 * it on every new message and sets it on every read.
 */
export function useUnreadMessageCount(): number {
  const { user } = useAuth();
  const topics = useQuery(topicsQuery(user?.userID ?? ''));
  return topics.data?.totalUnread ?? 0;
}
