import { API_MESSAGES } from '../../shared/api-messages.js';
import type { AdminListQuery } from '../../shared/schemas/admin-list.js';
import { pageOffset } from '../../shared/schemas/admin-list.js';
import { type GeneralChatBody, QUICK_CHAT_LIMITS } from '../../shared/schemas/general-chat.js';
import { NotFoundError } from '../errors.js';
import type { ChatSender, GeneralChatsRepository } from '../repositories/general-chats.js';
import type { MemberRow } from '../repositories/members.js';
import type { MembersService } from './members.js';

interface Dependencies {
  generalChats: GeneralChatsRepository;
  members: MembersService;
}

/**
 * The church speaks as one in quick chat: visitors see "Admin", never which account answered
 * or its address.
 */
export const CHURCH_SENDER: ChatSender = { name: 'Admin', email: '', isAdmin: true };

/**
 * Quick chat: a visitor's private conversation with the church. The chat id is the only key to
 * a conversation; nothing looks one up by name or email.
 */
export function createGeneralChatsService({ generalChats, members }: Dependencies) {
  async function existing(chatId: string) {
    const chat = await generalChats.findById(chatId);
    if (!chat) throw new NotFoundError(API_MESSAGES.notFound.generalChat);
    return chat;
  }

  return {
    /** Starts a conversation, or adds to the one whose chat id the visitor holds. */
    async send(member: MemberRow | null, body: GeneralChatBody): Promise<{ chatId: string }> {
      // Writing to the church stays open to blocked members: it is how they ask to be unblocked.
      const author = await members.author(
        member,
        { name: body.name, email: body.email },
        { allowBlocked: true },
      );
      const sender: ChatSender = { name: author.name, email: author.email, isAdmin: false };
      if (body.chatId) {
        const added = await generalChats.addMessage(body.chatId, sender, body.message);
        if (!added) throw new NotFoundError(API_MESSAGES.notFound.generalChat);
        return { chatId: body.chatId };
      }
      const { chat } = await generalChats.start(
        {
          visitorName: author.name,
          visitorEmail: author.email,
          userId: author.memberId ?? body.userId ?? null,
        },
        body.message,
      );
      return { chatId: chat.id };
    },

    async messages(chatId: string) {
      await existing(chatId);
      return generalChats.listMessages(chatId, QUICK_CHAT_LIMITS.messages);
    },

    async listForAdmin(query: AdminListQuery) {
      const [{ chats, total }, unreadTotal] = await Promise.all([
        generalChats.list({ search: query.search, offset: pageOffset(query), limit: query.limit }),
        generalChats.unreadTotal(),
      ]);
      return { chats, total, unreadTotal, page: query.page, limit: query.limit };
    },

    /** Opens a conversation for the church, which marks what it shows as read. */
    async openForAdmin(id: string) {
      const chat = await existing(id);
      const [messages, adminSenders] = await Promise.all([
        generalChats.listMessages(id, QUICK_CHAT_LIMITS.messages),
        generalChats.adminSenders(id),
      ]);
      // Read up to the newest message shown, not "now": one arriving meanwhile stays unread.
      const newest = messages.at(-1);
      if (newest) await generalChats.markRead(id, newest.createdAt);
      return { chat, messages, adminSenders };
    },

    async reply(id: string, message: string) {
      const reply = await generalChats.addMessage(id, CHURCH_SENDER, message);
      if (!reply) throw new NotFoundError(API_MESSAGES.notFound.generalChat);
      await generalChats.markRead(id, reply.createdAt);
      return reply;
    },
  };
}

export type GeneralChatsService = ReturnType<typeof createGeneralChatsService>;
