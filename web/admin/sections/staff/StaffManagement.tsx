import './staff.css';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { StaffMemberInfo } from '#shared/schemas/staff.js';
import { Button } from '#web/components/Button.js';
import { useAdminSessionQuery } from '#web/admin/auth/index.js';
import {
  AdminCardGrid,
  AdminSectionFrame,
  type AdminSectionViewProps,
  DeleteConfirm,
  FailureBanner,
  ListBanners,
  ListLoading,
  useActionFailure,
} from '#web/admin/kit/index.js';
import { useDeleteStaff, useResendInvite, useStaff } from './api.js';
import { StaffCard } from './StaffCard.js';
import { StaffFormModal } from './StaffFormModal.js';
import { StaffInviteModal } from './StaffInviteModal.js';

const LOAD_FAILED = 'Failed to load staff';
const DELETE_FAILED = 'Failed to delete staff member';
const RESEND_FAILED = 'Failed to send the invite again';

/**
 * Staff: who signs in to the panel, with what role; invite by email (they choose their own
 * password), edit, resend an invite, delete.
 */
export function StaffManagement(props: AdminSectionViewProps) {
  const staff = useStaff();
  const me = useAdminSessionQuery().data?.admin._id;
  const remove = useDeleteStaff();
  const failure = useActionFailure();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffMemberInfo | null>(null);
  const [inviting, setInviting] = useState(false);
  const resend = useResendInvite();
  const [deleting, setDeleting] = useState<StaffMemberInfo | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    failure.dismiss();
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setNotice(`${deleting.displayName} was removed and signed out.`);
        setDeleting(null);
      },
      onError: (error) => {
        failure.fail(error, DELETE_FAILED);
        setDeleting(null);
      },
    });
  };

  const resendTo = (member: StaffMemberInfo) => {
    failure.dismiss();
    resend.mutate(member._id, {
      onSuccess: () => setNotice(`A new invite was sent to ${member.email}.`),
      onError: (error) => failure.fail(error, RESEND_FAILED),
    });
  };

  const addButton = (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden="true" size={18} />
      Invite Staff Member
    </Button>
  );

  return (
    <AdminSectionFrame {...props} actions={addButton}>
      <div className="admin-list">
        <ListBanners failure={failure} notice={notice} onNoticeDismiss={() => setNotice(null)} />
        {/* The cards' names are level-3 headings; this keeps the outline in order. */}
        <h2 className="visually-hidden">Staff accounts</h2>
        {staff.isPending ? (
          <ListLoading text="Loading staff..." cards={2} />
        ) : staff.isError ? (
          <FailureBanner
            message={LOAD_FAILED}
            onDismiss={() => void staff.refetch()}
            onRetry={() => void staff.refetch()}
          />
        ) : (
          <AdminCardGrid
            label="Staff"
            items={staff.data}
            getKey={(member) => member._id}
            renderItem={(member) => (
              <StaffCard
                member={member}
                isMe={member._id === me}
                onEdit={() => setEditing(member)}
                onDelete={() => setDeleting(member)}
                onResend={() => resendTo(member)}
                resending={resend.isPending && resend.variables === member._id}
              />
            )}
          />
        )}
      </div>
      {editing ? (
        <StaffFormModal
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(`${saved.displayName} was saved.`);
          }}
        />
      ) : null}
      {inviting ? (
        <StaffInviteModal
          onClose={() => setInviting(false)}
          onInvited={(invited) => {
            setInviting(false);
            setNotice(`An invite was sent to ${invited.email}.`);
          }}
        />
      ) : null}
      <DeleteConfirm
        thing="staff member"
        name={deleting ? deleting.displayName : null}
        detail="They are signed out at once; what they did stays in the audit log."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminSectionFrame>
  );
}
