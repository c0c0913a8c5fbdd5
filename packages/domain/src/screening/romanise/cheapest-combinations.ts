/**
 * The k cheapest ways to pick one option from each of several lists, each list sorted cheapest first:
 * a name's forms are one spelling per character, and a long name (a company in characters) has more
 * combinations than could ever be listed, so they are drawn cheapest first from a heap and never
 * enumerated. Each combination is reached once: a successor only advances a list at or after the one
 * its parent advanced.
 */

export interface TCosted {
  cost: number;
}

interface TNode {
  picks: number[];
  cost: number;
  /** The list this node advanced; its successors advance this one or later ones. */
  from: number;
  /** Order of discovery: equal costs come out in it, so the result is deterministic. */
  seq: number;
}

const before = (a: TNode, b: TNode): boolean => a.cost < b.cost || (a.cost === b.cost && a.seq < b.seq);

function push(heap: TNode[], node: TNode): void {
  heap.push(node);
  for (let i = heap.length - 1; i > 0;) {
    const parent = (i - 1) >> 1;
    if (!before(heap[i] as TNode, heap[parent] as TNode)) break;
    [heap[i], heap[parent]] = [heap[parent] as TNode, heap[i] as TNode];
    i = parent;
  }
}

function pop(heap: TNode[]): TNode | undefined {
  const top = heap[0];
  const last = heap.pop();
  if (heap.length === 0 || last === undefined) return top;
  heap[0] = last;
  for (let i = 0; ;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let least = i;
    if (left < heap.length && before(heap[left] as TNode, heap[least] as TNode)) least = left;
    if (right < heap.length && before(heap[right] as TNode, heap[least] as TNode)) least = right;
    if (least === i) break;
    [heap[i], heap[least]] = [heap[least] as TNode, heap[i] as TNode];
    i = least;
  }
  return top;
}

/** The `k` cheapest combinations (indexes into each list) with their total cost, cheapest first. */
export function cheapestCombinations<T extends TCosted>(
  lists: readonly (readonly T[])[],
  k: number,
): { picks: number[]; cost: number }[] {
  if (k <= 0 || lists.some((list) => list.length === 0)) return [];
  const costAt = (list: number, pick: number): number => lists[list]?.[pick]?.cost ?? 0;
  let seq = 0;
  const heap: TNode[] = [];
  push(heap, {
    picks: lists.map(() => 0),
    cost: lists.reduce((sum, _, i) => sum + costAt(i, 0), 0),
    from: 0,
    seq: seq++,
  });
  const out: { picks: number[]; cost: number }[] = [];
  while (out.length < k) {
    const node = pop(heap);
    if (!node) break;
    out.push({ picks: node.picks, cost: node.cost });
    for (let list = node.from; list < lists.length; list++) {
      const pick = node.picks[list] ?? 0;
      if (pick + 1 >= (lists[list]?.length ?? 0)) continue;
      const picks = [...node.picks];
      picks[list] = pick + 1;
      const cost = node.cost - costAt(list, pick) + costAt(list, pick + 1);
      push(heap, { picks, cost, from: list, seq: seq++ });
    }
  }
  return out;
}
