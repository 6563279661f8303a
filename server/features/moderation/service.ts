import { createHmac } from 'node:crypto';
import { API_MESSAGES, withCount } from '#shared/api-messages.js';
import { MESSAGES } from '#shared/messages.js';
import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import type { AdminListQuery } from '#shared/schemas/admin-list.js';
import {
  type ChatRoom,
  SANCTION_SOURCE_TEXT_LENGTH,
  type SanctionBody,
  type SanctionKind,
  type SanctionSource,
} from '#shared/schemas/moderation.js';
import type { Settings } from '#shared/schemas/settings.js';
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '#server/platform/errors.js';
import { addressGroup, storedDeviceKey } from '#server/platform/http/client-address.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { PosterKeys, SanctionRow, SanctionsRepository } from './repository.js';
import { containsBlockedWord, containsLink } from './word-filter.js';

/** Who sent a message or comment, as its feature stored it. */
export interface Sender {
  /** Set when they were signed in: the sanction is then on the member alone. */
  memberId: string | null;
  userName: string;
  userEmail: string;
  addressKey: string | null;
  deviceKey: string | null;
  /** What they sent, when the sanction is set from a post: kept to say why it was set. */
  text?: string;
  /** A chat message's type: a prayer request is named as such in the sanctions list. */
  messageType?: string;
}

/** A post about to be stored. */
export interface Post {
  author: { memberId: string | null; name: string; email: string };
  ip: string;
  /** The device key the browser sent (`deviceKeyOf`), when it sent one. */
  deviceKey: string | null;
  text: string;
  /** A chat message's room: who may post, and slow mode. */
  room?: ChatRoom & { streamId: string };
  /** Hold it whatever it says (Comment Moderation). */
  holdAll?: boolean;
  /** Sent by staff signed into the panel: slow mode does not slow them (ADR 0131). */
  staff?: boolean;
}

/** How a post is stored: shown, held for review, or shown to its sender alone. */
export type PostState = 'visible' | 'held' | 'shadow';

/** What a post stores of its sender beside their name, keyed so it names no address or device. */
export interface PosterMarks {
  addressKey: string;
  deviceKey: string | null;
}

/** A screened post: the state it is stored in, and the state its sender is answered with. */
export interface Screened extends PosterMarks {
  state: PostState;
  /**
   * What anyone sending the same would be told: a shadow-muted sender's answer (status, flags
   * such as awaiting review or on the wall) is exactly that, so they cannot tell.
   */
  seenAs: Exclude<PostState, 'shadow'>;
}

/**
 * Guests on one address may send this many messages within one slow-mode wait between them,
 * so a guest changing their email is slowed down without silencing a church's Wi-Fi (ADR 0119).
 */
export const SLOW_MODE_ADDRESS_ALLOWANCE = 10;

/** The strongest first: a ban outranks a timeout, which outranks a shadow mute. */
const RANK: Record<SanctionKind, number> = { ban: 3, timeout: 2, shadow: 1 };

const isGiven = (email: string) => email !== '' && email !== ANONYMOUS_AUTHOR.email;

interface Dependencies {
  sanctions: SanctionsRepository;
  counters: CounterStore;
  settings: { get(): Promise<Settings> };
  /** The installation's secret, which keys addresses so a stored key names no address. */
  secret: string;
  /** Who sent a chat message or comment (found through their features, when called). */
  senders: {
    chatMessage(id: string): Promise<Sender | undefined>;
    comment(id: string): Promise<Sender | undefined>;
    member(id: string): Promise<{ name: string; email: string } | undefined>;
    /** Whether a registered member has this email: a guest typing it must not sanction them. */
    isMemberEmail(email: string): Promise<boolean>;
  };
}

/**
 * Live moderation's rules for every post (ADR 0118–0122, 0166): who may post in a room,
 * sanctions, slow mode and the word filter; and the sanctions moderators set.
 */
export function createModerationService({
  sanctions,
  counters,
  settings,
  secret,
  senders,
}: Dependencies) {
  // One IPv6 /64 is one address: a phone or home holds a whole one.
  const addressKey = (ip: string) =>
    createHmac('sha256', secret)
      .update(`poster|${addressGroup(ip)}`)
      .digest('base64url')
      .slice(0, 32);

  const marksOf = (post: Pick<Post, 'ip' | 'deviceKey'>): PosterMarks => ({
    addressKey: addressKey(post.ip),
    deviceKey: post.deviceKey ? storedDeviceKey(secret, post.deviceKey) : null,
  });

  function keysOf(author: Post['author'], marks: PosterMarks): PosterKeys {
    return {
      memberId: author.memberId,
      email: isGiven(author.email) ? author.email : null,
      ...marks,
    };
  }

  function refuseBySanction(found: SanctionRow[]): PostState {
    const strongest = [...found].sort(
      (a, b) => RANK[b.kind as SanctionKind] - RANK[a.kind as SanctionKind],
    )[0];
    if (!strongest) return 'visible';
    if (strongest.kind === 'ban') throw new ForbiddenError(API_MESSAGES.moderation.banned);
    if (strongest.kind === 'timeout') {
      const until = Math.max(
        ...found.filter((s) => s.kind === 'timeout').map((s) => Date.parse(s.expiresAt ?? '')),
      );
      const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
      throw new ForbiddenError(withCount(API_MESSAGES.moderation.timedOut, minutes));
    }
    return 'shadow';
  }

  async function slowDown(room: NonNullable<Post['room']>, keys: PosterKeys) {
    if (room.slowModeSeconds <= 0) return;
    const windowMs = room.slowModeSeconds * 1000;
    const address = keys.addressKey;
    const person = keys.memberId
      ? `member:${keys.memberId}`
      : keys.deviceKey
        ? `device:${keys.deviceKey}`
        : keys.email
          ? `email:${keys.email.toLowerCase()}`
          : `address:${address}`;
    const hit = await counters.increment(`slow-mode:${room.streamId}:${person}`, windowMs);
    const refuse = (resetAt: number) => {
      const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new TooManyRequestsError(withCount(API_MESSAGES.moderation.slowMode, seconds), seconds);
    };
    if (hit.count > 1) refuse(hit.resetAt);
    if (!keys.memberId) {
      const shared = await counters.increment(
        `slow-mode:${room.streamId}:net:${address}`,
        windowMs,
      );
      if (shared.count > SLOW_MODE_ADDRESS_ALLOWANCE) refuse(shared.resetAt);
    }
  }

  function refuseByRoom(room: Post['room'], author: Post['author']) {
    if (!room) return;
    if (room.who === 'members' && !author.memberId) {
      throw new ForbiddenError(API_MESSAGES.moderation.membersOnly);
    }
    if (
      room.who === 'named' &&
      !author.memberId &&
      (!isGiven(author.email) || author.name === '' || author.name === ANONYMOUS_AUTHOR.name)
    ) {
      throw new ForbiddenError(API_MESSAGES.moderation.namedOnly);
    }
  }

  /**
   * The keys a sanction on this sender is stored with. A member's: their id, and their own email
   * and device for when they post signed out. A guest's: the device they posted from, and the
   * email they gave unless it is a member's (a guest typing it must not silence that member).
   * The network only when the moderator chose to cover it.
   */
  async function sanctionKeys(sender: Sender, coversAddress: boolean) {
    const email = isGiven(sender.userEmail) ? sender.userEmail : null;
    const guestEmail =
      email && !sender.memberId && (await senders.isMemberEmail(email)) ? null : email;
    if (coversAddress && !sender.addressKey) {
      throw new ValidationError(MESSAGES.errors.validation, {
        coversAddress: API_MESSAGES.moderation.noAddressToCover,
      });
    }
    return {
      memberId: sender.memberId,
      email: guestEmail,
      deviceKey: sender.deviceKey,
      addressKey: coversAddress ? sender.addressKey : null,
    };
  }

  async function sanctionFor(
    sender: Sender,
    { kind, minutes, coversAddress }: Pick<SanctionBody, 'kind' | 'minutes' | 'coversAddress'>,
    from: { source: SanctionSource; createdBy: string | null },
  ) {
    const keys = await sanctionKeys(sender, coversAddress ?? false);
    if (!keys.memberId && !keys.email && !keys.deviceKey && !keys.addressKey) {
      throw new NotFoundError(API_MESSAGES.moderation.senderUnknown);
    }
    const length = kind === 'timeout' ? (minutes ?? 10) : minutes;
    return sanctions.create({
      kind,
      ...keys,
      userName: sender.userName,
      expiresAt: length ? new Date(Date.now() + length * 60_000).toISOString() : null,
      source: from.source,
      sourceText: sender.text ? sender.text.slice(0, SANCTION_SOURCE_TEXT_LENGTH) : null,
      createdBy: from.createdBy,
    });
  }

  return {
    addressKey,
    /**
     * The state a post is stored in, or the refusal: 403 for a room it may not post in, a ban
     * or a timeout (with the time left), 429 in slow mode (with the seconds left).
     */
    async screen(post: Post): Promise<Screened> {
      const marks = marksOf(post);
      refuseByRoom(post.room, post.author);
      const keys = keysOf(post.author, marks);
      const sanctioned = refuseBySanction(await sanctions.matching(keys));
      if (post.room && !post.staff) await slowDown(post.room, keys);
      const { moderation } = await settings.get();
      const held =
        post.holdAll ||
        containsBlockedWord(post.text, moderation.blockedWords) ||
        (moderation.holdLinks && containsLink(post.text));
      const seenAs = held ? 'held' : 'visible';
      return { state: sanctioned === 'shadow' ? 'shadow' : seenAs, seenAs, ...marks };
    },

    /** Sets a sanction; `createdBy` is the staff member's display name, for the list. */
    async sanction(body: SanctionBody, createdBy: string | null = null) {
      const notFound = (message: string) => new NotFoundError(message);
      let sender: Sender | undefined;
      let source: SanctionSource;
      if (body.messageId) {
        sender = await senders.chatMessage(body.messageId);
        if (!sender) throw notFound(API_MESSAGES.notFound.chatMessage);
        source = sender.messageType === 'prayer' ? 'prayer' : 'chat';
      } else if (body.commentId) {
        sender = await senders.comment(body.commentId);
        if (!sender) throw notFound(API_MESSAGES.notFound.comment);
        source = 'comment';
      } else if (body.memberId) {
        source = 'member';
        const member = await senders.member(body.memberId);
        if (!member) throw notFound(API_MESSAGES.notFound.member);
        sender = {
          memberId: body.memberId,
          userName: member.name,
          userEmail: member.email,
          addressKey: null,
          deviceKey: null,
        };
      } else {
        source = 'email';
        sender = {
          memberId: null,
          userName: body.email ?? '',
          userEmail: body.email ?? '',
          addressKey: null,
          deviceKey: null,
        };
      }
      return sanctionFor(sender, body, { source, createdBy });
    },
    listSanctions: (query: AdminListQuery) => sanctions.list(query),
    /** The sanction as it was, for the audit log. */
    async liftSanction(id: string) {
      const row = await sanctions.delete(id);
      if (!row) throw new NotFoundError(API_MESSAGES.moderation.sanctionNotFound);
      return row;
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
