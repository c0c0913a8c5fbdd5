import { QueryClient } from '@tanstack/react-query';
import { loadedAppQueryClient, setAppQueryClient } from './query-client-handle';

/** Data queries retry once and do not refetch on window focus or reconnect (spec §7, DESIGN §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one data cache, made on first use (query-client-handle.ts). */
export function appQueryClient(): QueryClient {
  const existing = loadedAppQueryClient();
  if (existing) return existing;
  const created = createQueryClient();
  setAppQueryClient(created);
  return created;
}
