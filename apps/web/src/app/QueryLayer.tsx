import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './query-client';

/**
 * The data cache for the screens below it. Loaded lazily by the routes (every screen but sign-in),
 * so TanStack Query is not part of the /login page's JavaScript (query-client-handle.ts).
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
