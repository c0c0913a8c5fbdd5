import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, ZCaseInvitee } from '@portal/domain';

/** What is wrong with a value, checked as the server checks it (the domain's schemas). */
export type TValueProblem = 'required' | 'tooLong' | 'invalid' | 'emailInvalid';
/** Problems of whole forms: neither company name given, no entity chosen, no firm chosen. */
export type TFormProblem = TValueProblem | 'eitherName' | 'entityRequired' | 'firmRequired';

/** An English name (or a company name): at most 255 characters, required unless optional. */
export function nameProblem(value: string, required = true): TValueProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return required ? 'required' : undefined;
  if (trimmed.length > LIMITS.nameMaxLength) return 'tooLong';
  return ZCaseInvitee.shape.engFirstName.safeParse(trimmed).success ? undefined : 'invalid';
}

/** The client's e-mail address. */
export function emailProblem(value: string): TValueProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > LIMITS.emailMaxLength) return 'tooLong';
  return ZCaseInvitee.shape.email.safeParse(trimmed).success ? undefined : 'emailInvalid';
}

/** The checks above, answering with the message to show under the field. */
export function useFieldValidation() {
  const { t } = useTranslation();
  return useMemo(() => {
    const problemMessage = (problem: TFormProblem | undefined, max: number = LIMITS.nameMaxLength) => {
      switch (problem) {
        case undefined:
          return undefined;
        case 'required':
          return t('caseOpening.errors.required');
        case 'tooLong':
          return t('caseOpening.errors.tooLong', { max });
        case 'invalid':
          return t('caseOpening.errors.invalid');
        case 'emailInvalid':
          return t('caseOpening.errors.emailInvalid');
        case 'eitherName':
          return t('caseOpening.errors.eitherName');
        case 'entityRequired':
          return t('caseOpening.errors.entityRequired');
        case 'firmRequired':
          return t('caseOpening.errors.firmRequired');
      }
    };
    return {
      problemMessage,
      nameError: (value: string, required = true) => problemMessage(nameProblem(value, required)),
      emailError: (value: string) => problemMessage(emailProblem(value), LIMITS.emailMaxLength),
    };
  }, [t]);
}
