import type { FastifyBaseLogger } from 'fastify';
import type { BusEventName, BusEvents, EventBus } from '#server/platform/realtime/event-bus.js';

/**
 * What happened to the church's data, by name, with what the write knows of it (its rows, as
 * they are after it). Each feature adds its own in its `domain-events.ts`, named
 * `<its prefix>.<what happened>`, by declaration merging:
 *
 *   declare module '#server/platform/events/domain-events.js' {
 *     interface DomainEvents { 'comment.moderated': { comment: AdminCommentRow } }
 *   }
 *
 * A write publishes one of these; what it means for the rest of the app (the live events pages
 * receive, the cached reads it changes) is said once, beside it, by the feature that owns it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

/** The domain events whose names start with `<prefix>.`: the ones a feature owns. */
export type DomainEventsOf<Prefix extends string> = Extract<DomainEventName, `${Prefix}.${string}`>;

/** One bus event with its payload. */
export type BusMessage = {
  [Name in BusEventName]: { name: Name; payload: BusEvents[Name] };
}[BusEventName];

/**
 * What one domain event means outside the feature that published it. The read cache adds the
 * tags it drops (declaration merging, in `http/read-cache.ts`).
 */
export interface DomainEffects {
  /**
   * Bus events for every instance: the live events pages receive (presented once, here), or a
   * copy each instance keeps and drops.
   */
  broadcast?: readonly BusMessage[];
}

/** A bus event as one of a domain event's effects, checked against the bus's map. */
export function busMessage<Name extends BusEventName>(
  name: Name,
  payload: BusEvents[Name],
): BusMessage {
  return { name, payload } as BusMessage;
}

/** What each of some domain events means: a feature declares all of its own at once. */
export type DomainEventMeanings<Names extends DomainEventName> = {
  [Name in Names]: (payload: DomainEvents[Name]) => DomainEffects;
};

/** A domain event as heard on the instance that published it, with what it means. */
export interface ProcessedEvent {
  name: DomainEventName;
  effects: DomainEffects;
}

export interface DomainEventPublisher {
  /**
   * Publishes what a write did. Never throws and never waits: the write has happened, and a page
   * that misses a live event catches up from its next read (or its `reset`).
   */
  publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): void;
}

export interface DomainEventProcessor extends DomainEventPublisher {
  /** Says what each of a feature's events means; once per event name, at start-up. */
  declare<Names extends DomainEventName>(meanings: DomainEventMeanings<Names>): void;
  /**
   * Hears every event published on this instance with its effects, synchronously, before its
   * broadcast goes out and before the write answers. Returns the way to stop hearing.
   */
  subscribe(listener: (event: ProcessedEvent) => void): () => void;
}

type AnyMeaning = (payload: unknown) => DomainEffects;

/**
 * The one place a write's domain event becomes its side effects: its meaning is looked up and
 * run, this instance's listeners (the read cache) hear it, then its broadcast goes on the bus.
 * A meaning or listener that throws is logged and skipped; a bus that fails is ignored.
 */
export function createDomainEventProcessor({
  bus,
  log,
}: {
  bus: EventBus;
  log: FastifyBaseLogger;
}): DomainEventProcessor {
  const meanings = new Map<string, AnyMeaning>();
  const listeners = new Set<(event: ProcessedEvent) => void>();

  return {
    declare(declared) {
      for (const [name, meaning] of Object.entries(declared)) {
        if (meanings.has(name)) throw new Error(`Domain event ${name} is declared twice`);
        meanings.set(name, meaning as AnyMeaning);
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    publish(name, payload) {
      const meaning = meanings.get(name);
      if (!meaning) {
        log.error({ event: name }, 'domain event published without a meaning declared');
        return;
      }
      let effects: DomainEffects;
      try {
        effects = meaning(payload);
      } catch (error) {
        log.error({ err: error, event: name }, 'domain event could not be processed');
        return;
      }
      for (const listener of listeners) {
        try {
          listener({ name, effects });
        } catch (error) {
          log.error({ err: error, event: name }, 'domain event listener failed');
        }
      }
      for (const message of effects.broadcast ?? []) {
        bus.publish(message.name, message.payload).catch(() => {});
      }
    },
  };
}
