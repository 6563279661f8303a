import type { ServiceTime } from '#shared/schemas/site-content.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { useUpcomingServices } from './get-upcoming-services.js';
import { scheduleServiceTimes } from './schedule.js';

/**
 * The weekly service times the public pages show: the Services schedule's when it has any, else
 * what the team wrote in Site Content. Read at the moment the schedule was answered, which the
 * server-rendered page carries, so the server and the browser list the same.
 */
export function useServiceTimes(): { times: ServiceTime[]; isLoading: boolean } {
  const { content, isLoading } = useSiteContent();
  const services = useUpcomingServices();
  const churchZone = useChurchTimeZone();
  if (services.isPending) return { times: [], isLoading: true };
  const scheduled = services.data
    ? scheduleServiceTimes(services.data, new Date(services.dataUpdatedAt), churchZone)
    : [];
  if (scheduled.length > 0) return { times: scheduled, isLoading: false };
  return { times: content.serviceTimes, isLoading };
}
