export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The device's share sheet when there is one, else the link goes to the clipboard. */
export async function shareOrCopy(share: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to copying: some browsers refuse to share from a frame or without HTTPS.
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
