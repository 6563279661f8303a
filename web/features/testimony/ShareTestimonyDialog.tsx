import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import { Modal } from '../../components/modal/Modal.js';
import { SuccessDialog } from '../../components/modal/SuccessDialog.js';
import { ShareTestimonyForm } from './ShareTestimonyForm.js';

interface ShareTestimonyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Share Your Testimony modal, followed by the Success! dialog once it is sent. */
export function ShareTestimonyDialog({ open, onOpenChange }: ShareTestimonyDialogProps) {
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        busy={busy}
        size="lg"
        title="Share Your Testimony"
        description="Tell the church family what God has done. Your story may be the encouragement someone needs today."
      >
        <ShareTestimonyForm
          onBusyChange={setBusy}
          onSubmitted={() => {
            onOpenChange(false);
            setSucceeded(true);
          }}
        />
      </Modal>
      <SuccessDialog
        open={succeeded}
        onOpenChange={setSucceeded}
        message={MESSAGES.testimony.success}
      />
    </>
  );
}
