/**
 * A large, deterministic group structure for the ownership test and `npm run bench`: corporates
 * nested `layers` deep, each owned by individuals and corporates of the next layer, some owner slots
 * being references (refID) to an individual or corporate defined elsewhere, so shared corporates are
 * reached from several parents. Every corporate's owners total exactly 100 %, the direct holdings
 * total the issued shares and the deepest layer is individuals only, so the individuals' ultimate
 * shares sum to exactly 1. Not exported from the package.
 */
import type { TOwnershipHolder, TOwnershipInput } from './ownership.types.js';

export interface TLargeGroupOptions {
  seed?: number;
  layers?: number;
  directCorporates?: number;
  directIndividuals?: number;
  ownersPerCorporate?: number;
  corporatesPerCorporate?: number;
  /** Chance that an owner slot refers to an existing holder instead of a new one. */
  refChance?: number;
}

/** Mulberry32: a small seeded generator, so every run builds the same group. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `total` split into `parts` positive integers; now and then one part takes control (over half), and
 * always the part `controller` when given.
 */
function split(total: number, parts: number, next: () => number, controller?: number): number[] {
  const weights = Array.from({ length: parts }, () => 1 + next() * 9);
  if (controller !== undefined || next() < 0.3) {
    const chosen = controller ?? Math.floor(next() * parts);
    weights[chosen] = 1.2 * weights.reduce((a, b, i) => (i === chosen ? a : a + b), 0);
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  const last = shares.length - 1;
  shares[last] = (shares[last] ?? 0) + total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** Micro-percent units (1/1,000,000 %) as the decimal string the portal stores ('12.345678'). */
function percentText(units: number): string {
  const decimals = String(units % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${Math.floor(units / 1_000_000)}${decimals ? `.${decimals}` : ''}`;
}

/** Builds the group; holderCount is the number of entries in the tree, references included. */
export function buildLargeGroup(options: TLargeGroupOptions = {}): {
  input: TOwnershipInput;
  holderCount: number;
} {
  const {
    seed = 20_260_501,
    layers = 6,
    directCorporates = 10,
    directIndividuals = 12,
    ownersPerCorporate = 10,
    corporatesPerCorporate = 3,
    refChance = 0.05,
  } = options;
  const next = random(seed);
  let count = 0;
  const individuals: TOwnershipHolder[] = [];
  const corporatesByLayer: TOwnershipHolder[][] = Array.from({ length: layers + 1 }, () => []);
  const newHolder = (type: 'I' | 'C', layer: number): TOwnershipHolder => {
    count += 1;
    const holder: TOwnershipHolder = {
      holderID: `${type}${count}`,
      holderType: type,
      name: `${type === 'I' ? 'Person' : 'Company'} ${count}`,
    };
    if (type === 'I') individuals.push(holder);
    else corporatesByLayer[layer]?.push(holder);
    return holder;
  };
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)];
  const reference = (of: TOwnershipHolder): TOwnershipHolder => {
    count += 1;
    return { holderID: `R${count}`, holderType: of.holderType, name: of.name, refID: of.holderID };
  };

  const issued = 1_000_000;
  const direct: TOwnershipHolder[] = [];
  for (let i = 0; i < directCorporates; i += 1) direct.push(newHolder('C', 1));
  for (let i = 0; i < directIndividuals; i += 1) direct.push(newHolder('I', 1));
  // The first corporate holds 52 % of the company, so control can run down through it.
  const controlling = issued * 0.52;
  [controlling, ...split(issued - controlling, direct.length - 1, next)].forEach((shares, i) => {
    const holder = direct[i];
    if (holder) holder.ordinaryShares = shares;
  });
  // Two directors who hold no shares.
  for (let i = 0; i < 2; i += 1) direct.push(Object.assign(newHolder('I', 1), { isDirector: true }));

  for (let layer = 1; layer < layers; layer += 1) {
    for (const corporate of corporatesByLayer[layer] ?? []) {
      const owners: TOwnershipHolder[] = [];
      for (let slot = 0; slot < ownersPerCorporate; slot += 1) {
        const wantsCorporate = slot < corporatesPerCorporate && layer + 1 < layers;
        const shared = next() < refChance;
        const existing = wantsCorporate ? pick(corporatesByLayer[layer + 1] ?? []) : pick(individuals);
        if (shared && existing) owners.push(reference(existing));
        else owners.push(newHolder(wantsCorporate ? 'C' : 'I', layer + 1));
      }
      // The first corporate of each layer is controlled by its first owner: a line of control from the top.
      const controller = corporate === corporatesByLayer[layer]?.[0] ? 0 : undefined;
      split(100_000_000, owners.length, next, controller).forEach((units, i) => {
        const owner = owners[i];
        // Whole percentages as numbers, the rest as strings: both forms reach the resolver.
        if (owner) owner.compSharePercent = units % 1_000_000 === 0 ? units / 1_000_000 : percentText(units);
      });
      corporate.ownerOfBodyCorporate = owners;
    }
  }
  return { input: { totalNumOfOrdShare: issued, holders: direct }, holderCount: count };
}
