import type { TChatMessage } from '@portal/domain';

/** A conversation as the browser holds it: messages in seq order, and whether older ones exist. */
export interface TThreadData {
  messages: TChatMessage[];
  /** The server has messages before the first one held ('load older'). */
  hasOlder: boolean;
}

export const EMPTY_THREAD: TThreadData = { messages: [], hasOlder: false };

/**
 * Adds messages to those held, once each and in seq order. Seqs are unique within a topic, so a
 * message that arrives twice (live frame and catch-up, or send answer and live frame) is kept once;
 * messages of another topic are ignored. Returns `held` itself when nothing changed, so React Query
 * and React skip a render.
 */
export function mergeMessages(
  held: readonly TChatMessage[],
  incoming: readonly TChatMessage[],
  topicName: string,
): TChatMessage[] {
  const seen = new Set(held.map((m) => m.seq));
  const added: TChatMessage[] = [];
  for (const message of incoming) {
    if (message.topicName !== topicName || seen.has(message.seq)) continue;
    seen.add(message.seq);
    added.push(message);
  }
  if (added.length === 0) return held as TChatMessage[];
  return [...held, ...added].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, 0 when none (what `after=` asks from). */
export function lastSeqOf(messages: readonly TChatMessage[]): number {
  return messages.at(-1)?.seq ?? 0;
}

/** The lowest seq held, or null when none (what `before=` asks from). */
export function firstSeqOf(messages: readonly TChatMessage[]): number | null {
  return messages[0]?.seq ?? null;
}

/**
 * Whether a live message leaves a hole after what is held: seqs of a topic are gapless, so a jump
 * means frames were lost and the thread must catch up with `after=`.
 */
export function leavesGap(held: readonly TChatMessage[], message: TChatMessage): boolean {
  return held.length > 0 && message.seq > lastSeqOf(held) + 1;
}
