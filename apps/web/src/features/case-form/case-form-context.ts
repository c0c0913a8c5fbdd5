import type { ReactNode } from 'react';
import type { TFormIssue, THolder, TIdDocumentField, TLanguage } from '@portal/domain';
import { createSafeContext } from '../../utils/create-safe-context';
import type { TDraft } from './draft-model';

export interface TCaseFormContext {
  draft: TDraft;
  /** Applies a change to the draft (kept locally at once, saved after a pause). */
  update: (change: (draft: TDraft) => TDraft) => void;
  /** Sets one value by path. */
  setValue: (path: string, value: unknown) => void;
  /** Problems by exact path. */
  issuesAt: (path: string) => TFormIssue[];
  /** Whether messages at a path are shown (touched, or after a submit attempt). */
  isShown: (path: string) => boolean;
  touch: (path: string) => void;
  language: TLanguage;
  /** The officer's remark at a path, while the client corrects a returned form. */
  remarkAt: (path: string) => string | undefined;
  /** More fields in a holder's card (the entity form: identity and addresses). */
  holderExtra?: (holder: THolder, path: string) => ReactNode;
  /** What an identity document read for an individual holder fills in (the form's fields only). */
  idDocumentFields: readonly TIdDocumentField[];
}

export const [CaseFormContext, useCaseForm] = createSafeContext<TCaseFormContext>('CaseFormContext');
