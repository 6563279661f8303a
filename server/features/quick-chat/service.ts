import {} from '#server/platform/auth/admin-guard.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import type { AdminListQuery } from '#shared/schemas/admin-list.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import { type QuickChatBody, QUICK_CHAT_LIMITS } from '#shared/schemas/quick-chat.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { ReplyEmailRepository } from './reply-email-repository.js';
import type {
  ChatSender,
  NewQuickChat,
  QuickChatMessageRow,
  QuickChatsRepository,
} from './repository.js';
import type { MemberRow } from '#server/features/members/index.js';
import type { MembersService } from '#server/features/members/index.js';

interface Dependencies {
  quickChats: QuickChatsRepository;
  readState: Pick<ReplyEmailRepository, 'markVisitorRead'>;
  members: MembersService;
  events: DomainEventPublisher;
}

/**
 * A staff reply in quick chat shows the display name of whoever answered (ADR 0114), never
 * their address; "Admin" stands in for a name left empty.
 */
export const staffSender = (displayName: string): ChatSender => ({
  name: displayName.trim() || 'Admin',
  email: '',
  isAdmin: true,
});

/**
 * Quick chat: a visitor's private conversation with the church. The chat id is the only key to
 * a conversation; nothing looks one up by name or email.
 */
export function createQuickChatsService({ quickChats, readState, members, events }: Dependencies) {
  async function existing(chatId: string) {
    const chat = await quickChats.findById(chatId);
    if (!chat) throw new NotFoundError(API_MESSAGES.notFound.quickChat);
    return chat;
  }

  /** The message goes with what the panel shows after it: the chat's summary, the unread total. */
  async function published(chatId: string, message: QuickChatMessageRow) {
    const panel = await Promise.all([
      quickChats.list({ id: chatId, offset: 0, limit: 1 }),
      quickChats.unreadTotal(),
    ]).then(
      ([{ chats }, unreadTotal]) => ({ summary: chats[0] ?? null, unreadTotal }),
      () => null,
    );
    events.publish('quickChat.messageAdded', { chatId, message, panel });
  }

  return {
    /** Starts a conversation, or adds to the one whose chat id the visitor holds. */
    async send(member: MemberRow | null, body: QuickChatBody): Promise<{ chatId: string }> {
      // Writing to the church stays open to blocked members: it is how they ask to be unblocked.
      const author = await members.author(
        member,
        { name: body.name, email: body.email },
        { allowBlocked: true },
      );
      const sender: ChatSender = { name: author.name, email: author.email, isAdmin: false };
      if (body.chatId) {
        const added = await quickChats.addMessage(body.chatId, sender, body.message);
        if (!added) throw new NotFoundError(API_MESSAGES.notFound.quickChat);
        // Writing is reading: their page shows the conversation up to their own message.
        await readState.markVisitorRead(body.chatId, added.createdAt);
        await published(body.chatId, added);
        return { chatId: body.chatId };
      }
      const { chat, message } = await quickChats.start(
        {
          visitorName: author.name,
          visitorEmail: author.email,
          // Only a signed-in member's token links a conversation to them (their own page lists
          // it); an id in the body proves nothing.
          userId: author.memberId,
        },
        body.message,
      );
      await published(chat.id, message);
      return { chatId: chat.id };
    },

    /**
     * A conversation the church opens for a visitor who is waiting for it (praying with someone
     * now): the visitor's words first, then the staff member's greeting in their display name, so
     * the visitor sees at once who is with them and the panel shows the conversation as answered.
     */
    async startAnswered(
      visitor: NewQuickChat,
      message: string,
      staffDisplayName: string,
      greeting: string,
    ): Promise<{ chatId: string }> {
      const { chat, message: first } = await quickChats.start(visitor, message);
      await published(chat.id, first);
      // After the visitor's words even within the same millisecond: the list sorts by time.
      const after = new Date(Math.max(Date.now(), Date.parse(first.createdAt) + 1)).toISOString();
      const reply = await quickChats.addMessage(
        chat.id,
        staffSender(staffDisplayName),
        greeting,
        after,
      );
      if (reply) {
        await quickChats.markRead(chat.id, reply.createdAt);
        await published(chat.id, reply);
      }
      return { chatId: chat.id };
    },

    /**
     * The conversation as the visitor's page reads it: what it receives counts as read, so no
     * email repeats it (ADR 0150). Written only when there is something new, not every poll.
     */
    async messages(chatId: string) {
      const chat = await existing(chatId);
      const messages = await quickChats.listMessages(chatId, QUICK_CHAT_LIMITS.messages);
      const newest = messages.at(-1);
      if (newest && (chat.visitorReadAt === null || newest.createdAt > chat.visitorReadAt))
        await readState.markVisitorRead(chatId, newest.createdAt);
      return messages;
    },

    /** A member's own conversations (started signed in), newest activity first. */
    ofMember: (memberId: string) => quickChats.ofMember(memberId),

    /** Erases a member's own conversations with every message (their account is deleted). */
    eraseOfMember: (memberId: string) => quickChats.eraseOfMember(memberId),

    /** A reply pushed to the visitor's open page (the live feature tells) counts as read. */
    delivered: (chatId: string, createdAt: string) => readState.markVisitorRead(chatId, createdAt),

    async listForAdmin(query: AdminListQuery) {
      const [{ chats, total }, unreadTotal] = await Promise.all([
        quickChats.list({ search: query.search, offset: pageOffset(query), limit: query.limit }),
        quickChats.unreadTotal(),
      ]);
      return { chats, total, unreadTotal, page: query.page, limit: query.limit };
    },

    /** Opens a conversation for the church, which marks what it shows as read. */
    async openForAdmin(id: string) {
      const chat = await existing(id);
      const [messages, adminSenders] = await Promise.all([
        quickChats.listMessages(id, QUICK_CHAT_LIMITS.messages),
        quickChats.adminSenders(id),
      ]);
      // Read up to the newest message shown, not "now": one arriving meanwhile stays unread.
      const newest = messages.at(-1);
      if (newest) {
        await quickChats.markRead(id, newest.createdAt);
        quickChats
          .unreadTotal()
          .then((unreadTotal) => events.publish('quickChat.read', { unreadTotal }))
          .catch(() => {});
      }
      return { chat, messages, adminSenders };
    },

    /** The church's answer, and whom it answers (for the audit log). */
    async reply(id: string, message: string, staffDisplayName: string) {
      const chat = await quickChats.findById(id);
      const reply =
        chat && (await quickChats.addMessage(id, staffSender(staffDisplayName), message));
      if (!chat || !reply) throw new NotFoundError(API_MESSAGES.notFound.quickChat);
      await quickChats.markRead(id, reply.createdAt);
      await published(id, reply);
      return { reply, visitorName: chat.visitorName };
    },
  };
}

export type QuickChatsService = ReturnType<typeof createQuickChatsService>;
