import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type EventBus, createMemoryEventBus } from '#server/platform/realtime/event-bus.js';
import { carriedBy } from '#server/platform/testing/bus-recorder.js';
import { type ProcessedEvent, busMessage, createDomainEventProcessor } from './domain-events.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    'test.live': { id: string; shown: boolean };
    'test.panel': { id: string };
  }
}

declare module './domain-events.js' {
  interface DomainEvents {
    'probe.shown': { id: string; shown: boolean };
    'probe.quiet': { id: string };
    'probe.broken': { id: string };
  }
}

/** A logger that keeps what was logged as an error (the processor logs nothing else). */
function recordingLog() {
  const errors: string[] = [];
  const log = {
    error: (_details: unknown, message: string) => errors.push(message),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** Everything the bus carries of the test's names while `act` runs. */
const carried = (bus: EventBus, act: () => void) =>
  carriedBy(bus, ['test.live', 'test.panel'], act);

function processorWithProbes(bus: EventBus, log: FastifyBaseLogger) {
  const processor = createDomainEventProcessor({ bus, log });
  processor.declare({
    'probe.shown': ({ id, shown }) => ({
      broadcast: [busMessage('test.live', { id, shown }), busMessage('test.panel', { id })],
    }),
    'probe.quiet': () => ({}),
    'probe.broken': () => {
      throw new Error('cannot present this');
    },
  });
  return processor;
}

describe('domain event processor', () => {
  it('puts exactly the mapped bus events on the bus, in the order the meaning gives them', async () => {
    const bus = createMemoryEventBus();
    const { log, errors } = recordingLog();
    const processor = processorWithProbes(bus, log);

    const heard = await carried(bus, () =>
      processor.publish('probe.shown', { id: 'a', shown: true }),
    );

    expect(heard).toEqual([
      { name: 'test.live', payload: { id: 'a', shown: true } },
      { name: 'test.panel', payload: { id: 'a' } },
    ]);
    expect(errors).toEqual([]);
  });

  it("tells this instance's listeners the event and its effects before publish returns", async () => {
    const bus = createMemoryEventBus();
    const processor = processorWithProbes(bus, recordingLog().log);
    const told: ProcessedEvent[] = [];
    processor.subscribe((event) => told.push(event));

    processor.publish('probe.shown', { id: 'b', shown: false });

    expect(told).toEqual([
      {
        name: 'probe.shown',
        effects: {
          broadcast: [
            { name: 'test.live', payload: { id: 'b', shown: false } },
            { name: 'test.panel', payload: { id: 'b' } },
          ],
        },
      },
    ]);
  });

  it('puts nothing on the bus for an event whose meaning has no broadcast', async () => {
    const bus = createMemoryEventBus();
    const processor = processorWithProbes(bus, recordingLog().log);
    const told: ProcessedEvent[] = [];
    processor.subscribe((event) => told.push(event));

    const heard = await carried(bus, () => processor.publish('probe.quiet', { id: 'c' }));

    expect(heard).toEqual([]);
    expect(told).toEqual([{ name: 'probe.quiet', effects: {} }]);
  });

  it('never throws at the writer: a broken meaning or listener is logged, a failing bus ignored', async () => {
    const failing: EventBus = {
      ...createMemoryEventBus(),
      publish: () => Promise.reject(new Error('Redis went away')),
    };
    const { log, errors } = recordingLog();
    const processor = processorWithProbes(failing, log);
    const told: string[] = [];
    processor.subscribe(() => {
      throw new Error('listener broke');
    });
    processor.subscribe((event) => told.push(event.name));

    expect(() => processor.publish('probe.broken', { id: 'd' })).not.toThrow();
    expect(() => processor.publish('probe.shown', { id: 'e', shown: true })).not.toThrow();

    // The broken meaning reached no listener; the broken listener kept none of the others from it.
    expect(told).toEqual(['probe.shown']);
    expect(errors).toEqual(['domain event could not be processed', 'domain event listener failed']);
  });

  it('refuses an event declared twice, at start-up', () => {
    const processor = processorWithProbes(createMemoryEventBus(), recordingLog().log);
    expect(() => processor.declare({ 'probe.quiet': () => ({}) })).toThrow(
      'Domain event probe.quiet is declared twice',
    );
  });
});
