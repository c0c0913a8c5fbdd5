import type { ReactNode } from 'react';
import type { TCompleteTaskResponse, TFormIssue, TIdDocumentField } from '@portal/domain';
import type { TCaseFormContext } from './case-form-context';
import type { TDraft } from './draft-model';
import type { TFieldMark } from './field-marks';

/**
 * What another form built on this editor changes (the officer's entity form, EN_FORM): its rules,
 * title and button, its own fields, what sits above the form, what happens once the task completed.
 */
export interface TEditorVariant {
  /** The rules the draft is checked by (default: the incorporation form's). */
  check?: (draft: TDraft) => TFormIssue[];
  title?: string;
  submitLabel?: string;
  /** More fields in the company section, after its names and business. */
  companyExtra?: ReactNode;
  holderExtra?: TCaseFormContext['holderExtra'];
  /** What an identity document read for an individual fills in (default: the names the form has). */
  idDocumentFields?: readonly TIdDocumentField[];
  /** Above the problems (the recognition panel), with the draft and its update. */
  renderTop?: (form: Pick<TCaseFormContext, 'draft' | 'update'>) => ReactNode;
  /** Where a field's value came from (recognition), shown by the fields; see field-marks.ts. */
  markAt?: (path: string, draft: TDraft) => TFieldMark | undefined;
  /** A field was edited by hand (`draft` as it was before). */
  onFieldEdit?: (path: string, draft: TDraft) => void;
  /** After the task completed (default: a success note and where the server says). */
  onCompleted?: (response: TCompleteTaskResponse) => void;
}
