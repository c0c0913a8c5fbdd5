import { describe, expect, it } from 'vitest';
import { checkPassword, listPasswordProblems } from './password-policy.js';

describe('checkPassword', () => {
  it('accepts a long passphrase without composition rules', () => {
    expect(checkPassword('correct horse battery staple')).toBeNull();
    expect(checkPassword('平安喜樂每一天都好')).toBeNull();
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', () => {
    expect(checkPassword('short12')).toBe('tooShort');
    expect(checkPassword('x'.repeat(129))).toBe('tooLong');
    expect(checkPassword('a1b2'.repeat(32))).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('😀😀😀😀😀😀😀')).toBe('tooShort');
  });

  it('refuses common passwords and their decorated variants', () => {
    expect(checkPassword('password')).toBe('commonPassword');
    expect(checkPassword('Password2026!')).toBe('commonPassword');
    expect(checkPassword('!!qwerty123')).toBe('commonPassword');
    expect(checkPassword('12345678')).toBe('commonPassword');
    expect(checkPassword('aaaaaaaaab')).toBe('commonPassword');
    expect(checkPassword('98765432')).toBe('commonPassword');
  });

  it('refuses a password that is the user name or e-mail name', () => {
    expect(checkPassword('chantaiman', ['chantaiman@example.com'])).toBe('commonPassword');
    expect(checkPassword('chantaiman88', ['chantaiman'])).toBe('commonPassword');
    expect(checkPassword('chan tai man harbour', ['chantaiman'])).toBeNull();
  });
});

describe('listPasswordProblems', () => {
  it('names every broken rule at once, for a checklist', () => {
    expect(listPasswordProblems('qwerty')).toEqual(['tooShort', 'commonPassword']);
    expect(listPasswordProblems('harbour')).toEqual(['tooShort']);
    expect(listPasswordProblems('')).toEqual(['tooShort']);
    expect(listPasswordProblems('Victoria Peak at dusk')).toEqual([]);
  });
});
