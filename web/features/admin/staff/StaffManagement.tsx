import './staff.css';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { StaffMemberInfo } from '#shared/schemas/staff.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { useAdminSessionQuery } from '#web/features/admin/auth/index.js';
import {
  AdminCardGrid,
  AdminSectionFrame,
  type AdminSectionViewProps,
  DeleteConfirm,
  FailureBanner,
  ListLoading,
  useActionFailure,
} from '#web/features/admin/kit/index.js';
import { useDeleteStaff } from './delete-staff.js';
import { useStaff } from './get-staff.js';
import { StaffCard } from './StaffCard.js';
import { StaffFormModal } from './StaffFormModal.js';

const LOAD_FAILED = 'Failed to load staff';
const DELETE_FAILED = 'Failed to delete staff member';

/** Staff: who signs in to the panel, with what role; add, edit, reset a password, delete. */
export function StaffManagement(props: AdminSectionViewProps) {
  const staff = useStaff();
  const me = useAdminSessionQuery().data?.admin._id;
  const remove = useDeleteStaff();
  const failure = useActionFailure();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ member: StaffMemberInfo | null } | null>(null);
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

  const addButton = (
    <Button onClick={() => setEditing({ member: null })}>
      <UserPlus aria-hidden="true" size={18} />
      Add Staff Member
    </Button>
  );

  return (
    <AdminSectionFrame {...props} actions={addButton}>
      <div className="admin-list">
        {failure.message ? (
          <FailureBanner message={failure.message} onDismiss={failure.dismiss} />
        ) : null}
        {notice ? (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        ) : null}
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
                onEdit={() => setEditing({ member })}
                onDelete={() => setDeleting(member)}
              />
            )}
          />
        )}
      </div>
      {editing ? (
        <StaffFormModal
          member={editing.member}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setNotice(
              added ? `${saved.displayName} was added.` : `${saved.displayName} was saved.`,
            );
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
