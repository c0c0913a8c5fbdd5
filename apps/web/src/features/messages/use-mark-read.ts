import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGE_KEYS, markRead } from './api';
import { setTopicUnread } from './thread-cache';

/**
 * Marks the open conversation read up to the highest seq shown, while the tab is visible and the list
 * says something is unread; again when the tab becomes visible. Nothing is marked for a hidden tab.
 */
export function useMarkRead(userID: string, topicName: string, lastSeqShown: number, unreadMsgs: number) {
  const queryClient = useQueryClient();
  const marked = useRef({ topicName, seq: 0 });

  useEffect(() => {
    if (marked.current.topicName !== topicName) marked.current = { topicName, seq: 0 };
    function attempt() {
      if (document.visibilityState !== 'visible') return;
      if (unreadMsgs <= 0 || lastSeqShown <= 0 || lastSeqShown <= marked.current.seq) return;
      marked.current = { topicName, seq: lastSeqShown };
      markRead(topicName, lastSeqShown).then(
        ({ unreadMsgs: left }) => {
          setTopicUnread(queryClient, userID, topicName, left);
          // A list fetched before this answer may still count them: ask again.
          void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.topics(userID) });
        },
        () => {
          // Try again next time something changes.
          if (marked.current.topicName === topicName) marked.current = { topicName, seq: 0 };
        },
      );
    }
    attempt();
    document.addEventListener('visibilitychange', attempt);
    return () => document.removeEventListener('visibilitychange', attempt);
  }, [queryClient, userID, topicName, lastSeqShown, unreadMsgs]);
}
