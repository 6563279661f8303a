import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';

/** An occurrence whose room the clock (or the team's switch) has just ended. */
export interface OccurrenceEnded {
  serviceId: string;
  /** The start the schedule gave it: with the service, what names the occurrence. */
  scheduledStartsAt: string;
  title: string;
  /** When it started, moved or not. */
  startsAt: string;
  streamId: string | null;
  /** What was shown: the live service's stream link, the simulated one's video. */
  videoUrl: string;
}

export type OccurrenceEndedListener = (ended: OccurrenceEnded) => Promise<void>;

/**
 * Says once that an occurrence ended, after its end was claimed: the domain event, then each
 * feature that acts on it (the sermons' replay), awaited so the room keeper's run includes
 * them. A listener that fails is logged; the room keeper carries on.
 */
export function createOccurrenceEndings({
  events,
  log,
}: {
  events: DomainEventPublisher;
  log: FastifyBaseLogger;
}) {
  const listeners = new Set<OccurrenceEndedListener>();
  return {
    /** Hears every occurrence's end on this instance (the one that claimed it). */
    listen(listener: OccurrenceEndedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async announce(ended: OccurrenceEnded): Promise<void> {
      events.publish('service.occurrenceEnded', ended);
      for (const listener of listeners) {
        try {
          await listener(ended);
        } catch (error) {
          log.error(
            { err: error, serviceId: ended.serviceId },
            'an occurrence’s end was not handled',
          );
        }
      }
    },
  };
}

export type OccurrenceEndings = ReturnType<typeof createOccurrenceEndings>;
