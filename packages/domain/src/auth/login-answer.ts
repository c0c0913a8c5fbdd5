import type { TLoginAnswer, TSecondFactorChallenge } from '../schemas/two-factor.js';

// Apart from the schemas (type imports only): the sign-in page uses this without loading zod (ADR 0008).

/** True when a login answer asks for a second factor (ADR 0029) rather than carrying tokens. */
export function isSecondFactorChallenge(answer: TLoginAnswer): answer is TSecondFactorChallenge {
  return 'secondFactor' in answer;
}
