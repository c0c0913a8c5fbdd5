import { listPasswordProblems } from '@portal/domain';

/** The rules listed beside a new password, in the order they are shown. */
export const PASSWORD_RULES = ['minLength', 'maxLength', 'notCommon', 'match'] as const;
export type TPasswordRule = (typeof PASSWORD_RULES)[number];
export type TPasswordRuleStates = Record<TPasswordRule, boolean>;

/**
 * Which rules a new password and its confirmation meet, with the domain's own password check;
 * `personal` (the user's names, username, e-mail) are refused as guessable, as the server does.
 */
export function evaluatePasswordRules(
  password: string,
  confirmation: string,
  personal: readonly string[] = [],
): TPasswordRuleStates {
  const problems = listPasswordProblems(password, personal);
  return {
    minLength: !problems.includes('tooShort'),
    maxLength: !problems.includes('tooLong'),
    // An empty field has not been judged yet: shown as not met.
    notCommon: password !== '' && !problems.includes('commonPassword'),
    match: confirmation !== '' && confirmation === password,
  };
}

/** True when the password may be sent: every rule holds. */
export function allRulesMet(states: TPasswordRuleStates): boolean {
  return PASSWORD_RULES.every((rule) => states[rule]);
}
