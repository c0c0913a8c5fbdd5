import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authSession } from '../../api/http';
import { createLiveConnection } from './live-connection';
import { liveSocketUrl, openBrowserSocket, type TLiveStatus } from './live-protocol';
import { LiveStatusContext } from './live-context';
import { applyLiveFrame, resyncMessages } from './thread-cache';

/**
 * This tab's one live connection for the signed-in person (spec §7 websocket), held by the main
 * layout: frames go into the message caches, and every (re)connection fetches what was missed. The
 * 30 s poll of the conversations list stays on as the fallback.
 */
export default function LiveMessagesProvider({ userID, children }: { userID: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TLiveStatus>('stopped');

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const connection = createLiveConnection({
      url: liveSocketUrl(window.location),
      createSocket: openBrowserSocket,
      getToken: () => authSession.getAccessToken(),
      refreshToken: (expired) => authSession.refreshAccessToken(expired),
      onFrame: (frame) => applyLiveFrame(queryClient, userID, frame),
      onReady: () => resyncMessages(queryClient, userID),
      onStatus: setStatus,
    });
    connection.start();
    // Back online: try at once rather than at the end of a long backoff.
    const onOnline = () => connection.reconnectNow();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      connection.stop();
    };
  }, [queryClient, userID]);

  return <LiveStatusContext value={status}>{children}</LiveStatusContext>;
}
