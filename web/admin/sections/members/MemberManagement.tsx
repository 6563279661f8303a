import './members.css';
import { UserPlus, Users } from 'lucide-react';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '#shared/schemas/admin-list.js';
import { MEMBER_STATUS_FILTERS, type AdminMember } from '#shared/schemas/admin-members.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import { useAdminMembers, useBlockMember, useDeleteMember } from './api.js';
import { MemberCard } from './MemberCard.js';
import { MemberFormModal } from './MemberFormModal.js';

const TEXTS = MESSAGES.adminMembers;
const COPY: ListSectionCopy<AdminMember> = {
  things: ['user', 'users'],
  searchPlaceholder: 'Search name, email, phone',
  texts: TEXTS,
  emptyIcon: Users,
  firstUseHint:
    'Members appear here when they register on the livestream page. You can also add one yourself.',
  deleteName: (member) => member.name,
};
const STATUS_LABELS = { all: 'All users', active: 'Active', blocked: 'Blocked' } as const;
const FILTERS = {
  status: {
    label: 'User status',
    options: MEMBER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] })),
  },
};

/** User Management: search, status filter, cards, edit, block/unblock, delete. */
export function MemberManagement(props: AdminSectionViewProps) {
  const list = useListSection({
    copy: COPY,
    filters: FILTERS,
    remove: useDeleteMember(),
    deletedNotice: (member) => `${member.name} was deleted.`,
  });
  const members = useAdminMembers({
    search: list.params.search || undefined,
    page: list.params.page,
    limit: ADMIN_LIST_DEFAULT_LIMIT,
    status: list.filters.status,
  });
  const block = useBlockMember();

  const toggleBlock = (member: AdminMember) =>
    list.state.act(
      block,
      { id: member._id, isBlocked: !member.isBlocked },
      TEXTS.blockFailed,
      (saved) =>
        list.state.setNotice(
          saved.isBlocked
            ? `${saved.name} is blocked and can no longer post.`
            : `${saved.name} is unblocked.`,
        ),
    );

  return (
    <ListSection
      {...props}
      add={{ label: 'Add User', icon: UserPlus }}
      list={list}
      query={members}
      items={members.data?.users}
      renderItem={(member) => (
        <MemberCard
          member={member}
          blocking={runningOn(block) === member._id}
          onBlock={() => toggleBlock(member)}
          onEdit={() => list.edit(member)}
          onDelete={() => list.state.askDelete(member)}
        />
      )}
      renderEditor={(member) => (
        <MemberFormModal
          member={member}
          onClose={list.closeEditor}
          onSaved={(saved, added) => {
            list.closeEditor();
            list.state.setNotice(added ? `${saved.name} was added.` : `${saved.name} was saved.`);
          }}
        />
      )}
      backFromEmptyPage
    />
  );
}
