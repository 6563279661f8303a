import type { FastifyInstance } from 'fastify';
import { createAdminsRepository } from '#server/features/admin-auth/repository.js';
import { createCommentsRepository } from '#server/features/comments/repository.js';
import { createContactsRepository } from '#server/features/contacts/repository.js';
import { createEventsRepository } from '#server/features/events/repository.js';
import { createChatMessagesRepository } from '#server/features/live-chat/repository.js';
import { createMembersRepository } from '#server/features/members/repository.js';
import { createQuickChatsRepository } from '#server/features/quick-chat/repository.js';
import { createStreamsRepository } from '#server/features/streams/repository.js';
import { createTestimoniesRepository } from '#server/features/testimonies/repository.js';
import { createSettingsRepository } from '#server/platform/db/settings-repository.js';

/**
 * The features' repositories over a running app's database, for tests that arrange rows or
 * check what was stored. (Test support may reach into features; product code may not.)
 */
export function repositoriesOf(app: FastifyInstance) {
  const db = app.db.kysely;
  return {
    admins: createAdminsRepository(db),
    members: createMembersRepository(db),
    streams: createStreamsRepository(db),
    comments: createCommentsRepository(db),
    chatMessages: createChatMessagesRepository(db),
    events: createEventsRepository(db),
    testimonies: createTestimoniesRepository(db),
    contacts: createContactsRepository(db),
    quickChats: createQuickChatsRepository(db),
    settings: createSettingsRepository(db),
  };
}
