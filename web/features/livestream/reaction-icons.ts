import { Flame, HandHeart, HandHelping, Heart, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactionType } from '#shared/constants.js';

/** One icon per reaction type (the labels are REACTION_LABELS). */
export const REACTION_ICONS: Record<ReactionType, LucideIcon> = {
  amen: HandHeart,
  praise: Sparkles,
  fire: Flame,
  heart: Heart,
  sad: HandHelping,
};
