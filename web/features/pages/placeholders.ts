import { Tv, type LucideIcon } from 'lucide-react';
import { SITE_ROUTES, type SiteRoute } from '../../../shared/routes.js';

export interface PlaceholderContent {
  route: SiteRoute;
  eyebrow: string;
  line: string;
  icon: LucideIcon;
  /** Shows the church's phone and email in the card. */
  showContact?: boolean;
}

/** Pages whose content arrives with later work: each shows a hero with its title and one line. */
export const PLACEHOLDERS = {
  liveStream: {
    route: SITE_ROUTES.liveStream,
    eyebrow: 'Live services',
    line: 'Our livestream page is being prepared.',
    icon: Tv,
  },
} as const satisfies Record<string, PlaceholderContent>;

export type PlaceholderId = keyof typeof PLACEHOLDERS;
