import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicStream } from '#shared/schemas/streams.js';

/** The link to share: this site's livestream page, opening the chosen stream. */
export function shareLink(stream: PublicStream): string {
  const url = new URL(SITE_ROUTES.liveStream.path, window.location.origin);
  url.searchParams.set('stream', stream._id);
  return url.toString();
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The device's share sheet when there is one, else the link goes to the clipboard. */
export async function shareStream(stream: PublicStream): Promise<ShareOutcome> {
  const url = shareLink(stream);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: stream.title,
        text: `Watch ${stream.title} live with us`,
        url,
      });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to copying: some browsers refuse to share from a frame or without HTTPS.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
