import {
  LEGAL_TEXTS,
  type TLegalAcceptanceRequest,
  type TLegalAcceptances,
  type TLegalText,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

export const LEGAL_KEYS = {
  acceptances: ['legal', 'acceptances'] as const,
};

/** GET /api/legal/acceptances: which legal texts the signed-in user accepted, and in which version. */
export const legalAcceptancesQuery = () =>
  queryOptions({
    queryKey: LEGAL_KEYS.acceptances,
    queryFn: ({ signal }) => http.request<TLegalAcceptances>('/api/legal/acceptances', { signal }),
    // Acceptances change only through this user's own Accept: no need to ask again while the tab is open.
    staleTime: Infinity,
    retry: retryUnlessRefused,
  });

/** POST /api/legal/acceptances for the text's current version; the acceptances are read again. */
export function useAcceptLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: TLegalText) => {
      const body: TLegalAcceptanceRequest = { text, version: LEGAL_TEXTS[text].version };
      return http.request<unknown>('/api/legal/acceptances', { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEGAL_KEYS.acceptances }),
  });
}
