import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** Settings were saved: the groups written. */
    'settings.saved': { groups: string[] };
  }
}

/** Every instance drops its copy of the settings, and the cached public settings go with it. */
export const settingsEventMeanings: DomainEventMeanings<DomainEventsOf<'settings'>> = {
  'settings.saved': ({ groups }) => ({
    broadcast: [busMessage('settings.changed', { groups })],
    invalidates: ['settings'],
  }),
};
