import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.js';
import { Modal } from '../../components/modal/Modal.js';
import { SuccessDialog } from '../../components/modal/SuccessDialog.js';
import { ContactForm } from './ContactForm.js';

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Contact Us modal, followed by the Success! dialog once the message is sent. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        busy={busy}
        size="lg"
        title="Contact Us"
        description="Send us a question, a prayer request or a word. Someone from the church will reply."
      >
        <ContactForm
          onBusyChange={setBusy}
          onSent={() => {
            onOpenChange(false);
            setSucceeded(true);
          }}
        />
      </Modal>
      <SuccessDialog
        open={succeeded}
        onOpenChange={setSucceeded}
        message={MESSAGES.contact.success}
      />
    </>
  );
}
