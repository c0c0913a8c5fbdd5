import { QueryClient } from '@tanstack/react-query';

/** Data queries retry once and do not refetch on window focus or reconnect (spec §7, DESIGN §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
