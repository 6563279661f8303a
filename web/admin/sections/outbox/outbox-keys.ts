import { adminKeys } from '#web/admin/auth/index.js';
import type { OutboxParams } from './get-outbox.js';

/** Query keys of the outbox (under the admin keys, dropped at sign-out). */
export const outboxKeys = {
  all: [...adminKeys.all, 'outbox'] as const,
  list: (params: OutboxParams) => [...outboxKeys.all, 'list', params] as const,
};
