import { describe, expect, it } from 'vitest';
import { lastSeqOf, leavesGap, mergeMessages } from './message-merge';
import { chatMessage, TOPIC } from './test/message-fixtures';

const seqs = (messages: { seq: number }[]) => messages.map((m) => m.seq);

describe('mergeMessages', () => {
  it('keeps each seq once and sorts by seq, whatever order they arrive in', () => {
    const held = [chatMessage(1), chatMessage(2), chatMessage(4)];
    const merged = mergeMessages(
      held,
      [chatMessage(5), chatMessage(3), chatMessage(4), chatMessage(3)],
      TOPIC,
    );
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the copy already held when the same message comes again', () => {
    const held = [chatMessage(1, { text: 'first copy' })];
    const merged = mergeMessages(held, [chatMessage(1, { text: 'second copy' })], TOPIC);
    expect(merged).toBe(held);
    expect(merged[0]?.text).toBe('first copy');
  });

  it("ignores another topic's messages", () => {
    const other = chatMessage(2, { topicName: `${'3'.repeat(36)}_${'4'.repeat(36)}` });
    expect(seqs(mergeMessages([chatMessage(1)], [other], TOPIC))).toEqual([1]);
  });
});

describe('thread positions', () => {
  it('reads the last seq held, 0 for an empty thread', () => {
    expect(lastSeqOf([chatMessage(3), chatMessage(9)])).toBe(9);
    expect(lastSeqOf([])).toBe(0);
  });

  it('sees a gap only when a live message skips seqs after what is held', () => {
    const held = [chatMessage(1), chatMessage(2)];
    expect(leavesGap(held, chatMessage(3))).toBe(false);
    expect(leavesGap(held, chatMessage(2))).toBe(false);
    expect(leavesGap(held, chatMessage(5))).toBe(true);
    expect(leavesGap([], chatMessage(5))).toBe(false);
  });
});
