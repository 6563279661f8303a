import { MESSAGES } from '#shared/messages.js';
import { SubmissionDialog } from '#web/components/modal/SubmissionDialog.js';
import { ContactForm } from './ContactForm.js';

interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Contact Us modal, followed by the Success! dialog once the message is sent. */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  return (
    <SubmissionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Us"
      description="Send us a question, a prayer request or a word. Someone from the church will reply."
      successMessage={MESSAGES.contact.success}
    >
      {({ onBusyChange, onDone }) => <ContactForm onBusyChange={onBusyChange} onSent={onDone} />}
    </SubmissionDialog>
  );
}
