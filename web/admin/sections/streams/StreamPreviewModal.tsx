import { withPlayerParent } from '#shared/embed.js';
import type { AdminStream } from '#shared/schemas/admin-streams.js';
import { Modal } from '#web/components/modal/Modal.js';
import { STREAM_TYPE_LABELS } from '#shared/schemas/admin-streams.js';

/** The stream's player as visitors will see it. */
export function StreamPreviewModal({
  stream,
  onClose,
}: {
  stream: AdminStream | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={stream !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={stream ? `Preview: ${stream.title}` : 'Preview'}
      description={stream ? `${STREAM_TYPE_LABELS[stream.streamType]} · ${stream.streamUrl}` : ''}
      size="lg"
    >
      {stream ? (
        stream.embedUrl ? (
          <div className="stream-preview">
            <iframe
              className="stream-preview__player"
              src={withPlayerParent(stream.embedUrl, window.location.hostname)}
              title={`${stream.title} player`}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : (
          <p className="stream-preview__none">This stream has no player address to preview.</p>
        )
      ) : null}
    </Modal>
  );
}
