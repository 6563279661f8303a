import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '#server/platform/realtime/event-bus.js';
import { WATCHABLE_FOR_MS, createWatchableStreams } from './watchable-streams.js';

describe('whether a stream may be watched', () => {
  function setUp() {
    let clock = 1_000;
    const active = new Set(['s1']);
    const asked: string[] = [];
    const find = async (streamId: string) => {
      asked.push(streamId);
      if (!active.has(streamId)) throw new Error('Stream not found');
    };
    const bus = createMemoryEventBus();
    return {
      bus,
      active,
      asked,
      advance: (ms: number) => (clock += ms),
      make: () => createWatchableStreams(find, bus, () => clock),
    };
  }

  it('asks once for a crowd reconnecting at once, and again after the kept time', async () => {
    const { asked, advance, make } = setUp();
    const watchable = await make();
    await Promise.all(Array.from({ length: 50 }, () => watchable.check('s1')));
    expect(asked).toEqual(['s1']);
    advance(WATCHABLE_FOR_MS);
    await watchable.check('s1');
    expect(asked).toEqual(['s1', 's1']);
  });

  it('never keeps a refusal, and forgets every stream when the active list changes', async () => {
    const { bus, active, asked, make } = setUp();
    const watchable = await make();
    await expect(watchable.check('s2')).rejects.toThrow('Stream not found');
    active.add('s2');
    await watchable.check('s2');

    await watchable.check('s1');
    const before = asked.length;
    active.delete('s1');
    await bus.publish('live.streams', { streams: [] });
    await new Promise((resolve) => setImmediate(resolve));
    await expect(watchable.check('s1')).rejects.toThrow('Stream not found');
    expect(asked.length).toBe(before + 1);
    await watchable.close();
  });
});
