import type { FastifyBaseLogger } from 'fastify';
import type { ServiceMoment } from '#shared/schemas/moments.js';

/** An occurrence whose room is live as the room keeper runs, with its service's plan of moments. */
export interface LiveOccurrence {
  serviceId: string;
  scheduledStartsAt: string;
  /** When it started, moved or not: the plan's offsets count from here. */
  startsAt: string;
  streamId: string;
  title: string;
  moments: ServiceMoment[];
  /** The room keeper's clock for this run. */
  at: number;
}

export type LiveOccurrenceListener = (occurrence: LiveOccurrence) => Promise<void>;

/**
 * Tells the features that act during a service (the moments' plan) about each live occurrence,
 * on every run of the room keeper (one instance at a time, under its lease). Listeners claim
 * what they do themselves; one that fails is logged and the room keeper carries on.
 */
export function createOccurrenceTicks(log: FastifyBaseLogger) {
  const listeners = new Set<LiveOccurrenceListener>();
  return {
    listen(listener: LiveOccurrenceListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async announce(occurrence: LiveOccurrence): Promise<void> {
      for (const listener of listeners) {
        try {
          await listener(occurrence);
        } catch (error) {
          log.error(
            { err: error, serviceId: occurrence.serviceId },
            'a live occurrence’s tick was not handled',
          );
        }
      }
    },
  };
}

export type OccurrenceTicks = ReturnType<typeof createOccurrenceTicks>;
