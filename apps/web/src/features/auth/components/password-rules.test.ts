import { describe, expect, it } from 'vitest';
import { allRulesMet, evaluatePasswordRules } from './password-rules';

describe('evaluatePasswordRules', () => {
  it('meets nothing but the maximum length for an empty password', () => {
    expect(evaluatePasswordRules('', '')).toEqual({
      minLength: false,
      maxLength: true,
      notCommon: false,
      match: false,
    });
  });

  it('flags a common password of the right length and a password that is too long', () => {
    expect(evaluatePasswordRules('password2026!', 'password2026!')).toMatchObject({
      minLength: true,
      notCommon: false,
      match: true,
    });
    expect(evaluatePasswordRules('x'.repeat(100) + 'y'.repeat(29), '')).toMatchObject({
      minLength: true,
      maxLength: false,
      notCommon: false,
    });
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(evaluatePasswordRules('港島🌊九龍新界', '').minLength).toBe(false);
    expect(evaluatePasswordRules('港島🌊九龍新界離島', '').minLength).toBe(true);
  });

  it('is met in full by a good password typed twice', () => {
    const states = evaluatePasswordRules('harbour lantern tram', 'harbour lantern tram');
    expect(allRulesMet(states)).toBe(true);
    expect(allRulesMet({ ...states, match: false })).toBe(false);
  });
});
