import { MESSAGES } from '#shared/messages.js';
import { SubmissionDialog } from '#web/components/modal/SubmissionDialog.js';
import { ShareTestimonyForm } from './ShareTestimonyForm.js';

interface ShareTestimonyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Share Your Testimony modal, followed by the Success! dialog once it is sent. */
export function ShareTestimonyDialog({ open, onOpenChange }: ShareTestimonyDialogProps) {
  return (
    <SubmissionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Testimony"
      description="Tell the church family what God has done. Your story may be the encouragement someone needs today."
      successMessage={MESSAGES.testimony.success}
    >
      {({ onBusyChange, onDone }) => (
        <ShareTestimonyForm onBusyChange={onBusyChange} onSubmitted={onDone} />
      )}
    </SubmissionDialog>
  );
}
