import type {
  TAddressProofRequest,
  TAddressProofView,
  TRenewalAcknowledgementRequest,
  TRenewalAcknowledgementView,
  TRenewalChangeRequest,
  TRenewalSection,
  TRenewalSectionRequest,
  TRenewalView,
} from '@portal/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** Under the case's detail key, so whatever refreshes a case refreshes these too. */
export const RENEWAL_KEYS = {
  renewal: (caseID: string) => ['cases', 'detail', caseID, 'renewal'] as const,
  acknowledgement: (caseID: string) => ['cases', 'detail', caseID, 'renewal', 'acknowledgement'] as const,
  addressProof: (taskID: string) => ['tasks', 'detail', taskID, 'address-proof'] as const,
};

const renewalPath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}/renewal`;
const proofPath = (taskID: string) => `/api/tasks/${encodeURIComponent(taskID)}/address-proof`;

/** GET /api/cases/:caseID/renewal. */
export const renewalQuery = (caseID: string) =>
  queryOptions({
    queryKey: RENEWAL_KEYS.renewal(caseID),
    queryFn: ({ signal }) => http.request<TRenewalView>(renewalPath(caseID), { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/cases/:caseID/renewal/acknowledgement. */
export const acknowledgementQuery = (caseID: string) =>
  queryOptions({
    queryKey: RENEWAL_KEYS.acknowledgement(caseID),
    queryFn: ({ signal }) =>
      http.request<TRenewalAcknowledgementView>(`${renewalPath(caseID)}/acknowledgement`, { signal }),
    retry: retryUnlessRefused,
  });

/** GET /api/tasks/:taskID/address-proof. */
export const addressProofQuery = (taskID: string) =>
  queryOptions({
    queryKey: RENEWAL_KEYS.addressProof(taskID),
    queryFn: ({ signal }) => http.request<TAddressProofView>(proofPath(taskID), { signal }),
    retry: retryUnlessRefused,
  });

/** The answer of every renewal call is the whole renewal: it replaces the cached one. */
function useRenewalMutation<TVars>(caseID: string, call: (vars: TVars) => Promise<TRenewalView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => queryClient.setQueryData(RENEWAL_KEYS.renewal(caseID), view),
  });
}

/** PUT …/renewal/sections/:section. */
export const useAnswerSection = (caseID: string) =>
  useRenewalMutation(
    caseID,
    ({ section, body }: { section: TRenewalSection; body: TRenewalSectionRequest }) =>
      http.request<TRenewalView>(`${renewalPath(caseID)}/sections/${section}`, { method: 'PUT', body }),
  );

/** POST …/renewal/changes. */
export const useAddChange = (caseID: string) =>
  useRenewalMutation(caseID, (body: TRenewalChangeRequest) =>
    http.request<TRenewalView>(`${renewalPath(caseID)}/changes`, { method: 'POST', body }),
  );

/** DELETE …/renewal/changes/:changeID. */
export const useWithdrawChange = (caseID: string) =>
  useRenewalMutation(caseID, (changeID: string) =>
    http.request<TRenewalView>(`${renewalPath(caseID)}/changes/${encodeURIComponent(changeID)}`, {
      method: 'DELETE',
    }),
  );

/** POST …/renewal/amendment: the changes go to the company's amendment case. */
export const useCarryChanges = (caseID: string) =>
  useRenewalMutation(caseID, () =>
    http.request<TRenewalView>(`${renewalPath(caseID)}/amendment`, { method: 'POST' }),
  );

/** PUT /api/tasks/:taskID/address-proof. */
export function useSaveAddressProof(taskID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddressProofRequest) =>
      http.request<TAddressProofView>(proofPath(taskID), { method: 'PUT', body }),
    onSuccess: (view) => queryClient.setQueryData(RENEWAL_KEYS.addressProof(taskID), view),
  });
}

/** PUT …/renewal/acknowledgement (only the fields given change). */
export function useSaveAcknowledgement(caseID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRenewalAcknowledgementRequest) =>
      http.request<TRenewalAcknowledgementView>(`${renewalPath(caseID)}/acknowledgement`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (view) => queryClient.setQueryData(RENEWAL_KEYS.acknowledgement(caseID), view),
  });
}
