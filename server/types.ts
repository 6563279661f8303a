import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { AdminRow } from './db/schema.js';
import type { Realtime } from './realtime/index.js';
import type { AdminStatsRepository } from './repositories/admin-stats.js';
import type { AdminsRepository } from './repositories/admins.js';
import type { AdminCommentsRepository } from './repositories/admin-comments.js';
import type { AdminSubmissionsRepository } from './repositories/admin-submissions.js';
import type { AdminSettingsService } from './services/admin-settings.js';
import type { TwoFactorService } from './services/two-factor.js';
import type { ChatMessagesRepository } from './repositories/chat-messages.js';
import type { CommentsRepository } from './repositories/comments.js';
import type { ContactsRepository } from './repositories/contacts.js';
import type { EventsRepository } from './repositories/events.js';
import type { MemberRow, MembersRepository } from './repositories/members.js';
import type { SettingsRepository } from './repositories/settings.js';
import type { StreamsRepository } from './repositories/streams.js';
import type { TestimoniesRepository } from './repositories/testimonies.js';
import type { GeneralChatsRepository } from './repositories/general-chats.js';
import type { GeneralChatsService } from './services/general-chats.js';
import type { AdminAuthService } from './services/admin-auth.js';
import type { AdminStatsService } from './services/admin-stats.js';
import type { AdminStreamsService } from './services/admin-streams.js';
import type { AdminUsersService } from './services/admin-users.js';
import type { EngagementService } from './services/engagement.js';
import type { MembersService } from './services/members.js';
import type { SettingsService } from './services/settings.js';
import type { SiteContentService } from './services/site-content.js';
import type { SubmissionsService } from './services/submissions.js';

export interface Repositories {
  admins: AdminsRepository;
  settings: SettingsRepository;
  streams: StreamsRepository;
  comments: CommentsRepository;
  chatMessages: ChatMessagesRepository;
  events: EventsRepository;
  members: MembersRepository;
  testimonies: TestimoniesRepository;
  contacts: ContactsRepository;
  generalChats: GeneralChatsRepository;
  adminStats: AdminStatsRepository;
  adminComments: AdminCommentsRepository;
  adminSubmissions: AdminSubmissionsRepository;
}

export interface Services {
  adminAuth: AdminAuthService;
  settings: SettingsService;
  siteContent: SiteContentService;
  members: MembersService;
  engagement: EngagementService;
  submissions: SubmissionsService;
  generalChats: GeneralChatsService;
  adminStreams: AdminStreamsService;
  adminUsers: AdminUsersService;
  adminStats: AdminStatsService;
  adminSettings: AdminSettingsService;
  twoFactor: TwoFactorService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    realtime: Realtime;
    repositories: Repositories;
    services: Services;
  }
  interface FastifyRequest {
    /** Set for every /api/admin/* request that passed authentication. */
    admin: AdminRow | null;
    adminSessionExpiresAt: Date | null;
    /** Set on public writes that carried a valid member token (see plugins/member-identity). */
    member: MemberRow | null;
  }
}
