/**
 * Ownership resolution (spec §4, §5, §9; issue 5): who ultimately owns and controls the company,
 * through any number of layers of corporate holders. Input and output types; the function is in
 * resolve-ownership.ts.
 */

/** A holder as the resolution sees it: the company's direct holders, and owners nested under corporates. */
export interface TOwnershipHolder {
  holderID: string;
  holderType: 'I' | 'C';
  /** Display name (English, else Chinese); used in problems and chains. */
  name: string;
  /**
   * The same person or company as the holder with this holderID, appearing again under another
   * parent (spec §3 refID / tempRefID): their shares add up as one person's.
   */
  refID?: string | null;
  isDirector?: boolean;
  /** Direct holders of the company: ordinary shares held (integer). */
  ordinaryShares?: number;
  /**
   * Owners nested under a corporate: the percentage of that corporate they own, as a decimal string
   * or number with up to 6 decimal places ('33.333333', 50, '12.5').
   */
  compSharePercent?: string | number;
  /** For a corporate: its owners, nested to any depth. */
  ownerOfBodyCorporate?: readonly TOwnershipHolder[];
}

export interface TOwnershipInput {
  /** The company's issued ordinary shares (the denominator of direct holdings). */
  totalNumOfOrdShare: number;
  /** The company's direct holders (shareholders and directors), with corporates' owners nested. */
  holders: readonly TOwnershipHolder[];
  /** Defaults: THRESHOLDS of constants.ts (SCR over 25 %, UBO 10 % or more, control over 50 %). */
  thresholds?: { scrOverPercent: number; uboAtLeastPercent: number; controlOverPercent: number };
}

/** An exact fraction as decimal strings of integers (JSON-safe), with a rounded percentage for display. */
export interface TShare {
  numerator: string;
  denominator: string;
  /** Percentage rounded half-up to 4 decimal places, e.g. '33.3333'. For display only. */
  percent: string;
}

export interface TChainLink {
  holderID: string;
  name: string;
  /** This link's share of its parent (of the company for the first link). */
  share: TShare;
}

export interface TOwnershipChain {
  /** From the company's direct holder down to the person. */
  links: TChainLink[];
  /** Product of the links' shares. */
  share: TShare;
  /** Every link strictly over the control threshold (indirect control). */
  controlling: boolean;
}

/**
 * Why a person is a significant controller, each rule that on its own makes them one:
 * - SHARES_OVER_25: their ultimate (multiplied) share is over the SCR threshold (the spec's rule);
 * - MAJORITY_STAKE_CHAIN: the shares they hold directly or indirectly under Cap. 622 Schedule 5A
 *   (heldShare), some of them through a majority stake, are over the threshold;
 * - CONTROL_CHAIN: a chain reaches them whose every link is over the control threshold.
 */
export const SCR_GROUNDS = ['SHARES_OVER_25', 'MAJORITY_STAKE_CHAIN', 'CONTROL_CHAIN'] as const;
export type TScrGround = (typeof SCR_GROUNDS)[number];

export interface TOwnedPerson {
  /** The canonical holderID (a refID points here). */
  holderID: string;
  holderType: 'I' | 'C';
  name: string;
  isDirector: boolean;
  /** Sum over every chain of the product of the shares along it; zero for a director holding none. */
  ultimateShare: TShare;
  /**
   * The shares of the company the person holds under Cap. 622 Schedule 5A Part 2: their own, and
   * every share held by a legal entity they have a majority stake in (over half of it, counting what
   * they hold of it through other such entities), directly or through a chain of majority stakes.
   * Not a product down the chain: 60 % of a corporate holding 30 % holds 30 %, 40 % of it holds none.
   */
  heldShare: TShare;
  /** Individuals: ultimate share or heldShare strictly over the SCR threshold, or control along a chain. */
  isScr: boolean;
  /** The rules that make the person an SCR, in SCR_GROUNDS order; empty when they are not one. */
  scrGrounds: TScrGround[];
  /** Individuals: ultimate share at or over the UBO threshold. */
  isUbo: boolean;
  /** A chain where every link is strictly over the control threshold. */
  hasIndirectControl: boolean;
  chains: TOwnershipChain[];
  /**
   * Present (true) when the person has more chains than the OWNERSHIP_CHAINS_LISTED_MAX listed; the
   * ultimate share and the flags still count them all.
   */
  chainsTruncated?: boolean;
  /**
   * Present (true) in an answer that lists chains only for some persons (the API's page, see
   * ownership-page.ts): this person has chains, not listed; ask for them by holderID.
   */
  chainsOmitted?: boolean;
}

export type TOwnershipProblem =
  | { kind: 'OWNERS_NOT_100'; holderID: string; name: string; totalPercent: string }
  | { kind: 'SHARES_NOT_TOTAL'; heldShares: string; totalNumOfOrdShare: string }
  | { kind: 'CYCLE'; holderIDs: string[]; names: string[] }
  | { kind: 'UNKNOWN_REF'; holderID: string; refID: string };

export interface TOwnershipResult {
  /** Every distinct individual and corporate met in the tree, individuals first, by ultimate share. */
  persons: TOwnedPerson[];
  problems: TOwnershipProblem[];
}
