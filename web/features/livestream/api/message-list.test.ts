import { describe, expect, it } from 'vitest';
import { bumpReaction, replaceById } from './message-list.js';

const reactions = { amen: 0, praise: 0, fire: 0, heart: 0, sad: 0 };
const message = (id: string, second: number, text = id) => ({
  _id: id,
  createdAt: new Date(Date.UTC(2026, 0, 4, 9, 0, second)).toISOString(),
  text,
  reactions,
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
