import type { HostChatMessage } from '#shared/live-events.js';
import type { HostChatMessageRow } from './repository.js';

export const presentHostChatMessage = (row: HostChatMessageRow): HostChatMessage => ({
  _id: row.id,
  streamId: row.streamId,
  staffId: row.staffId,
  name: row.name,
  message: row.message,
  createdAt: row.createdAt,
});
