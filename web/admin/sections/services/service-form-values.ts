import { z } from 'zod';
import {
  SERVICE_DEFAULTS,
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  SERVICE_MODES,
  SERVICE_REPEATS,
  type AdminService,
} from '#shared/schemas/services.js';
import { instantOfWallClock, wallClockIn } from '#web/lib/church-time.js';
import type { ServiceBody } from './api.js';

/** Sunday first, as the API counts them (0 = Sunday). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const START_TIME_REQUIRED = 'Start time is required';

/** A new service lasts this long until the admin says otherwise. */
const DEFAULT_DURATION_MINUTES = 90;

/** "1:30:05", "90:00", "45" (seconds): a video's length as people write it, in seconds. */
export function parseVideoLength(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Seconds as "m:ss", or "h:mm:ss" from an hour. */
export function formatVideoLength(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const minutes = (max: number, error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(max, { error });

/** The service form as the browser holds it: the first start as a date and a time in church time. */
export const serviceFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: SERVICE_MESSAGES.titleRequired })
      .max(SERVICE_LIMITS.title, { error: `Must be at most ${SERVICE_LIMITS.title} characters` }),
    description: z.string().max(SERVICE_LIMITS.description, {
      error: `Must be at most ${SERVICE_LIMITS.description} characters`,
    }),
    startDate: z.string().min(1, { error: SERVICE_MESSAGES.startRequired }),
    startTime: z.string().min(1, { error: START_TIME_REQUIRED }),
    repeat: z.enum(SERVICE_REPEATS),
    weekdays: z.array(z.number().int().min(0).max(6)),
    until: z.string(),
    durationMinutes: z
      .number({ error: SERVICE_MESSAGES.durationInvalid })
      .int({ error: SERVICE_MESSAGES.durationInvalid })
      .min(1, { error: SERVICE_MESSAGES.durationInvalid })
      .max(SERVICE_LIMITS.durationMinutes, { error: SERVICE_MESSAGES.durationInvalid }),
    chatOpensMinutesBefore: minutes(
      SERVICE_LIMITS.chatWindowMinutes,
      SERVICE_MESSAGES.chatWindowInvalid,
    ),
    chatClosesMinutesAfter: minutes(
      SERVICE_LIMITS.chatWindowMinutes,
      SERVICE_MESSAGES.chatWindowInvalid,
    ),
    mode: z.enum(SERVICE_MODES),
    streamUrl: z.string().trim(),
    videoUrl: z.string().trim(),
    videoLength: z.string(),
  })
  .superRefine((form, context) => {
    const problem = (path: keyof ServiceFormValues, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.repeat === 'weekly' && form.weekdays.length === 0) {
      problem('weekdays', SERVICE_MESSAGES.weekdaysRequired);
    }
    if (form.repeat === 'weekly' && form.until && form.startDate && form.until < form.startDate) {
      problem('until', SERVICE_MESSAGES.untilBeforeStart);
    }
    if (form.mode === 'live') {
      if (!form.streamUrl) problem('streamUrl', SERVICE_MESSAGES.streamUrlRequired);
      return;
    }
    if (!form.videoUrl) problem('videoUrl', SERVICE_MESSAGES.videoUrlRequired);
    const seconds = parseVideoLength(form.videoLength);
    if (seconds === null || seconds < 1 || seconds > SERVICE_LIMITS.videoSeconds) {
      problem('videoLength', SERVICE_MESSAGES.videoDurationRequired);
    }
  });
export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** The form's fields, for the server's field errors; the server's own names map onto them. */
export const SERVICE_FORM_FIELDS = [
  'title',
  'description',
  'startDate',
  'repeat',
  'weekdays',
  'until',
  'durationMinutes',
  'chatOpensMinutesBefore',
  'chatClosesMinutesAfter',
  'mode',
  'streamUrl',
  'videoUrl',
  'videoLength',
] as const satisfies readonly (keyof ServiceFormValues)[];

/** Where the server's field names differ from the form's. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, keyof ServiceFormValues>> = {
  startsAt: 'startDate',
  videoDurationSeconds: 'videoLength',
};

/** The weekday (0 = Sunday) of a `YYYY-MM-DD` date, or null when there is none. */
export function weekdayOf(date: string): number | null {
  const at = Date.parse(`${date}T12:00:00Z`);
  return Number.isNaN(at) ? null : new Date(at).getUTCDay();
}

export function formValuesOf(service: AdminService | null, churchZone: string): ServiceFormValues {
  const start = service ? wallClockIn(new Date(service.startsAt), churchZone) : null;
  return {
    title: service?.title ?? '',
    description: service?.description ?? '',
    startDate: start?.date ?? '',
    startTime: start?.time ?? '',
    repeat: service?.repeat ?? 'weekly',
    weekdays: service?.weekdays ?? [],
    until: service?.until ?? '',
    durationMinutes: service?.durationMinutes ?? DEFAULT_DURATION_MINUTES,
    chatOpensMinutesBefore:
      service?.chatOpensMinutesBefore ?? SERVICE_DEFAULTS.chatOpensMinutesBefore,
    chatClosesMinutesAfter:
      service?.chatClosesMinutesAfter ?? SERVICE_DEFAULTS.chatClosesMinutesAfter,
    mode: service?.mode ?? 'live',
    streamUrl: service?.streamUrl ?? '',
    videoUrl: service?.videoUrl ?? '',
    videoLength: service?.videoDurationSeconds
      ? formatVideoLength(service.videoDurationSeconds)
      : '',
  };
}

/** What the form sends: the first start in the church's zone, and only the chosen source. */
export function serviceInputOf(values: ServiceFormValues, churchZone: string): ServiceBody {
  const weekly = values.repeat === 'weekly';
  const common = {
    title: values.title.trim(),
    description: values.description.trim(),
    startsAt: instantOfWallClock(values.startDate, values.startTime, churchZone),
    repeat: values.repeat,
    ...(weekly ? { weekdays: [...values.weekdays].sort() } : {}),
    until: weekly && values.until ? values.until : null,
    durationMinutes: values.durationMinutes,
    chatOpensMinutesBefore: values.chatOpensMinutesBefore,
    chatClosesMinutesAfter: values.chatClosesMinutesAfter,
  };
  return values.mode === 'live'
    ? { ...common, mode: 'live', streamUrl: values.streamUrl.trim() }
    : {
        ...common,
        mode: 'simulated',
        videoUrl: values.videoUrl.trim(),
        videoDurationSeconds: parseVideoLength(values.videoLength) ?? 0,
      };
}
