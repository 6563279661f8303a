import type { Account, AccountQuickChat } from '#shared/schemas/account.js';
import {
  PRAYER_STATUSES,
  type MemberPrayerRequest,
  type PrayerStatus,
} from '#shared/schemas/prayer-requests.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { MemberRow } from '#server/features/members/index.js';
import { presentMember } from '#server/features/members/index.js';

export function presentAccount(view: {
  member: MemberRow;
  goLiveEmails: boolean;
  notifyPrayerAnswered: boolean;
  pendingEmail: string | null;
}): Account {
  return {
    user: presentMember(view.member),
    goLiveEmails: view.goLiveEmails,
    notifyPrayerAnswered: view.notifyPrayerAnswered,
    pendingEmail: view.pendingEmail,
  };
}

/** A member's own request: its words, status and prayers, never the team's notes. */
export function presentMemberPrayerRequest(row: {
  id: string;
  request: string;
  isPrivate: number;
  status: string;
  prayedCount: number;
  notifyWhenAnswered: number;
  createdAt: string;
}): MemberPrayerRequest {
  const status = (PRAYER_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as PrayerStatus)
    : 'new';
  return {
    _id: row.id,
    request: row.request,
    isPrivate: fromFlag(row.isPrivate),
    status,
    prayedCount: row.prayedCount,
    notifyWhenAnswered: fromFlag(row.notifyWhenAnswered),
    createdAt: row.createdAt,
  };
}

export function presentAccountQuickChat(chat: {
  id: string;
  createdAt: string;
  unread: number;
  lastMessage: { message: string; senderIsAdmin: number; createdAt: string } | null;
}): AccountQuickChat {
  return {
    _id: chat.id,
    startedAt: chat.createdAt,
    lastMessage: chat.lastMessage
      ? {
          message: chat.lastMessage.message,
          fromChurch: fromFlag(chat.lastMessage.senderIsAdmin),
          createdAt: chat.lastMessage.createdAt,
        }
      : null,
    unreadReplies: chat.unread,
  };
}
