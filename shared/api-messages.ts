import { AUDIENCE_SIZES, CONTACT_SUBJECTS, MESSAGE_TYPES, REACTION_TYPES } from './constants.js';

/**
 * Texts the public API answers with that the spec does not word (its own texts are in
 * messages.ts): field errors, not-found and member messages, shown by the page as they are.
 */
export const API_MESSAGES = {
  fields: {
    streamRequired: 'Stream is required',
    commentRequired: 'Comment is required',
    messageRequired: 'Message is required',
    titleRequired: 'Title is required',
    testimonyRequired: 'Testimony is required',
    subjectRequired: 'Subject is required',
    subjectInvalid: `Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}`,
    reactionTypeRequired: 'Reaction type is required',
    reactionTypeInvalid: `Reaction type must be one of: ${REACTION_TYPES.join(', ')}`,
    messageTypeInvalid: `Message type must be one of: ${MESSAGE_TYPES.join(', ')}`,
    audienceSizeInvalid: `Audience size must be one of: ${AUDIENCE_SIZES.map((s) => s.value).join(', ')}`,
    timeInvalid: 'Use an ISO 8601 time such as 2026-01-01T08:00:00.000Z',
    passwordTooShort: 'Password must be at least {min} characters',
  },
  notFound: {
    stream: 'Stream not found',
    chatMessage: 'Chat message not found',
    comment: 'Comment not found',
    quickChat: 'Chat not found',
    member: 'Member not found',
  },
  members: {
    emailTaken: 'An account with this email already exists',
    invalidCredentials: 'Invalid email or password',
    blocked:
      'Your account has been blocked, so you cannot post here. Please contact the church if you think this is a mistake.',
    passwordResetSent:
      'If an account uses that address, we have emailed it a link to choose a new password. The link works for an hour.',
    passwordResetInvalid: 'This link has expired or was already used. Ask for a new one.',
    passwordChanged: 'Your password has been changed. You are signed in.',
  },
  /** Emails when a stream goes live. */
  streamAlerts: {
    requested:
      'Thank you! Please check your inbox: we have sent a link to confirm. (Already confirmed? Then you are all set.)',
    confirmed: 'You are subscribed. We will email you when we go live.',
    confirmInvalid: 'This link has expired or was already used. Please subscribe again.',
    unsubscribed: 'You are unsubscribed. We will not email you about live streams any more.',
  },
  /** Live moderation: what a refused sender reads; `{n}` is filled in. */
  moderation: {
    slowMode: 'Slow mode is on: you can send again in {n} seconds.',
    timedOut: 'A moderator has paused your messages: you can post again in {n} minutes.',
    banned:
      'A moderator has stopped you from posting here. Please contact the church if you think this is a mistake.',
    namedOnly: 'Please give your name and email to take part in this chat.',
    membersOnly: 'This chat is for members: please sign in or register to take part.',
    sanctionNotFound: 'Sanction not found',
    senderUnknown: 'This sender gave no email and was not signed in, so they cannot be named',
    noAddressToCover:
      'Only a sanction set from a message or comment can cover the network it was sent from',
  },
} as const;

/** A moderation text with its number filled in. */
export function withCount(text: string, n: number): string {
  return text.replace('{n}', String(n));
}
