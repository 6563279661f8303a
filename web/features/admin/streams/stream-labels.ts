import type { StreamType } from '../../../../shared/constants.js';

export const STREAM_TYPE_LABELS: Record<StreamType, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  castr: 'Castr',
  vimeo: 'Vimeo',
  twitch: 'Twitch',
  other: 'Other',
};
