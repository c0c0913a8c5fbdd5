import { companyCore, NAME_PARTICLES, nameTokens, variantKey } from './name-normalise.js';

// A name's words as the matcher compares them, and the spelling-class keys the index keeps for them.

/** The words without particles (al-, bin, de, van), unless that leaves none. */
export function withoutParticles(words: readonly string[]): string[] {
  const meaningful = words.filter((w) => !NAME_PARTICLES.has(w));
  return meaningful.length > 0 ? meaningful : [...words];
}

/** A name's words before particles are dropped (legal-form words already left out of a company's). */
export function rawNameWords(name: string, type: 'I' | 'C'): string[] {
  return type === 'C' ? companyCore(name) : nameTokens(name);
}

/** The words of a name as the matcher compares them (legal-form words and particles left out). */
export function nameWords(name: string, type: 'I' | 'C'): string[] {
  return withoutParticles(rawNameWords(name, type));
}

/** The spelling classes of a name's words (kept with the name by the index). */
export function wordKeysOf(words: readonly string[]): string[] {
  return words.map(variantKey);
}

/** The spelling classes of each two neighbouring words joined (tai man → taiman). */
export function joinedKeysOf(words: readonly string[]): string[] {
  return words.slice(0, -1).map((w, i) => variantKey(`${w}${words[i + 1]}`));
}
