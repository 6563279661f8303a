import type { AnalyticsPeriod } from '#shared/constants.js';
import { adminKeys } from '#web/admin/auth/index.js';

/** Query keys of the Analytics Dashboard (under the admin keys, dropped at sign-out). */
export const analyticsKeys = {
  all: [...adminKeys.all, 'analytics'] as const,
  period: (period: AnalyticsPeriod) => [...analyticsKeys.all, period] as const,
};
