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
} as const;
