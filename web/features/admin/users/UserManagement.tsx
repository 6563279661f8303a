import './users.css';
import { UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../shared/schemas/admin-list.js';
import {
  USER_STATUS_FILTERS,
  type AdminUser,
  type UserStatusFilter,
} from '../../../../shared/schemas/admin-users.js';
import { Button } from '../../../components/Button.js';
import { ManagementList, useManagementList, useListParams } from '../kit/index.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '../shell/AdminSectionFrame.js';
import { useBlockUser } from './block-user.js';
import { useDeleteUser } from './delete-user.js';
import { useAdminUsers } from './get-admin-users.js';
import { UserCard } from './UserCard.js';
import { UserFormModal } from './UserFormModal.js';

const TEXTS = MESSAGES.adminUsers;
const FILTER_DEFAULTS = { status: 'all' };
const STATUS_LABELS: Record<UserStatusFilter, string> = {
  all: 'All users',
  active: 'Active',
  blocked: 'Blocked',
};
const STATUS_OPTIONS = USER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** User Management: search, status filter, cards, edit, block/unblock, delete. */
export function UserManagement(props: AdminSectionViewProps) {
  const params = useListParams(FILTER_DEFAULTS);
  const query = useMemo(
    () => ({
      search: params.search || undefined,
      page: params.page,
      limit: ADMIN_LIST_DEFAULT_LIMIT,
      status: (USER_STATUS_FILTERS as readonly string[]).includes(params.filters.status)
        ? (params.filters.status as UserStatusFilter)
        : 'all',
    }),
    [params.search, params.page, params.filters],
  );
  const users = useAdminUsers(query);
  const block = useBlockUser();
  const state = useManagementList<AdminUser>({
    remove: useDeleteUser(),
    deleteFailed: TEXTS.deleteFailed,
    deletedNotice: (user) => `${user.name} was deleted.`,
  });
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);

  const toggleBlock = (user: AdminUser) =>
    state.act(block, { id: user._id, isBlocked: !user.isBlocked }, TEXTS.blockFailed, (saved) =>
      state.setNotice(
        saved.isBlocked
          ? `${saved.name} is blocked and can no longer post.`
          : `${saved.name} is unblocked.`,
      ),
    );

  const addButton = (
    <Button onClick={() => setEditing({ user: null })}>
      <UserPlus aria-hidden="true" size={18} />
      Add User
    </Button>
  );

  return (
    <AdminSectionFrame {...props} actions={addButton}>
      <ManagementList
        searchPlaceholder="Search name, email, phone"
        searchLabel="Search users"
        filters={[
          { name: 'status', label: 'User status', value: query.status, options: STATUS_OPTIONS },
        ]}
        noun={['user', 'users']}
        query={users}
        items={users.data?.users}
        texts={TEXTS}
        params={params}
        state={state}
        empty={{
          icon: Users,
          firstUseHint:
            'Members appear here when they register on the livestream page. You can also add one yourself.',
          firstUseAction: addButton,
        }}
        label="Users"
        pagerLabel="User pages"
        renderItem={(user) => (
          <UserCard
            user={user}
            blocking={block.isPending && block.variables?.id === user._id}
            onBlock={() => toggleBlock(user)}
            onEdit={() => setEditing({ user })}
            onDelete={() => state.askDelete(user)}
          />
        )}
        deleteThing="user"
        deleteName={(user) => user.name}
        backFromEmptyPage
      >
        {editing ? (
          <UserFormModal
            user={editing.user}
            onClose={() => setEditing(null)}
            onSaved={(saved, added) => {
              setEditing(null);
              state.setNotice(added ? `${saved.name} was added.` : `${saved.name} was saved.`);
            }}
          />
        ) : null}
      </ManagementList>
    </AdminSectionFrame>
  );
}
