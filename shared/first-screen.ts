import type { PublicEvent } from './schemas/events.js';
import type { Occurrence } from './schemas/services.js';
import type { PublicSettings } from './schemas/settings.js';
import type { SiteContent } from './schemas/site-content.js';
import type { PublicSermonDetail, PublicSermonSeries, SermonsResponse } from './schemas/sermons.js';
import type { SermonsListParams } from './sermon-pages.js';
import type { PublicStream } from './schemas/streams.js';

/**
 * What a public page shows on its first screen, as the API answers it: the server renders the
 * page with it and sends it along, so the browser starts with the same answers and asks for none.
 */
export interface FirstScreenData {
  settings: PublicSettings;
  content: SiteContent;
  events: PublicEvent[];
  streams: PublicStream[];
  /** The services' occurrences of the coming two weeks (GET /api/services/upcoming). */
  services: Occurrence[];
  /** A sermon page's own answers: only on the sermon pages, for the address they show. */
  sermons?: SermonsFirstScreen;
}

/** What a sermon page shows first, by its address (shared/sermon-pages.ts). */
export interface SermonsFirstScreen {
  /** GET /api/sermons with the page's filters: the library's, or a series page's sermons. */
  list?: { params: SermonsListParams; answer: SermonsResponse };
  /** GET /api/sermon-series: the library's strip, and a series page's own series. */
  series?: PublicSermonSeries[];
  /** GET /api/sermon/:id; null when there is no such published sermon. */
  sermon?: { id: string; sermon: PublicSermonDetail | null };
}

/** A page rendered on the server: the markup of #root and the query state it was rendered with. */
export interface RenderedPage {
  html: string;
  /** TanStack Query's dehydrated state, plain JSON. */
  state: unknown;
}

/** The server entry of the front end (web/entry-server.tsx, built by Vite in SSR mode). */
export interface PageRenderer {
  /** Null when the address is not a page it renders (a redirect, say). */
  renderPage(url: string, data: FirstScreenData): Promise<RenderedPage | null>;
  /** The source modules (keys of Vite's manifest) of the page at `pathname`, to preload. */
  pageModules(pathname: string): string[];
}

/** The id of the JSON data block that carries the query state from the server to the browser. */
export const FIRST_SCREEN_DATA_ID = 'lampstand-data';
