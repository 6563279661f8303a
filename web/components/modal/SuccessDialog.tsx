import { CircleCheck } from 'lucide-react';
import { Button } from '#web/components/Button.js';
import { Modal } from './Modal.js';

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
}

/** The spec's Success! dialog: the message of what just happened, and a Close button. */
export function SuccessDialog({ open, onOpenChange, message }: SuccessDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Success!"
      className="modal--success"
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <div className="success-dialog">
        <CircleCheck className="success-dialog__icon" aria-hidden="true" size={44} />
        <p className="success-dialog__message">{message}</p>
      </div>
    </Modal>
  );
}
