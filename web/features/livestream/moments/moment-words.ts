import type { Moment, MomentKind } from '#shared/schemas/moments.js';

interface KindWords {
  /** The card's heading when the team gave no title. */
  title: string;
  /** The one-tap answer. */
  answer: string;
}

const KIND_WORDS: Record<MomentKind, KindWords> = {
  salvation: {
    title: 'Did you give your life to Jesus today?',
    answer: 'I gave my life to Jesus today',
  },
  'raise-hand': { title: 'Raise your hand', answer: 'Raise my hand' },
  'new-here': { title: 'New here? We would love to know you', answer: 'I’m new here' },
  'next-step': { title: 'Take your next step', answer: 'Count me in' },
  prayer: { title: 'Would you like prayer?', answer: 'Pray for me' },
};

export function momentTitle(moment: Moment): string {
  return moment.title || KIND_WORDS[moment.kind].title;
}

/** The main button's words: a next step's own label, else the kind's answer. */
export function momentAnswerLabel(moment: Moment): string {
  if (moment.kind === 'next-step' && moment.actionLabel) return moment.actionLabel;
  return KIND_WORDS[moment.kind].answer;
}

export const MOMENT_TEXTS = {
  contactHeading: 'Would you like someone from the team to reach you?',
  contactHint: 'All optional: leave them empty to answer without them.',
  send: 'Send',
  dismiss: 'Dismiss',
  thanksContact: 'Thank you — someone from the team will be in touch',
  thanks: 'Thank you for responding',
  closed: 'This moment has closed',
  failed: 'Your answer could not be sent. Please try again.',
};
