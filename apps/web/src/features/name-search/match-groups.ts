import {
  normaliseName,
  SCREENING_SOURCES,
  type TListVersion,
  type TMatchReasonRule,
  type TNameSearchMatch,
  type THitDecisionRecord,
} from '@portal/domain';

/** The hits on one listed party: one entry of one list, however many of its names matched. */
export interface TMatchGroup {
  key: string;
  list: TNameSearchMatch['list'];
  listEntryId: string;
  reference: string;
  entry: TNameSearchMatch['entry'];
  /** Best first. */
  matches: TNameSearchMatch[];
  score: number;
  /** Hits of the party with no decision yet. */
  open: TNameSearchMatch[];
  /** The latest decision taken on any of its hits. */
  decision: THitDecisionRecord | null;
}

const latest = (a: THitDecisionRecord | null, b: THitDecisionRecord | null) =>
  !a ? b : !b ? a : a.decidedAt >= b.decidedAt ? a : b;

/** The matches of a search by listed party, the party with the best score first (spec: grouped by party). */
export function groupMatches(matches: readonly TNameSearchMatch[]): TMatchGroup[] {
  const groups = new Map<string, TMatchGroup>();
  for (const match of matches) {
    const key = `${match.list}:${match.listEntryId}`;
    const group = groups.get(key) ?? {
      key,
      list: match.list,
      listEntryId: match.listEntryId,
      reference: match.reference,
      entry: match.entry,
      matches: [],
      score: 0,
      open: [],
      decision: null,
    };
    group.matches.push(match);
    group.score = Math.max(group.score, match.score);
    if (!match.decision) group.open.push(match);
    group.decision = latest(group.decision, match.decision);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.matches.sort((a, b) => b.score - a.score);
  return [...groups.values()].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

/** Rules about the name's words; the others are about the date of birth, nationality or documents. */
const NAME_RULES: ReadonlySet<TMatchReasonRule> = new Set([
  'EXACT',
  'VARIANT',
  'JOINED',
  'TYPO',
  'INITIAL',
  'PHONETIC',
  'ROMANISATION',
  'CHARACTERS',
  'TELEGRAPH_CODE',
  'NAME_ORDER',
  'COMPANY_FORM',
]);

export interface TNamePart {
  text: string;
  /** The word is one the query matched (shown highlighted). */
  matched: boolean;
}

// A word of letters and digits (with inner apostrophes and hyphens), or one Chinese character, or
// anything between them.
const PARTS =
  /(\p{Script=Han})|([\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*)|([^\p{L}\p{M}\p{N}\p{Script=Han}]+)/gu;

/**
 * The matched name cut into words, each marked when a name reason of the match paired it with the
 * query; words are compared as the matcher compares them (case, accents and punctuation aside).
 */
export function highlightMatchedName(match: Pick<TNameSearchMatch, 'matchedName' | 'reasons'>): TNamePart[] {
  const listed = new Set<string>();
  for (const reason of match.reasons) {
    if (!NAME_RULES.has(reason.rule)) continue;
    for (const word of reason.listed) for (const token of normaliseName(word).split(' ')) listed.add(token);
  }
  listed.delete('');
  const parts: TNamePart[] = [];
  for (const [text] of match.matchedName.matchAll(PARTS)) {
    const tokens = normaliseName(text).split(' ').filter(Boolean);
    parts.push({ text, matched: tokens.length > 0 && tokens.some((token) => listed.has(token)) });
  }
  return parts;
}

/** List versions in the lists' own order (UN, then OFAC), the newest import of a list first. */
export function sortVersions<T extends Pick<TListVersion, 'list'> & { importedAt?: string }>(
  versions: readonly T[],
): T[] {
  return [...versions].sort(
    (a, b) =>
      SCREENING_SOURCES.indexOf(a.list) - SCREENING_SOURCES.indexOf(b.list) ||
      (b.importedAt ?? '').localeCompare(a.importedAt ?? ''),
  );
}
