import { Check } from 'lucide-react';
import type { Testimony } from '#shared/schemas/submissions.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import {
  CardButton,
  AdminCard,
  DeleteButton,
  EditButton,
  StatusPill,
} from '#web/admin/kit/index.js';

interface TestimonyCardProps {
  testimony: Testimony;
  busy: boolean;
  onApprove: (testimony: Testimony) => void;
  onEdit: (testimony: Testimony) => void;
  onDelete: (testimony: Testimony) => void;
}

/** One testimony: title, who shared it and when, the text clamped to 3 lines, and its actions. */
export function TestimonyCard({
  testimony,
  busy,
  onApprove,
  onEdit,
  onDelete,
}: TestimonyCardProps) {
  return (
    <AdminCard
      title={testimony.title}
      pills={
        <>
          {testimony.isApproved ? (
            <StatusPill tone="approved">Approved</StatusPill>
          ) : (
            <StatusPill tone="pending">Pending</StatusPill>
          )}
          {/* The sender's choice: approving one kept for the team never puts it on the wall. */}
          {testimony.sharePublicly ? (
            <StatusPill tone="featured">Shared publicly</StatusPill>
          ) : (
            <StatusPill tone="neutral">Team only</StatusPill>
          )}
        </>
      }
      meta={
        <>
          <span>{testimony.name}</span>
          <span>{testimony.email}</span>
          <time dateTime={testimony.createdAt}>{formatDateTime(testimony.createdAt)}</time>
        </>
      }
      clamp
      actions={
        <>
          {/* Approve only while pending; an approved one is taken back in Edit. */}
          {testimony.isApproved ? null : (
            <CardButton icon={Check} disabled={busy} onClick={() => onApprove(testimony)}>
              Approve
            </CardButton>
          )}
          <EditButton disabled={busy} onClick={() => onEdit(testimony)} />
          <DeleteButton disabled={busy} onClick={() => onDelete(testimony)} />
        </>
      }
    >
      {testimony.testimony}
    </AdminCard>
  );
}
