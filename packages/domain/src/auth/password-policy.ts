import { LIMITS } from '../constants.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

export type TPasswordProblem = 'tooShort' | 'tooLong' | 'commonPassword';

/**
 * Checks a new password against DESIGN §6 (ASVS level 2): 8–128 characters, no composition rules,
 * common and guessable passwords refused, nor one built from the user's own name or e-mail.
 */
export function checkPassword(password: string, personal: readonly string[] = []): TPasswordProblem | null {
  return listPasswordProblems(password, personal)[0] ?? null;
}

/** Every rule a new password breaks, so a checklist can show each one as the user types. */
export function listPasswordProblems(password: string, personal: readonly string[] = []): TPasswordProblem[] {
  const problems: TPasswordProblem[] = [];
  const length = [...password].length;
  if (length < LIMITS.passwordMinLength) problems.push('tooShort');
  if (length > LIMITS.passwordMaxLength) problems.push('tooLong');
  if (password.length > 0 && isGuessable(password, personal)) problems.push('commonPassword');
  return problems;
}

function isGuessable(password: string, personal: readonly string[]): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // A common word with a few digits or symbols around it ("password2026!", "!!qwerty").
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (core.length > 0 && core !== lower && COMMON_PASSWORDS.has(core)) return true;
  if (new Set(lower).size <= 2) return true;
  if (isRun(lower)) return true;
  for (const item of personal) {
    const part = item.toLowerCase().split('@')[0]?.trim() ?? '';
    if (part.length >= 4 && (lower === part || core === part)) return true;
  }
  return false;
}

/** A run of consecutive characters up or down ("12345678", "abcdefgh", "87654321"). */
function isRun(value: string): boolean {
  if (value.length < 4) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i += 1) {
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}
