import { v5 as uuidV5 } from 'uuid';
import type { PublicSermon, SermonAudioType } from '#shared/schemas/sermons.js';

/**
 * A church's sermons as a podcast: RSS 2.0 with the Apple Podcasts (`itunes`), Podcasting 2.0
 * (`podcast`) and Atom namespaces, holding what the Podcast Standards Project's PSP-1 requires
 * of a channel and its episodes. Pure: the same sermons give the same bytes, whatever the clock.
 *
 * Written here rather than through a feed library: the one installed stamps every feed with the
 * time it was built, gives durations as HH:MM:SS, and writes an empty owner email when there is
 * none. Every text goes through `text()` and every attribute through `attribute()`.
 */

export interface PodcastChannel {
  title: string;
  /** At most 4000 bytes are kept (PSP-1), cut between two characters. */
  description: string;
  /** The site's origin, absolute: `https://church.example.org`. */
  siteUrl: string;
  /** Where this feed itself is served, absolute. */
  feedUrl: string;
  /** The page the podcast stands for; the site's home page when not given. */
  link?: string;
  /** ISO 639 code, as `en` or `pt-BR`. */
  language: string;
  /** The church's name. */
  author: string;
  /** Where directories reach whoever may move or claim the podcast. */
  ownerEmail?: string | undefined;
  /** A square image of 1400 to 3000 pixels, absolute. */
  artworkUrl: string;
}

/** PSP-1's limit for a channel's and an episode's description. */
export const PODCAST_DESCRIPTION_MAX_BYTES = 4000;

/** The UUIDv5 namespace Podcasting 2.0 derives a feed's `podcast:guid` in. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

const NAMESPACES = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

/**
 * A feed's lasting identity, derived from its address as Podcasting 2.0 says: the URL without its
 * scheme and trailing slashes, as a UUIDv5 in the podcast namespace. Apps follow a podcast across
 * a move of its feed by it.
 */
export function podcastGuid(feedUrl: string): string {
  const bare = feedUrl
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/\/+$/, '');
  return uuidV5(bare, PODCAST_GUID_NAMESPACE);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const ELLIPSIS = '…';

/**
 * `value` in at most `maxBytes` of UTF-8, cut between two characters as a reader sees them (an
 * accented letter or an emoji is never split) and ending in an ellipsis when cut.
 */
export function cutToBytes(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value) <= maxBytes) return value;
  const room = maxBytes - Buffer.byteLength(ELLIPSIS);
  let kept = '';
  let bytes = 0;
  for (const { segment } of graphemes.segment(value)) {
    const size = Buffer.byteLength(segment);
    if (bytes + size > room) break;
    kept += segment;
    bytes += size;
  }
  return kept.trimEnd() + ELLIPSIS;
}

/**
 * Characters XML 1.0 cannot hold at all, even escaped: most control characters, and half of a
 * surrogate pair without its other half.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as element content: markup characters escaped, characters XML refuses dropped. */
function text(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text as a double-quoted attribute's value. */
function attribute(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `<name attr="…">text</name>`; attributes and text escaped here. */
function element(name: string, content: string, attributes: Record<string, string> = {}): string {
  return `<${name}${attributesOf(attributes)}>${text(content)}</${name}>`;
}

function emptyElement(name: string, attributes: Record<string, string>): string {
  return `<${name}${attributesOf(attributes)}/>`;
}

function attributesOf(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('');
}

/** A site path (`/uploads/…`) made absolute on the site; an absolute address left as it is. */
function absolute(url: string, siteUrl: string): string {
  return new URL(url, siteUrl).href;
}

/** RFC 2822, as RSS 2.0 dates are written: `Sun, 07 Sep 2025 10:30:00 GMT`. */
function rfc2822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** The enclosure's type: as the upload read it, or told by the extension of a file elsewhere. */
function enclosureType(sermon: PublicSermon): SermonAudioType {
  if (sermon.audioType) return sermon.audioType;
  const path = sermon.audioUrl.split(/[?#]/, 1)[0] ?? '';
  return /\.(m4a|mp4|aac)$/i.test(path) ? 'audio/mp4' : 'audio/mpeg';
}

/** An episode's description: its summary, or who preached it on what when it has none. */
function episodeDescription(sermon: PublicSermon): string {
  const summary = sermon.summary.trim();
  if (summary) return summary;
  return sermon.scripture ? `${sermon.preacher} · ${sermon.scripture}` : sermon.preacher;
}

function itemXml(sermon: PublicSermon, channel: PodcastChannel): string {
  const page = absolute(`/sermons/${encodeURIComponent(sermon._id)}`, channel.siteUrl);
  return [
    '<item>',
    element('title', sermon.title),
    element('description', cutToBytes(episodeDescription(sermon), PODCAST_DESCRIPTION_MAX_BYTES)),
    element('link', page),
    element('guid', sermon._id, { isPermaLink: 'false' }),
    element('pubDate', rfc2822(sermon.preachedAt)),
    emptyElement('enclosure', {
      url: absolute(sermon.audioUrl, channel.siteUrl),
      length: String(sermon.audioBytes),
      type: enclosureType(sermon),
    }),
    element('itunes:duration', String(sermon.durationSeconds)),
    element('itunes:episodeType', 'full'),
    element('itunes:author', sermon.preacher),
    element('itunes:explicit', 'false'),
    '</item>',
  ].join('\n');
}

/**
 * The feed for `sermons`, in the order given (latest first, as apps expect). Sermons without
 * audio have nothing to enclose and are left out; relative addresses are made absolute on
 * `siteUrl`.
 */
export function buildPodcastFeed(
  channel: PodcastChannel,
  sermons: readonly PublicSermon[],
): string {
  const episodes = sermons.filter((sermon) => sermon.audioUrl.trim() !== '');
  const link = absolute(channel.link ?? '/', channel.siteUrl);
  const artwork = absolute(channel.artworkUrl, channel.siteUrl);
  const latest = episodes.reduce<string | undefined>(
    (newest, sermon) =>
      newest === undefined || Date.parse(sermon.preachedAt) > Date.parse(newest)
        ? sermon.preachedAt
        : newest,
    undefined,
  );
  const owner = channel.ownerEmail
    ? `<itunes:owner>${element('itunes:name', channel.author)}${element('itunes:email', channel.ownerEmail)}</itunes:owner>`
    : `<itunes:owner>${element('itunes:name', channel.author)}</itunes:owner>`;

  const channelXml = [
    element('title', channel.title),
    element('link', link),
    element('description', cutToBytes(channel.description, PODCAST_DESCRIPTION_MAX_BYTES)),
    element('language', channel.language),
    emptyElement('atom:link', {
      href: channel.feedUrl,
      rel: 'self',
      type: 'application/rss+xml',
    }),
    element('generator', 'Lampstand'),
    ...(latest
      ? [element('pubDate', rfc2822(latest)), element('lastBuildDate', rfc2822(latest))]
      : []),
    `<image>${element('url', artwork)}${element('title', channel.title)}${element('link', link)}</image>`,
    element('itunes:author', channel.author),
    owner,
    emptyElement('itunes:image', { href: artwork }),
    `<itunes:category text="${attribute('Religion & Spirituality')}">${emptyElement('itunes:category', { text: 'Christianity' })}</itunes:category>`,
    element('itunes:explicit', 'false'),
    element('itunes:type', 'episodic'),
    element('podcast:guid', podcastGuid(channel.feedUrl)),
    element('podcast:locked', 'no', channel.ownerEmail ? { owner: channel.ownerEmail } : {}),
    ...episodes.map((sermon) => itemXml(sermon, channel)),
  ];

  const namespaces = Object.entries(NAMESPACES)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${namespaces}>`,
    '<channel>',
    ...channelXml,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
