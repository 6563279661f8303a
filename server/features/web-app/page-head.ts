import { APP_SHELL } from '#shared/app-shell.js';
import type { SiteRoute } from '#shared/routes.js';
import type { Settings } from '#shared/schemas/settings.js';
import { countryCode } from './country-code.js';
import { isAdminPath } from './crawlers.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a script element must not be able to close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The head of every served page: title, description, Open Graph and the JSON-LD of a place of
 * worship, so search engines and link previews describe the church even before scripts run.
 */
export function renderPageHead(input: {
  settings: Settings;
  route: SiteRoute | undefined;
  siteUrl: string;
  path: string;
  /** RSS feeds the page offers (the sermon pages' podcasts), for apps that look for them. */
  feeds?: { title: string; href: string }[];
}): string {
  const { general, church } = input.settings;
  const title =
    input.route && input.route.path !== '/'
      ? `${input.route.title} | ${general.siteName}`
      : general.siteName;
  const description = input.route?.description ?? general.siteDescription;
  const url = input.siteUrl + (input.route?.path ?? input.path);
  // The panel, pages opened from emails and missing pages are not for search engines; a
  // missing page has no canonical address either.
  const admin = isAdminPath(input.path);
  const noindex = !input.route || input.route.noindex === true || admin;
  const image = `${input.siteUrl}/og-image.png`;
  const sameAs = Object.values(church.socialLinks).filter(Boolean);
  const country = countryCode(church.country);
  // A Church is a Place: it has a telephone but no email (an Organization's property).
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: general.siteName,
    alternateName: church.zoneName,
    description: general.siteDescription,
    url: input.siteUrl,
    logo: `${input.siteUrl}/favicon.svg`,
    image,
    telephone: general.contactPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: church.address,
      addressLocality: church.city,
      ...(country ? { addressCountry: country } : {}),
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(noindex ? [meta('name', 'robots', admin ? 'noindex, nofollow' : 'noindex')] : []),
    ...(input.route ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    ...(input.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(input.siteUrl + feed.href)}" />`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', general.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta(
      'property',
      'og:image:alt',
      `${general.siteName}: a golden lampstand with seven lit lamps`,
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'theme-color', input.settings.appearance.primaryColor),
    // The site installs as an app: its manifest, and the icon iOS puts on the home screen.
    `<link rel="manifest" href="${APP_SHELL.manifest}" />`,
    `<link rel="apple-touch-icon" href="${APP_SHELL.appleTouchIcon}" />`,
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n    ');
}

export const HEAD_MARKER = '<!--lampstand:head-->';
const FALLBACK_TITLE = /\s*<title>[^<]*<\/title>/;

export function injectHead(html: string, head: string): string {
  const at = html.indexOf(HEAD_MARKER);
  if (at === -1) return html;
  const after = html.slice(at + HEAD_MARKER.length).replace(FALLBACK_TITLE, '');
  return html.slice(0, at) + head + after;
}

/**
 * The site's default theme (Settings > Appearance > Enable Dark Mode) on the root element, where
 * the inline theme script reads it before first paint: data, not code, so the script and its
 * Content Security Policy hash stay the same whatever the setting.
 */
export function withSiteTheme(html: string, darkMode: boolean): string {
  return html.replace(/<html\b/i, `<html data-site-theme="${darkMode ? 'dark' : 'light'}"`);
}
