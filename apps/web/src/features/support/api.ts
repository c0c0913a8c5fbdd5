import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';

/** GET /api/config: public settings the browser needs before anyone signs in. */
export interface TPublicConfig {
  /** Where users are told to write when something goes wrong (spec §1 "Support contact is {email}"). */
  supportEmail: string;
  version: string;
}

export function fetchPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return http.request<TPublicConfig>('/api/config', { auth: false, signal });
}

/** Fetched once per page load at most; it only changes with a deployment. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});
