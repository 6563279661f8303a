import { adminLive } from '#web/lib/live/index.js';
import { useAppendHostChatMessage } from './api.js';
import { HostChatPanel } from './HostChatPanel.js';

/** How often the team chat is asked again while no event stream brings its messages. */
export const HOST_CHAT_POLL_MS = 5000;

/** In the panel: new messages come on the panel's event stream, polled only while it is down. */
export function AdminHostChat({ streamId }: { streamId: string }) {
  const append = useAppendHostChatMessage();
  const { polling } = adminLive.useLive(
    {},
    {
      'host-chat-message': (message) => {
        append(message);
      },
    },
  );
  return <HostChatPanel streamId={streamId} pollMs={polling ? HOST_CHAT_POLL_MS : false} />;
}

/**
 * On the public live page, for a browser holding a staff token: polled every few seconds
 * rather than opening the panel's event stream beside the page's own.
 */
export function PageHostChat({ streamId }: { streamId: string }) {
  return <HostChatPanel streamId={streamId} pollMs={HOST_CHAT_POLL_MS} />;
}
