import type { TFirmSubscription } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

export const SUBSCRIPTION_KEYS = { firm: ['firm', 'subscription'] as const };

/** GET /api/firm/subscription: the firm's plan, its usage against each limit, and every plan. */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEYS.firm,
  queryFn: ({ signal }) => http.request<TFirmSubscription>('/api/firm/subscription', { signal }),
  retry: retryUnlessRefused,
});
