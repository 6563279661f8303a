import { describe, expect, it } from 'vitest';
import { appendUnique, bumpReaction, MAX_MESSAGES_ON_PAGE, replaceById } from './message-list.js';

const reactions = { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 };
const message = (id: string, second: number, text = id) => ({
  _id: id,
  createdAt: new Date(Date.UTC(2026, 0, 4, 9, 0, second)).toISOString(),
  text,
  reactions,
});

describe('appendUnique', () => {
  it('adds new messages after the held ones, oldest first', () => {
    const held = [message('a', 1), message('b', 2)];
    const merged = appendUnique(held, [message('d', 4), message('c', 3)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces a message already held with its fresher copy instead of repeating it', () => {
    const held = [message('a', 1), message('b', 2)];
    const merged = appendUnique(held, [message('b', 2, 'fresh'), message('c', 3)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.text).toBe('fresh');
  });

  it('keeps only the newest messages of a long chat', () => {
    const many = Array.from({ length: MAX_MESSAGES_ON_PAGE + 50 }, (_, i) =>
      message(`m${String(i).padStart(4, '0')}`, i),
    );
    const merged = appendUnique([], many);
    expect(merged).toHaveLength(MAX_MESSAGES_ON_PAGE);
    expect(merged[0]?._id).toBe('m0050');
    expect(merged.at(-1)?._id).toBe(`m${String(MAX_MESSAGES_ON_PAGE + 49).padStart(4, '0')}`);
  });

  it('orders two messages of the same moment by id', () => {
    const merged = appendUnique([message('b', 1)], [message('a', 1)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b']);
  });
});

describe('replaceById and bumpReaction', () => {
  it('swap in the answered message, or count a reaction on the page only', () => {
    const held = [message('a', 1), message('b', 2)];
    const answered = { ...message('b', 2), reactions: { ...reactions, amen: 4 } };
    expect(replaceById(held, answered)[1]?.reactions.amen).toBe(4);
    const bumped = bumpReaction(held, 'a', 'fire');
    expect(bumped[0]?.reactions.fire).toBe(1);
    expect(bumped[1]?.reactions.fire).toBe(0);
  });
});
