import './users.css';
import { UserPlus, Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../shared/schemas/admin-list.js';
import {
  USER_STATUS_FILTERS,
  type AdminUser,
  type UserStatusFilter,
} from '../../../../shared/schemas/admin-users.js';
import { Banner } from '../../../components/Banner.js';
import { Button } from '../../../components/Button.js';
import {
  AdminCardGrid,
  DeleteConfirm,
  FailureBanner,
  ListBody,
  ListEmpty,
  ListToolbar,
  Pager,
  useActionFailure,
  useListParams,
} from '../kit/index.js';
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
  const remove = useDeleteUser();
  const failure = useActionFailure();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const data = users.data;
  const { setPage } = params;
  useEffect(() => {
    if (data && data.users.length === 0 && data.total > 0 && data.page > 1) {
      setPage(Math.ceil(data.total / data.limit));
    }
  }, [data, setPage]);

  const toggleBlock = (user: AdminUser) => {
    failure.dismiss();
    block.mutate(
      { id: user._id, isBlocked: !user.isBlocked },
      {
        onSuccess: (saved) =>
          setNotice(
            saved.isBlocked
              ? `${saved.name} is blocked and can no longer post.`
              : `${saved.name} is unblocked.`,
          ),
        onError: (error) => failure.fail(error, TEXTS.blockFailed),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    failure.dismiss();
    remove.mutate(deleting._id, {
      onSuccess: () => {
        setNotice(`${deleting.name} was deleted.`);
        setDeleting(null);
      },
      onError: (error) => {
        failure.fail(error, TEXTS.deleteFailed);
        setDeleting(null);
      },
    });
  };

  const addButton = (
    <Button onClick={() => setEditing({ user: null })}>
      <UserPlus aria-hidden="true" size={18} />
      Add User
    </Button>
  );

  return (
    <AdminSectionFrame {...props} actions={addButton}>
      <div className="admin-list">
        <ListToolbar
          search={params.search}
          onSearch={params.setSearch}
          searchLabel="Search users"
          searchPlaceholder="Search name, email, phone"
          filters={[
            { name: 'status', label: 'User status', value: query.status, options: STATUS_OPTIONS },
          ]}
          onFilter={(_name, value) => params.setFilter('status', value)}
          total={data?.total}
          noun={['user', 'users']}
        />
        {failure.message ? (
          <FailureBanner message={failure.message} onDismiss={failure.dismiss} />
        ) : null}
        {notice ? (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        ) : null}
        <ListBody
          query={users}
          loadingText={TEXTS.loading}
          loadFailedText={TEXTS.loadFailed}
          isEmpty={!data || data.users.length === 0}
          empty={
            <ListEmpty
              icon={Users}
              title={TEXTS.empty}
              narrowed={params.narrowed}
              onReset={params.reset}
              firstUseHint="Members appear here when they register on the livestream page. You can also add one yourself."
              firstUseAction={addButton}
            />
          }
        >
          {data ? (
            <>
              <AdminCardGrid
                label="Users"
                items={data.users}
                getKey={(user) => user._id}
                renderItem={(user) => (
                  <UserCard
                    user={user}
                    blocking={block.isPending && block.variables?.id === user._id}
                    onBlock={() => toggleBlock(user)}
                    onEdit={() => setEditing({ user })}
                    onDelete={() => setDeleting(user)}
                  />
                )}
              />
              <Pager
                page={data.page}
                limit={data.limit}
                total={data.total}
                onPage={params.setPage}
                label="User pages"
              />
            </>
          ) : null}
        </ListBody>
      </div>
      {editing ? (
        <UserFormModal
          user={editing.user}
          onClose={() => setEditing(null)}
          onSaved={(saved, added) => {
            setEditing(null);
            setNotice(added ? `${saved.name} was added.` : `${saved.name} was saved.`);
          }}
        />
      ) : null}
      <DeleteConfirm
        thing="user"
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminSectionFrame>
  );
}
