import type { MomentKind } from '#shared/schemas/moments.js';

/** What the moments' calls answer with, and a moment's words when the team gives none. */
export const MOMENT_MESSAGES = {
  notFound: 'Moment not found',
  streamNotFound: 'Stream not found',
  closed: 'This moment has closed',
  invalid: 'Check the moment’s details',
  fields: {
    titleRequired: 'Give the next step a title',
    actionLabelRequired: 'Give the button a label',
    actionUrlRequired: 'Add the link the button opens',
    actionUrlInvalid: 'Use a link starting with https:// or a page of this site starting with /',
  },
} as const;

/** The card's words for each kind when the team posts it without its own. */
export const MOMENT_DEFAULTS: Record<MomentKind, { title: string; text: string }> = {
  salvation: {
    title: 'I gave my life to Jesus today',
    text: 'If you prayed with us today, let us know: we would love to celebrate with you and help you take your next steps.',
  },
  'raise-hand': { title: 'Raise your hand', text: '' },
  'new-here': {
    title: "I'm new here",
    text: 'Welcome! Let us know you are with us so we can say hello.',
  },
  prayer: {
    title: "I'd like someone to pray with me",
    text: 'Someone from the prayer team will pray with you.',
  },
  'next-step': { title: '', text: '' },
};
