import { createSafeContext } from '../../utils/create-safe-context';
import type { TReviewDraftApi } from './use-review-draft';

/** The remarks being written, for every row of the review that can take one. */
export const [ReviewContext, useReviewContext] = createSafeContext<{
  draft: TReviewDraftApi;
  /** The officer may write remarks (the review is theirs and in progress). */
  editable: boolean;
}>('ReviewContext');
