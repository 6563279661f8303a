import type { StreamType } from './constants.js';

/*
 * The embed rule of the spec (section 7): a stream's player URL from its embed and stream URLs.
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
  return facebookEmbed(url, raw) ?? vimeoEmbed(url);
}

/**
 * Every origin the embed rule converts a link to (YouTube, its no-cookie twin, Facebook's video
 * plugin, the Vimeo player and Vimeo live events), and the players of the other platforms the
 * spec names as stream types (Castr, Twitch), whose embed links the rule passes through as given:
 * the pages' frame sources. Any other player is allowed with EXTRA_PLAYER_ORIGINS.
 */
export const PLAYER_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://www.facebook.com',
  'https://player.vimeo.com',
  'https://vimeo.com',
  'https://player.castr.com',
  'https://player.castr.io',
  'https://player.twitch.tv',
] as const;

/** Only web addresses may reach an iframe: a `javascript:` or `data:` URL would run in the page. */
function safe(url: string): string {
  const parsed = parse(url);
  return parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? url.trim() : '';
}

/**
 * The URL to put in the player's iframe: embedUrl when it already contains "embed"; otherwise
 * YouTube watch, youtu.be and live links become youtube.com/embed/ID, Facebook links the video
 * plugin with autoplay off, Vimeo links the Vimeo player; otherwise embedUrl or streamUrl as given.
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
