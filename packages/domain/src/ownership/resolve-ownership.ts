/**
 * Ownership resolution (spec §4 "Ownership resolution", §5 "Corporate holder tree", §9): each
 * person's ultimate share of the company through any number of layers of corporates, exactly, and
 * the shares they hold directly or indirectly under Hong Kong law (Cap. 622 Schedule 5A: all of the
 * shares of a legal entity they have a majority stake in), which can make an SCR of a person whose
 * ultimate share is 25 % or less.
 *
 * The tree becomes a graph of canonical persons (ownership-graph.ts); the shares flow down it from the
 * company (ownership-shares.ts); who has a majority stake in each corporate is found, owners before
 * the corporates they own, and with it what each person holds (ownership-majority.ts); the persons
 * are ranked and flagged, with the rules that make each an SCR (ownership-rank.ts); the chains behind
 * a share are listed only for the persons asked for (ownership-chains.ts): in resolveOwnership's
 * result when a person's `chains` is first read, in the API's page for the SCR and UBO persons and
 * those named (ownership-page.ts).
 */
import type { TOwnershipInput, TOwnershipResult } from './ownership.types.js';
import { rankOwnership, toOwnedPerson } from './ownership-rank.js';

export { OWNERSHIP_CHAINS_LISTED_MAX } from './ownership-chains.js';

/** Resolves who ultimately owns and controls the company; each person's chains are listed when first read. */
export function resolveOwnership(input: TOwnershipInput): TOwnershipResult {
  const { ranked, problems, chainsOf, write } = rankOwnership(input);
  return {
    persons: ranked.map((person) => toOwnedPerson(person, write, chainsOf)),
    problems,
  };
}
