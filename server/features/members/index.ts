import type { Feature } from '#server/platform/feature.js';
import { adminMemberRoutes } from './admin-routes.js';
import { publicMemberRoutes } from './public-routes.js';
import { membersMigrations } from './migrations.js';
import { membersServices } from './services.js';

/** Members: registration, sign-in, who is behind a post, and User Management. */
export const membersFeature: Feature = {
  services: membersServices,
  publicRoutes: publicMemberRoutes,
  adminRoutes: adminMemberRoutes,
  migrations: membersMigrations,
};

export { identifyMember } from './member-identity.js';
export type { Author, MembersService } from './service.js';
export type { MemberRow } from './repository.js';
export { presentAdminMember } from './admin-presenter.js';
export { presentMember } from './presenter.js';
