import {
  ZCaseInformation,
  type TCaseInformation,
  type TCompleteTaskResponse,
  type TReturnedReview,
  type TWithheldFields,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** GET/PUT /api/cases/:caseID/information answer. */
export interface TInformationAnswer {
  caseID: string;
  information: Record<string, unknown>;
  problems: string[];
  issues: { path: string; key: string; message: string }[];
  updatedDate: string;
  /** While the client corrects a returned form: the officer's remarks (absent from older servers). */
  returned?: TReturnedReview | null;
  /**
   * Other people's identity data the caller is shown partly or not at all (a partial number comes
   * back as it was shown and the server keeps the whole one).
   */
  withheld?: TWithheldFields[];
}

export const CASE_FORM_KEYS = {
  information: (caseID: string) => ['caseForm', 'information', caseID] as const,
};

const informationPath = (caseID: string) => `/api/cases/${encodeURIComponent(caseID)}/information`;

/** The stored draft as the form's shape; anything the schema refuses starts empty rather than breaking. */
export function draftOf(information: Record<string, unknown> | undefined): TCaseInformation {
  const parsed = ZCaseInformation.safeParse(information ?? {});
  return parsed.success ? parsed.data : { stakeholders: [] };
}

/** GET /api/cases/:caseID/information: the saved draft. Read once; the form owns it afterwards. */
export const informationQuery = (caseID: string) =>
  queryOptions({
    queryKey: CASE_FORM_KEYS.information(caseID),
    queryFn: ({ signal }) => http.request<TInformationAnswer>(informationPath(caseID), { signal }),
    retry: retryUnlessRefused,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** PUT /api/cases/:caseID/information: a draft save (problems are reported, not refused). */
export function saveInformation(caseID: string, draft: TCaseInformation): Promise<TInformationAnswer> {
  return http.request<TInformationAnswer>(informationPath(caseID), { method: 'PUT', body: draft });
}

/** POST /api/tasks/:taskID/complete {} for POC_FORM. */
export function submitCaseForm(taskID: string): Promise<TCompleteTaskResponse> {
  return http.request<TCompleteTaskResponse>(`/api/tasks/${encodeURIComponent(taskID)}/complete`, {
    method: 'POST',
    body: {},
  });
}
