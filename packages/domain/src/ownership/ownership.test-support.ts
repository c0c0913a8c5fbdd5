/**
 * Test support for ownership resolution: a random valid group for fast-check, and a naive oracle
 * that walks every chain of the tree with its own exact arithmetic (independent of rational.ts).
 */
import fc from 'fast-check';
import type { TOwnedPerson, TOwnershipHolder, TOwnershipInput, TOwnershipResult } from './ownership.types.js';

/** The shape of a random group; ids and percentages are given when it is built. */
export type TShape =
  | { kind: 'I'; weight: number; asNumber: boolean; ref: number | null }
  | { kind: 'C'; weight: number; asNumber: boolean; ref: number | null; owners: TShape[] };

const slot = { weight: fc.integer({ min: 1, max: 10_000_000 }), asNumber: fc.boolean() };
/** One slot in five refers to a holder met before. */
const ref = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.nat(), weight: 1 });
const leaf: fc.Arbitrary<TShape> = fc.record({ kind: fc.constant('I' as const), ...slot, ref });
const corporateOf = (owner: fc.Arbitrary<TShape>): fc.Arbitrary<TShape> =>
  fc.record({
    kind: fc.constant('C' as const),
    ...slot,
    ref,
    owners: fc.array(owner, { minLength: 1, maxLength: 4 }),
  });
/** A holder with up to `depth` layers below it, corporates owning one to four holders each. */
export const shape: (depth?: number) => fc.Arbitrary<TShape> = fc.memo<TShape>((depth) =>
  depth <= 1 ? leaf : fc.oneof(leaf, corporateOf(shape(depth - 1))),
);

export const groupArbitrary = fc.record({
  issued: fc.integer({ min: 1, max: 1_000_000_000 }),
  direct: fc.array(shape(4), { minLength: 1, maxLength: 5 }),
  directors: fc.nat({ max: 2 }),
});

/** `total` split in proportion to the weights, the rounding left on the last. */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((w * total) / sum));
  parts[parts.length - 1] = (parts.at(-1) ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** A percentage in millionths as the portal writes it: '12.345678', or a number. */
function percent(units: number, asNumber: boolean): string | number {
  const text = `${Math.floor(units / 1e6)}.${String(units % 1e6).padStart(6, '0')}`;
  return asNumber ? Number(text) : text;
}

/**
 * Builds a valid group from a shape: every corporate's owners total exactly 100 %, the direct
 * holdings total the issued shares, the leaves are individuals. A slot with `ref` refers to an
 * individual met before, or to a corporate already complete (never an ancestor, so no cycle).
 */
export function buildGroup(group: { issued: number; direct: TShape[]; directors: number }): TOwnershipInput {
  let count = 0;
  const individuals: string[] = [];
  const complete: string[] = [];
  const build = (node: TShape): TOwnershipHolder => {
    count += 1;
    const pool = node.kind === 'I' ? individuals : complete;
    const target = node.ref === null ? undefined : pool[node.ref % Math.max(pool.length, 1)];
    if (target !== undefined) {
      return { holderID: `R${count}`, holderType: node.kind, name: `Name ${target}`, refID: target };
    }
    const holderID = `${node.kind}${count}`;
    const holder: TOwnershipHolder = { holderID, holderType: node.kind, name: `Name ${holderID}` };
    if (node.kind === 'I') individuals.push(holderID);
    else {
      const owners = node.owners.map(build);
      split(
        100_000_000,
        node.owners.map((o) => o.weight),
      ).forEach((units, i) => {
        const owner = owners[i];
        if (owner) owner.compSharePercent = percent(units, node.owners[i]?.asNumber ?? false);
      });
      holder.ownerOfBodyCorporate = owners;
      complete.push(holderID);
    }
    return holder;
  };
  const holders = group.direct.map(build);
  split(
    group.issued,
    group.direct.map((d) => d.weight),
  ).forEach((shares, i) => {
    const holder = holders[i];
    if (holder) holder.ordinaryShares = shares;
  });
  for (let i = 0; i < group.directors; i += 1) {
    holders.push({ holderID: `D${i}`, holderType: 'I', name: `Director ${i}`, isDirector: true });
  }
  return { totalNumOfOrdShare: group.issued, holders };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export type TExact = [n: bigint, d: bigint];

function reduce([n, d]: TExact): TExact {
  const g = gcd(n, d);
  return g === 0n ? [0n, 1n] : [n / g, d / g];
}

export function addExact(a: TExact, b: TExact): TExact {
  return reduce([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
}

function decimal(value: string | number | undefined): TExact {
  const [whole = '0', decimals = ''] = String(value ?? 0).split('.');
  return [BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length)];
}

/** Every person's share by walking every chain one by one (exponential; for small and test trees). */
export function oracle(input: TOwnershipInput): Map<string, { share: TExact; chains: number }> {
  const canonical = new Map<string, TOwnershipHolder>();
  const register = (holders: readonly TOwnershipHolder[]): void => {
    for (const h of holders) {
      if (!h.refID && !canonical.has(h.holderID)) canonical.set(h.holderID, h);
      register(h.ownerOfBodyCorporate ?? []);
    }
  };
  register(input.holders);
  const result = new Map<string, { share: TExact; chains: number }>();
  const walk = (holder: TOwnershipHolder, share: TExact, path: string[]): void => {
    const id = holder.refID ?? holder.holderID;
    const known = result.get(id) ?? { share: [0n, 1n], chains: 0 };
    result.set(id, { share: addExact(known.share, share), chains: known.chains + (share[0] === 0n ? 0 : 1) });
    const below = [...path, id];
    for (const owner of canonical.get(id)?.ownerOfBodyCorporate ?? []) {
      if (below.includes(owner.refID ?? owner.holderID)) continue;
      const [n, d] = decimal(owner.compSharePercent);
      walk(owner, reduce([share[0] * n, share[1] * d * 100n]), below);
    }
  };
  const [issued] = decimal(input.totalNumOfOrdShare);
  for (const holder of input.holders) {
    walk(holder, reduce([decimal(holder.ordinaryShares)[0], issued]), []);
  }
  return result;
}

/**
 * Every person's Schedule 5A holding of the company (Cap. 622 Sch. 5A Part 2), straight from the
 * definition: a person's stake in an entity counts each owner entry that is the person or an entity
 * the person has a majority stake (over half, so counted) in; the holding is that count at the company.
 */
export function heldOracle(input: TOwnershipInput): Map<string, TExact> {
  const owners = new Map<string, readonly TOwnershipHolder[]>();
  const register = (holders: readonly TOwnershipHolder[]): void => {
    for (const h of holders) {
      if (!h.refID && !owners.has(h.holderID)) owners.set(h.holderID, h.ownerOfBodyCorporate ?? []);
      register(h.ownerOfBodyCorporate ?? []);
    }
  };
  register(input.holders);
  const idOf = (h: TOwnershipHolder): string => h.refID ?? h.holderID;
  const ids = new Set<string>();
  const collect = (holders: readonly TOwnershipHolder[]): void => {
    for (const h of holders) {
      ids.add(idOf(h));
      collect(h.ownerOfBodyCorporate ?? []);
    }
  };
  collect(input.holders);
  const [issued] = decimal(input.totalNumOfOrdShare);
  const result = new Map<string, TExact>();
  for (const person of ids) {
    const majority = new Map<string, boolean>();
    const counts = (h: TOwnershipHolder): boolean => idOf(h) === person || hasMajority(idOf(h));
    const hasMajority = (entity: string): boolean => {
      const known = majority.get(entity);
      if (known !== undefined) return known;
      const stake = (owners.get(entity) ?? []).filter(counts).reduce<TExact>(
        (sum, h) => {
          const [n, d] = decimal(h.compSharePercent);
          return addExact(sum, [n, d * 100n]);
        },
        [0n, 1n],
      );
      const over = stake[0] * 2n > stake[1];
      majority.set(entity, over);
      return over;
    };
    const held = input.holders
      .filter(counts)
      .reduce<TExact>((sum, h) => addExact(sum, [decimal(h.ordinaryShares)[0], issued]), [0n, 1n]);
    result.set(person, held);
  }
  return result;
}

export const exactOf = (p: TOwnedPerson): TExact => [
  BigInt(p.ultimateShare.numerator),
  BigInt(p.ultimateShare.denominator),
];

/** The exact sum of the individuals' ultimate shares. */
export function individualsTotal(persons: readonly TOwnedPerson[]): TExact {
  return persons
    .filter((p) => p.holderType === 'I')
    .reduce<TExact>((sum, p) => addExact(sum, exactOf(p)), [0n, 1n]);
}

/** A copy with every list of holders shuffled by a seeded generator. */
export function shuffleGroup(input: TOwnershipInput, seed: number): TOwnershipInput {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const shuffle = (holders: readonly TOwnershipHolder[]): TOwnershipHolder[] => {
    const copy = holders.map((h) =>
      h.ownerOfBodyCorporate ? { ...h, ownerOfBodyCorporate: shuffle(h.ownerOfBodyCorporate) } : { ...h },
    );
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as TOwnershipHolder, copy[i] as TOwnershipHolder];
    }
    return copy;
  };
  return { ...input, holders: shuffle(input.holders) };
}

// Builders and readers for the worked examples.

export const person = (
  holderID: string,
  name: string,
  extra: Partial<TOwnershipHolder> = {},
): TOwnershipHolder => ({
  holderID,
  holderType: 'I',
  name,
  ...extra,
});
export const corporate = (
  holderID: string,
  name: string,
  owners: TOwnershipHolder[],
  extra: Partial<TOwnershipHolder> = {},
): TOwnershipHolder => ({ holderID, holderType: 'C', name, ownerOfBodyCorporate: owners, ...extra });

export function find(result: TOwnershipResult, holderID: string): TOwnedPerson {
  const found = result.persons.find((p) => p.holderID === holderID);
  if (!found) throw new Error(`${holderID} not in the result`);
  return found;
}
/** numerator/denominator and rounded percentage of a person's ultimate share. */
export const ultimate = (result: TOwnershipResult, holderID: string): string => {
  const { numerator, denominator, percent } = find(result, holderID).ultimateShare;
  return `${numerator}/${denominator} ${percent}`;
};
/** Each chain as "id>id>id share". */
export const chains = (result: TOwnershipResult, holderID: string): string[] =>
  find(result, holderID).chains.map(
    (c) => `${c.links.map((l) => l.holderID).join('>')} ${c.share.numerator}/${c.share.denominator}`,
  );
/** numerator/denominator and rounded percentage of a person's Schedule 5A holding, and their SCR grounds. */
export const held = (result: TOwnershipResult, holderID: string) => {
  const { heldShare, scrGrounds } = find(result, holderID);
  return { held: `${heldShare.numerator}/${heldShare.denominator} ${heldShare.percent}`, scrGrounds };
};
export const flags = (result: TOwnershipResult, holderID: string) => {
  const { isScr, isUbo, hasIndirectControl } = find(result, holderID);
  return { isScr, isUbo, hasIndirectControl };
};
