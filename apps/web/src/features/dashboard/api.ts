import type { TDashboard } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
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
