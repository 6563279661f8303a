import {
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsGroup,
  settingsSchema,
} from '#shared/schemas/settings.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { EventBus } from '#server/platform/realtime/event-bus.js';
import type { SettingsRepository } from '#server/platform/db/settings-repository.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** Settings were saved on some instance: every instance drops its cached copy. */
    'settings.changed': { groups: string[] };
  }
}
const GROUPS = Object.keys(DEFAULT_SETTINGS) as SettingsGroup[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored group over its defaults, one level deeper too: a field added later gets its default. */
function overDefaults(defaults: object, stored: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const base = result[key];
    result[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return result;
}

/** Each stored group over its defaults; a group that no longer validates falls back to its defaults. */
function merge(stored: Record<string, unknown>): Settings {
  const result = structuredClone(DEFAULT_SETTINGS);
  for (const group of GROUPS) {
    const value = stored[group];
    if (!isPlainObject(value)) continue;
    const candidate = settingsSchema.shape[group].safeParse(
      overDefaults(DEFAULT_SETTINGS[group], value),
    );
    if (candidate.success) Object.assign(result, { [group]: candidate.data });
  }
  return result;
}

/**
 * Settings are read on nearly every page load (metadata, header, footer), so they are cached;
 * every instance drops its copy when any instance writes, through the event bus.
 */
export function createSettingsService(
  repository: SettingsRepository,
  { bus, events }: { bus: EventBus; events: DomainEventPublisher },
) {
  let cached: Promise<Settings> | undefined;
  const load = () => {
    cached ??= repository.readAll().then(merge, (error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
  let unsubscribe: (() => Promise<void>) | undefined;

  return {
    async start() {
      unsubscribe = await bus.subscribe('settings.changed', () => {
        cached = undefined;
      });
    },
    async stop() {
      await unsubscribe?.();
    },
    get: load,
    async update(patch: Partial<Settings>): Promise<Settings> {
      try {
        for (const group of GROUPS) {
          const value = patch[group];
          if (value !== undefined) await repository.write(group, value);
        }
      } finally {
        // Also after a failure: the groups written before it are saved.
        cached = undefined;
        events.publish('settings.saved', { groups: Object.keys(patch) });
      }
      return load();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
