import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';
import { presentMoment, presentPublicMoment } from './presenter.js';
import type { MomentRow } from './repository.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** The team (or a service's plan) put a moment over a stream's chat. */
    'moment.opened': { moment: MomentRow };
    /** A moment's count grew: the row as it is now (sent to the panel at most every so often). */
    'moment.counted': { moment: MomentRow };
    /** A moment closed: by the team, by a newer moment on its stream, or when its time ran out. */
    'moment.closed': { moment: MomentRow };
  }
}

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The open moments a stream's late viewers are shown. */
    moments: true;
  }
}

const openedOrClosed = (moment: MomentRow, state: 'open' | 'closed') =>
  busMessage('live.moment', {
    streamId: moment.streamId,
    staff: { state, moment: presentMoment(moment) },
    viewers: { state, moment: presentPublicMoment(moment) },
  });

/** Every page of the stream hears a moment open and close; only the panel hears it grow. */
export const momentEventMeanings: DomainEventMeanings<DomainEventsOf<'moment'>> = {
  'moment.opened': ({ moment }) => ({
    broadcast: [openedOrClosed(moment, 'open')],
    invalidates: ['moments'],
  }),
  'moment.counted': ({ moment }) => ({
    broadcast: [
      busMessage('live.moment', {
        streamId: moment.streamId,
        staff: { state: 'count', moment: presentMoment(moment) },
        viewers: null,
      }),
    ],
  }),
  'moment.closed': ({ moment }) => ({
    broadcast: [openedOrClosed(moment, 'closed')],
    invalidates: ['moments'],
  }),
};
