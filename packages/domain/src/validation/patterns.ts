/**
 * Text patterns of spec §5. Each returns true when the value passes; the reason names the message
 * shown when it does not (keys of VALIDATION_REASONS).
 */

/**
 * Any Han ideograph, the supplementary planes included: Hong Kong names use HKSCS characters that
 * live in extension B and beyond (e.g. 𨋢).
 */
const CHINESE_CHARACTER = /\p{Script=Han}/u;

/** English-only: no Chinese characters. */
export function isEnglishOnly(value: string): boolean {
  return !CHINESE_CHARACTER.test(value);
}

/**
 * Chinese text: at least one Chinese character; digits, letters, dot, full-width brackets, hyphen,
 * middle dot and spaces are also allowed (e.g. "陳大文", "李 (Lee) 小明").
 */
export function isChineseText(value: string): boolean {
  return (
    CHINESE_CHARACTER.test(value) && /^[\p{Script=Han}A-Za-z0-9.\uff08\uff09\u00b7\u30fb\- ]+$/u.test(value)
  );
}

/** Phone-like: digits with optional brackets, spaces, hyphens and a leading +, 6 to 20 characters. */
export function isPhoneLike(value: string): boolean {
  return /^\+?[\d\s()-]{6,20}$/.test(value) && /\d{4,}/.test(value.replace(/\D/g, ''));
}

/** Identifier: letters, digits, hyphen and underscore only. */
export function isIdentifier(value: string): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value);
}

/** Digits only. */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}
