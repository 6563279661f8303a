import { Button } from '#web/components/Button.js';
import { Modal } from './Modal.js';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. the spec's 'Are you sure you want to delete this event?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions are red (the design brief). */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone; used for every delete. */
export function ConfirmDialog({
  open,
  onOpenChange,
  message,
  title = 'Please confirm',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      busy={busy}
      className="confirm-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
