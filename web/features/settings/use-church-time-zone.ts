import { usePublicSettings } from './use-public-settings.js';

/** The church's IANA time zone, in which its services and events are published. */
export function useChurchTimeZone(): string {
  return usePublicSettings().settings.church.timeZone;
}
