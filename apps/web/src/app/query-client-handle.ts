import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's data cache, reached without loading it (issue 23 point 3): TanStack Query is a sizeable
 * part of the first load, and the sign-in page fetches no data through it. The cache is made when
 * the first screen that does (QueryLayer) opens; until then there is nothing in it to clear.
 */
let client: QueryClient | null = null;

export function setAppQueryClient(created: QueryClient): void {
  client = created;
}

/** The app's data cache if a screen has made it, else null (then nothing is cached). */
export function loadedAppQueryClient(): QueryClient | null {
  return client;
}

/** The app's data cache, made (and its code loaded) if no screen has yet. */
export async function loadAppQueryClient(): Promise<QueryClient> {
  return client ?? (await import('./query-client')).appQueryClient();
}
