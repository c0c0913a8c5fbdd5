import type { TAddress, THolderParticulars, TLanguage } from '@portal/domain';
import { createSafeContext } from '../../utils/create-safe-context';
import type { TFileMeta } from './api';
import type { TUploadFn, TUploadTarget } from './upload-request';

export type TTextKey = {
  [K in keyof THolderParticulars]-?: NonNullable<THolderParticulars[K]> extends string ? K : never;
}[keyof THolderParticulars];
export type TFlagKey = {
  [K in keyof THolderParticulars]-?: NonNullable<THolderParticulars[K]> extends boolean ? K : never;
}[keyof THolderParticulars];
export type TAddressKey = 'resAddress' | 'corrAddress' | 'regAddress';
export type TFileListKey = 'idDocs' | 'shareholderDocList';
export type TAddressText = Exclude<keyof TAddress, 'supDoc'>;

/** What every field of the identification form reads and writes. */
export interface TIdentificationForm {
  draft: THolderParticulars;
  language: TLanguage;
  /** Firm staff read the form; only the stakeholder with the task writes it. */
  readOnly: boolean;
  setText: (key: TTextKey, value: string) => void;
  setFlag: (key: TFlagKey, value: boolean) => void;
  setAddress: (key: TAddressKey, field: TAddressText, value: string) => void;
  /** The file ids of a list: idDocs, shareholderDocList, or an address's supDoc ('resAddress.supDoc'). */
  fileIds: (path: string) => string[];
  /** Adds or removes one id against the latest draft (uploads finish in any order). */
  addFileId: (path: string, fileID: string) => void;
  removeFileId: (path: string, fileID: string) => void;
  files: Record<string, TFileMeta>;
  rememberFiles: (metas: readonly TFileMeta[]) => void;
  upload: TUploadFn;
  uploadTarget: TUploadTarget;
  /** The message of a field's problem, once the field was left or a confirmation was tried. */
  messageFor: (path: string) => string | undefined;
  touch: (path: string) => void;
}

export const [IdentificationFormContext, useIdentificationForm] =
  createSafeContext<TIdentificationForm>('IdentificationFormContext');
