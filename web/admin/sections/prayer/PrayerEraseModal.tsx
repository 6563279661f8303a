import { EraseByEmailModal, type EraseByEmailCopy } from '#web/admin/kit/index.js';
import { useErasePrayerRequests } from './api.js';

const COPY: EraseByEmailCopy = {
  fieldId: 'prayer-erase-email',
  title: 'Erase a person’s prayer requests',
  description:
    'Everything sent from this email address is erased for good: requests, notes, and their copies in the live chat and contact messages.',
  failure: 'Failed to erase the prayer requests',
};

/**
 * Erase everything one person sent, when they ask: their requests with the team's notes, and
 * the copies in the live chat and Contact Management.
 */
export function PrayerEraseModal(props: {
  open: boolean;
  onClose: () => void;
  onErased: (message: string) => void;
}) {
  const erase = useErasePrayerRequests();
  return <EraseByEmailModal {...props} erase={erase} copy={COPY} />;
}
