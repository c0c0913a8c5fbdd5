import type {
  THolder,
  THolderParticulars,
  TOwnedPerson,
  TTask,
  TTaskList,
  ZHolderView,
} from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/http';
import { retryUnlessRefused } from '../tasks/api';

/** GET/PUT /api/cases/:caseID/holders/:holderID as the server sends it. */
type TRawHolderView = z.infer<typeof ZHolderView>;

/** The holder view with its records typed as the domain knows them. */
export interface THolderView extends Omit<TRawHolderView, 'holder' | 'person'> {
  holder: THolder;
  person: TOwnedPerson | null;
}

/** A stored file as the upload answers it (the holder keeps only the ids). */
export interface TFileMeta {
  fileID: string;
  fileName: string;
  fileSize: number;
  fileType?: string;
}

const holderPath = (caseID: string, holderID: string) =>
  `/api/cases/${encodeURIComponent(caseID)}/holders/${encodeURIComponent(holderID)}`;

export const HOLDER_KEYS = {
  view: (caseID: string, holderID: string) => ['holders', caseID, holderID] as const,
};

/** GET /api/cases/:caseID/holders/:holderID: the holder with their particulars, ownership and needs. */
export const holderViewQuery = (caseID: string, holderID: string) =>
  queryOptions({
    queryKey: HOLDER_KEYS.view(caseID, holderID),
    queryFn: ({ signal }) => http.request<THolderView>(holderPath(caseID, holderID), { signal }),
    retry: retryUnlessRefused,
    // The screen keeps its own draft; a refetch in the background must not reset what is typed.
    refetchOnWindowFocus: false,
  });

/** PUT /api/cases/:caseID/holders/:holderID: a draft save of the stakeholder's own particulars. */
export function saveParticulars(
  caseID: string,
  holderID: string,
  particulars: THolderParticulars,
): Promise<THolderView> {
  return http.request<THolderView>(holderPath(caseID, holderID), { method: 'PUT', body: particulars });
}

/** The caller's in-progress identification task for this holder, or null. */
export async function findIdentificationTask(caseID: string, holderID: string): Promise<TTask | null> {
  const list = await http.request<TTaskList>('/api/tasks', {
    query: { caseID, tabKey: 'mine', status: 'IN_PROGRESS', pageSize: 100 },
  });
  return (
    list.items.find(
      (task) =>
        task.holderID === holderID &&
        (task.taskActionKey === 'SH_I_FORM' || task.taskActionKey === 'SH_C_FORM'),
    ) ?? null
  );
}

/** GET /api/file/download/fileID/:fileID with the bearer token: the bytes as a blob. */
export function downloadFile(fileID: string): Promise<Blob> {
  return http.request<Blob>(`/api/file/download/fileID/${encodeURIComponent(fileID)}`, {
    responseType: 'blob',
  });
}
