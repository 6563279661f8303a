import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.js';
import { SuccessDialog } from './SuccessDialog.js';

export interface SubmissionFormHandlers {
  onBusyChange: (busy: boolean) => void;
  /** The form was sent: the dialog closes and the Success! dialog says so. */
  onDone: () => void;
}

interface SubmissionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  successMessage: string;
  children: (handlers: SubmissionFormHandlers) => ReactNode;
}

/** A visitor's form in a dialog (testimony, contact), followed by the Success! dialog. */
export function SubmissionDialog({
  open,
  onOpenChange,
  title,
  description,
  successMessage,
  children,
}: SubmissionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        busy={busy}
        size="lg"
        title={title}
        description={description}
      >
        {children({
          onBusyChange: setBusy,
          onDone: () => {
            onOpenChange(false);
            setSucceeded(true);
          },
        })}
      </Modal>
      <SuccessDialog open={succeeded} onOpenChange={setSucceeded} message={successMessage} />
    </>
  );
}
