import { EraseByEmailModal, type EraseByEmailCopy } from '#web/admin/kit/index.js';
import { useEraseFollowUps } from './api.js';

const COPY: EraseByEmailCopy = {
  fieldId: 'follow-up-erase-email',
  title: 'Erase a person’s follow-ups',
  description: 'Every follow-up with this email address is erased for good, with the team’s notes.',
  failure: 'Failed to erase the follow-ups',
};

/** Erase every follow-up of one person, when they ask. */
export function FollowUpEraseModal(props: {
  open: boolean;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const erase = useEraseFollowUps();
  return <EraseByEmailModal {...props} erase={erase} copy={COPY} />;
}
