import { describe, expect, it } from 'vitest';
import { appendUnique } from './item-list.js';

const message = (id: string, second: number, text = id) => ({
  _id: id,
  createdAt: new Date(Date.UTC(2026, 0, 4, 9, 0, second)).toISOString(),
  text,
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

  it('keeps only the newest items of a long list when given a most', () => {
    const many = Array.from({ length: 350 }, (_, i) =>
      message(`m${String(i).padStart(4, '0')}`, i),
    );
    const merged = appendUnique([], many, 300);
    expect(merged).toHaveLength(300);
    expect(merged[0]?._id).toBe('m0050');
    expect(merged.at(-1)?._id).toBe('m0349');
    expect(appendUnique([], many)).toHaveLength(350);
  });

  it('orders two messages of the same moment by id', () => {
    const merged = appendUnique([message('b', 1)], [message('a', 1)]);
    expect(merged.map((m) => m._id)).toEqual(['a', 'b']);
  });
});
