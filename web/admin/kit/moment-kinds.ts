import type { MomentKind } from '#shared/schemas/moments.js';

/** The kinds of moment as the team names them, in the panel's lists, forms and figures. */
export const MOMENT_KIND_LABELS: Record<MomentKind, string> = {
  salvation: 'Salvation',
  'raise-hand': 'Raise hand',
  'new-here': 'New here',
  'next-step': 'Next step',
  prayer: 'Prayer',
};
