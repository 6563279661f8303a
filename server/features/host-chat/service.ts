import { API_MESSAGES } from '#shared/api-messages.js';
import { HOST_CHAT_LIMITS } from '#shared/schemas/host-chat.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { StaffMember } from '#server/platform/auth/admin-guard.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { HostChatMessageRow, HostChatRepository } from './repository.js';

/** The team's own chat beside a stream: staff coordinating while it runs, never seen by viewers. */
export function createHostChatService(
  repository: HostChatRepository,
  events: DomainEventPublisher,
) {
  async function existingStream(streamId: string) {
    if (!(await repository.streamExists(streamId)))
      throw new NotFoundError(API_MESSAGES.notFound.stream);
  }

  return {
    async messages(streamId: string): Promise<HostChatMessageRow[]> {
      await existingStream(streamId);
      return repository.latest(streamId, HOST_CHAT_LIMITS.messages);
    },

    async post(streamId: string, staff: StaffMember, message: string) {
      await existingStream(streamId);
      const row = await repository.add({
        streamId,
        staffId: staff.id,
        // As quick chat signs a staff reply: "Admin" stands in for an empty display name.
        name: staff.displayName.trim() || 'Admin',
        message,
      });
      events.publish('hostChat.messagePosted', { message: row });
      return row;
    },
  };
}

export type HostChatService = ReturnType<typeof createHostChatService>;
