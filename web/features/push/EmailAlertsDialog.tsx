import { Modal } from '#web/components/modal/Modal.js';
import { StreamAlertsForm } from '#web/features/stream-alerts/index.js';

interface EmailAlertsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the email is offered: this browser cannot show notifications, or was told not to. */
  reason: string | null;
}

/** The go-live emails' sign-up, where notifications are not to be had (or not wanted). */
export function EmailAlertsDialog({ open, onOpenChange, reason }: EmailAlertsDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Get an email when we go live"
      description={
        reason ??
        'With a link straight to the stream. We first send a link to confirm your address.'
      }
    >
      <StreamAlertsForm label="Your email address" submitLabel="Email me" />
    </Modal>
  );
}
