import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { type ShareOutcome, shareOrCopy } from '#web/lib/share.js';

/** The link to share: this site's livestream page, opening the chosen stream. */
export function shareLink(stream: PublicStream): string {
  const url = new URL(SITE_ROUTES.liveStream.path, window.location.origin);
  url.searchParams.set('stream', stream._id);
  return url.toString();
}

export type { ShareOutcome };

/** The device's share sheet when there is one, else the link goes to the clipboard. */
export function shareStream(stream: PublicStream): Promise<ShareOutcome> {
  return shareOrCopy({
    title: stream.title,
    text: `Watch ${stream.title} live with us`,
    url: shareLink(stream),
  });
}
