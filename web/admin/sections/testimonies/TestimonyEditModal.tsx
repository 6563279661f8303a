import { MESSAGES } from '#shared/messages.js';
import { adminTestimonyUpdateSchema } from '#shared/schemas/admin-testimonies.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import { EditDialog } from '#web/admin/kit/index.js';
import { useUpdateTestimony } from './api.js';

/** Edit a testimony's title and text (a typo, a surname) and whether the wall shows it. */
export function TestimonyEditModal({
  testimony,
  onClose,
}: {
  testimony: Testimony;
  onClose: () => void;
}) {
  return (
    <EditDialog
      item={testimony}
      title="Edit Testimony"
      description={`Shared by ${testimony.name}`}
      size="lg"
      schema={adminTestimonyUpdateSchema}
      values={{
        title: testimony.title,
        testimony: testimony.testimony,
        isApproved: testimony.isApproved,
      }}
      fields={[
        { name: 'title', id: 'testimony-title', label: 'Title', kind: 'input', required: true },
        {
          name: 'testimony',
          id: 'testimony-text',
          label: 'Testimony',
          kind: 'textarea',
          rows: 8,
          required: true,
        },
        {
          name: 'isApproved',
          id: 'testimony-approved',
          label: 'Approved',
          hint: 'Approved testimonies appear on the public testimony wall.',
          kind: 'checkbox',
        },
      ]}
      update={useUpdateTestimony()}
      failedText={MESSAGES.adminTestimonies.updateFailed}
      onClose={onClose}
    />
  );
}
