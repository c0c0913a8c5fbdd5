import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TChatAttachment } from '@portal/domain';
import { MESSAGE_KEYS, sendMessage } from './api';
import { newClientMessageID } from './message-format';
import { addMessageToThread } from './thread-cache';

/** A message on its way: shown at once, greyed while sending, with Retry when it failed. */
export interface TPendingMessage {
  clientMessageID: string;
  topicName: string;
  text: string;
  attachments: TChatAttachment[];
  createdDate: string;
  status: 'sending' | 'failed';
}

/**
 * Sends messages optimistically. Each send carries a clientMessageID, so a retry after a failure whose
 * answer was lost is stored once by the server; the stored message replaces the pending one.
 */
export function useOutbox(userID: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TPendingMessage[]>([]);

  const deliver = useCallback(
    async (message: TPendingMessage) => {
      setPending((list) =>
        list.map((m) => (m.clientMessageID === message.clientMessageID ? { ...m, status: 'sending' } : m)),
      );
      try {
        const stored = await sendMessage(message.topicName, {
          text: message.text,
          attachments: message.attachments.map((a) => a.fileID),
          clientMessageID: message.clientMessageID,
        });
        addMessageToThread(queryClient, stored);
        setPending((list) => list.filter((m) => m.clientMessageID !== message.clientMessageID));
        void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.topics(userID) });
      } catch {
        setPending((list) =>
          list.map((m) => (m.clientMessageID === message.clientMessageID ? { ...m, status: 'failed' } : m)),
        );
      }
    },
    [queryClient, userID],
  );

  const send = useCallback(
    (topicName: string, text: string, attachments: TChatAttachment[]) => {
      const message: TPendingMessage = {
        clientMessageID: newClientMessageID(),
        topicName,
        text,
        attachments,
        createdDate: new Date().toISOString(),
        status: 'sending',
      };
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageID: string) => {
      const message = pending.find((m) => m.clientMessageID === clientMessageID);
      if (message) void deliver(message);
    },
    [pending, deliver],
  );

  const discard = useCallback((clientMessageID: string) => {
    setPending((list) => list.filter((m) => m.clientMessageID !== clientMessageID));
  }, []);

  return { pending, send, retry, discard };
}
