import './members.css';
import { UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '#shared/schemas/admin-list.js';
import {
  MEMBER_STATUS_FILTERS,
  type AdminMember,
  type MemberStatusFilter,
} from '#shared/schemas/admin-members.js';
import { Button } from '#web/components/Button.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import { useBlockMember } from './block-member.js';
import { useDeleteMember } from './delete-member.js';
import { useAdminMembers } from './get-admin-members.js';
import { MemberCard } from './MemberCard.js';
import { MemberFormModal } from './MemberFormModal.js';

const TEXTS = MESSAGES.adminMembers;
const FILTER_DEFAULTS = { status: 'all' };
const STATUS_LABELS: Record<MemberStatusFilter, string> = {
  all: 'All users',
  active: 'Active',
  blocked: 'Blocked',
};
const STATUS_OPTIONS = MEMBER_STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

/** User Management: search, status filter, cards, edit, block/unblock, delete. */
export function MemberManagement(props: AdminSectionViewProps) {
  const params = useListParams(FILTER_DEFAULTS);
  const query = useMemo(
    () => ({
      search: params.search || undefined,
      page: params.page,
      limit: ADMIN_LIST_DEFAULT_LIMIT,
      status: (MEMBER_STATUS_FILTERS as readonly string[]).includes(params.filters.status)
        ? (params.filters.status as MemberStatusFilter)
        : 'all',
    }),
    [params.search, params.page, params.filters],
  );
  const members = useAdminMembers(query);
  const block = useBlockMember();
  const state = useManagementList<AdminMember>({
    remove: useDeleteMember(),
    deleteFailed: TEXTS.deleteFailed,
    deletedNotice: (member) => `${member.name} was deleted.`,
  });
  const [editing, setEditing] = useState<{ member: AdminMember | null } | null>(null);

  const toggleBlock = (member: AdminMember) =>
    state.act(block, { id: member._id, isBlocked: !member.isBlocked }, TEXTS.blockFailed, (saved) =>
      state.setNotice(
        saved.isBlocked
          ? `${saved.name} is blocked and can no longer post.`
          : `${saved.name} is unblocked.`,
      ),
    );

  const addButton = (
    <Button onClick={() => setEditing({ member: null })}>
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
        query={members}
        items={members.data?.users}
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
        renderItem={(member) => (
          <MemberCard
            member={member}
            blocking={block.isPending && block.variables?.id === member._id}
            onBlock={() => toggleBlock(member)}
            onEdit={() => setEditing({ member })}
            onDelete={() => state.askDelete(member)}
          />
        )}
        deleteThing="user"
        deleteName={(member) => member.name}
        backFromEmptyPage
      >
        {editing ? (
          <MemberFormModal
            member={editing.member}
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
