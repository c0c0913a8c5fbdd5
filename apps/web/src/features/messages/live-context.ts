import { createContext, use } from 'react';
import type { TLiveStatus } from './live-protocol';

/** The state of this tab's live connection ('stopped' outside the signed-in layout). */
export const LiveStatusContext = createContext<TLiveStatus>('stopped');

/** Whether messages arrive live now, for screens that say so when they do not. */
export function useLiveStatus(): TLiveStatus {
  return use(LiveStatusContext);
}
