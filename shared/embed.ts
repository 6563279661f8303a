import type { StreamType } from './constants.js';

/*
 * The embed rule: a stream's player URL from its embed and stream URLs.
 * Pure, so the server's stream presenter and the browser's player agree on every URL.
 */

/** A URL typed without a scheme ("youtu.be/abc") still counts. */
function parse(url: string): URL | undefined {
  const text = url.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

/** The host without "www." or "m.", lower-cased. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
}

const isOn = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Which platform a stream URL belongs to. */
export function detectStreamType(url: string): StreamType {
  const parsed = parse(url);
  if (!parsed) return 'other';
  const host = hostOf(parsed);
  if (['youtube.com', 'youtu.be', 'youtube-nocookie.com'].some((d) => isOn(host, d))) {
    return 'youtube';
  }
  if (['facebook.com', 'fb.watch', 'fb.com'].some((d) => isOn(host, d))) return 'facebook';
  if (isOn(host, 'vimeo.com')) return 'vimeo';
  if (isOn(host, 'twitch.tv')) return 'twitch';
  if (['castr.com', 'castr.io'].some((d) => isOn(host, d))) return 'castr';
  return 'other';
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | undefined {
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (isOn(host, 'youtube.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'live' || segments[0] === 'shorts') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoEmbed(url: URL): string | undefined {
  if (hostOf(url) !== 'vimeo.com') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  // A live event: vimeo.com/event/123 plays at vimeo.com/event/123/embed.
  if (segments[0] === 'event' && /^\d+$/.test(segments[1] ?? '')) {
    return `https://vimeo.com/event/${segments[1]}/embed`;
  }
  // vimeo.com/123, vimeo.com/channels/x/123, and unlisted vimeo.com/123/abcdef (the hash is needed).
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index === -1) return undefined;
  const hash = segments[index + 1];
  const id = segments[index] as string;
  return hash && /^[\da-f]+$/i.test(hash)
    ? `https://player.vimeo.com/video/${id}?h=${hash}`
    : `https://player.vimeo.com/video/${id}`;
}

/** A channel's current live stream: youtube.com/channel/UC…/live plays by channel id. */
function youtubeChannelLive(url: URL): string | undefined {
  if (!isOn(hostOf(url), 'youtube.com')) return undefined;
  const [first, channel, last, ...rest] = url.pathname.split('/').filter(Boolean);
  if (first !== 'channel' || last !== 'live' || rest.length > 0) return undefined;
  if (!channel || !/^UC[\w-]{22}$/.test(channel)) return undefined;
  return `https://www.youtube.com/embed/live_stream?channel=${channel}`;
}

/** Twitch names are 4–25 letters, digits or underscores. */
const TWITCH_NAME = /^\w{4,25}$/;
/** Twitch pages that are not a channel, though they look like one. */
const TWITCH_PAGES = new Set([
  'directory',
  'videos',
  'settings',
  'search',
  'p',
  'downloads',
  'jobs',
]);

/**
 * Twitch's player, without its `parent`: Twitch checks that parent is the host of the page the
 * player sits in, which only the page itself knows for sure (see `withPlayerParent`).
 */
function twitchEmbed(url: URL): string | undefined {
  const host = hostOf(url);
  if (host === 'player.twitch.tv') return url.href;
  if (host !== 'twitch.tv') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'videos' && /^\d+$/.test(segments[1] ?? '')) {
    return `https://player.twitch.tv/?video=${segments[1]}`;
  }
  const name = segments[0]?.toLowerCase();
  if (segments.length === 1 && name && TWITCH_NAME.test(name) && !TWITCH_PAGES.has(name)) {
    return `https://player.twitch.tv/?channel=${name}`;
  }
  return undefined;
}

function facebookEmbed(url: URL, original: string): string | undefined {
  if (detectStreamType(url.href) !== 'facebook') return undefined;
  if (url.pathname.startsWith('/plugins/')) return url.href;
  return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(original.trim())}&show_text=false&autoplay=false`;
}

function convert(raw: string): string | undefined {
  const url = parse(raw);
  if (!url) return undefined;
  const id = youtubeId(url);
  if (id) return `https://www.youtube.com/embed/${id}`;
  return youtubeChannelLive(url) ?? facebookEmbed(url, raw) ?? vimeoEmbed(url) ?? twitchEmbed(url);
}

/**
 * Every origin the embed rule converts a link to (YouTube, its no-cookie twin, Facebook's video
 * plugin, the Vimeo player and Vimeo live events), and the players of the other platforms the
 * spec names as stream types (Castr, Twitch), whose embed links the rule passes through as given:
 * the pages' frame sources (castr.io serves its older `/hlsplayer/` links itself). Any other player is allowed with EXTRA_PLAYER_ORIGINS.
 */
export const PLAYER_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://www.facebook.com',
  'https://player.vimeo.com',
  'https://vimeo.com',
  'https://player.castr.com',
  'https://player.castr.io',
  'https://castr.io',
  'https://player.twitch.tv',
] as const;

/** Only web addresses may reach an iframe: a `javascript:` or `data:` URL would run in the page. */
function safe(url: string): string {
  const parsed = parse(url);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? url.trim() : '';
}

/**
 * The URL to put in the player's iframe: embedUrl when it already contains "embed"; otherwise
 * YouTube watch, youtu.be and live links become youtube.com/embed/ID (a channel's /live link its
 * live_stream player), Facebook links the video plugin with autoplay off, Vimeo links the Vimeo
 * player, Twitch channels and videos the Twitch player; otherwise embedUrl or streamUrl as given.
 */
export function toEmbedUrl({
  embedUrl,
  streamUrl,
}: {
  embedUrl?: string | null;
  streamUrl?: string | null;
}): string {
  const embed = embedUrl?.trim() ?? '';
  const stream = streamUrl?.trim() ?? '';
  if (embed.includes('embed')) return safe(embed);
  const converted = (stream && convert(stream)) || (embed && convert(embed));
  return safe(converted || embed || stream);
}

/**
 * The player URL as a page puts it in its iframe. Twitch refuses to play without `parent`, the
 * host of the embedding page: the page adds its own host, so the same stored URL plays on the
 * site, a preview address and localhost alike.
 */
export function withPlayerParent(embedUrl: string, pageHost: string): string {
  const url = parse(embedUrl);
  if (!url || url.hostname !== 'player.twitch.tv' || url.searchParams.has('parent')) {
    return embedUrl;
  }
  url.searchParams.set('parent', pageHost);
  return url.href;
}

/** Why a stream's links give no player visitors can watch in the page, if they do not. */
export type EmbedProblem = 'not-a-player' | 'unknown-site';

/**
 * Checks a stream's links before saving, as the form shows it: `not-a-player` when the link is on
 * a platform the rule knows but is a page rather than a video or live stream (a YouTube handle, a
 * Twitch directory); `unknown-site` when its host is none of PLAYER_ORIGINS (the server's
 * frame-src blocks it unless EXTRA_PLAYER_ORIGINS allows it); undefined when it plays.
 */
export function embedProblem(links: {
  embedUrl?: string | null;
  streamUrl?: string | null;
}): EmbedProblem | undefined {
  const player = parse(toEmbedUrl(links));
  if (!player) return 'not-a-player';
  const origins: readonly string[] = PLAYER_ORIGINS;
  if (!origins.includes(player.origin)) {
    const known = detectStreamType(player.href) !== 'other';
    return known ? 'not-a-player' : 'unknown-site';
  }
  const host = hostOf(player);
  const path = player.pathname;
  if (isOn(host, 'youtube.com') || isOn(host, 'youtube-nocookie.com')) {
    return path.startsWith('/embed/') ? undefined : 'not-a-player';
  }
  if (host === 'facebook.com') return path.startsWith('/plugins/') ? undefined : 'not-a-player';
  if (host === 'vimeo.com') return /^\/event\/\d+\/embed/.test(path) ? undefined : 'not-a-player';
  if (host === 'player.twitch.tv') {
    const { searchParams } = player;
    return searchParams.has('channel') ||
      searchParams.has('video') ||
      searchParams.has('collection')
      ? undefined
      : 'not-a-player';
  }
  return undefined;
}
