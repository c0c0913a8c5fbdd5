import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@portal/domain';
import { isApiError } from '../../api/api-error';
import { classifyError, ERROR_CLASS_MESSAGE_KEYS } from '../../api/error-classifier';

/** Server refusals whose own message (in the user's language) says best what to do. */
const SERVER_WORDED = new Set<string>([
  ERROR_CODES.RECOGNITION_TERMS_REQUIRED,
  ERROR_CODES.RECOGNITION_BUSY,
  ERROR_CODES.RECOGNITION_QUEUE_FULL,
]);

/** Reasons an identity document is refused that have words of their own (`details[0].reason`). */
const ID_REASONS = new Set(['ANIMATED', 'IMAGE_TOO_LARGE', 'TOO_MANY_PAGES', 'CORRUPT', 'ENCRYPTED']);

/**
 * Why a reading failed, as a title and a sentence, in the words of the reader's section: a company
 * form's (`recognition`) or an identity document's (`idRecognition`, which also says why a file was
 * refused: animated, too many pixels or pages, damaged).
 */
export interface TFailureWords {
  title: string;
  detail?: string;
  /** False when the same file would fail again: only another file helps. */
  retry?: boolean;
}

export function useFailureWords(section: 'recognition' | 'idRecognition') {
  const { t } = useTranslation();
  return (error: unknown): TFailureWords => {
    const errorClass = classifyError(error);
    // The same document would be refused again: only another file helps.
    if (errorClass === 'UNSUPPORTED') {
      const reason = isApiError(error) ? error.details?.[0]?.reason : undefined;
      const specific = section === 'idRecognition' && reason && ID_REASONS.has(reason);
      return {
        title: t(ERROR_CLASS_MESSAGE_KEYS.UNSUPPORTED),
        detail: t(specific ? `idRecognition.errors.reasons.${reason}` : `${section}.errors.unsupportedHint`),
        retry: false,
      };
    }
    if (isApiError(error) && error.code && SERVER_WORDED.has(error.code))
      return { title: t(`${section}.errors.notRead`), detail: error.message };
    if (errorClass === 'TIME_OUT') return { title: t(ERROR_CLASS_MESSAGE_KEYS.TIME_OUT) };
    if (isApiError(error) && error.status === 0)
      return { title: t(`${section}.errors.notRead`), detail: t('recognition.errors.offline') };
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return { title: t(`${section}.errors.notRead`), detail: error.message };
    return { title: t(ERROR_CLASS_MESSAGE_KEYS.UNEXPECTED) };
  };
}
