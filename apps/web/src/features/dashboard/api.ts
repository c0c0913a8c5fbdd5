import type { TAnalytics, TAnalyticsQuery, TDashboard, TServicesOverview } from '@portal/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';

/**
 * GET /api/dashboard. Its key starts with ['tasks'], so whatever refreshes the task lists (a task
 * completed, a case opened or linked) refreshes the dashboard's figures with them.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['tasks', 'dashboard'] as const,
    queryFn: ({ signal }) => http.request<TDashboard>('/api/dashboard', { signal }),
    refetchInterval: 60_000,
  });

/** GET /api/dashboard/services: fees, steps and times of one firm (or, for SMOOOTH, the platform). */
export const servicesQuery = (firmID: string | null) =>
  queryOptions({
    queryKey: ['dashboard', 'services', firmID] as const,
    queryFn: ({ signal }) =>
      http.request<TServicesOverview>(
        firmID ? `/api/dashboard/services?firmID=${encodeURIComponent(firmID)}` : '/api/dashboard/services',
        { signal },
      ),
    // Medians over a year move slowly: a minute's reading is as good as a fresh one.
    staleTime: 60_000,
  });

/** GET /api/dashboard/analytics for a range of days (and, for SMOOOTH, a firm). */
export const analyticsQuery = (query: TAnalyticsQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'analytics', query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      const search = params.toString();
      return http.request<TAnalytics>(`/api/dashboard/analytics${search ? `?${search}` : ''}`, { signal });
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
