import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import {
  TESTIMONY_STATUSES,
  type TestimonyStatus,
} from '../../../../shared/schemas/admin-testimonies.js';
import type { Testimony } from '../../../../shared/schemas/submissions.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '../shell/AdminSectionFrame.js';
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
import { useApproveTestimony } from './approve-testimony.js';
import { useDeleteTestimony } from './delete-testimony.js';
import { useAdminTestimonies } from './get-admin-testimonies.js';
import { TestimonyCard } from './TestimonyCard.js';
import { TestimonyEditModal } from './TestimonyEditModal.js';

const TEXTS = MESSAGES.adminTestimonies;
const FILTER_DEFAULTS = { status: 'all' };
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
] as const;

const asStatus = (value: string): TestimonyStatus | 'all' =>
  (TESTIMONY_STATUSES as readonly string[]).includes(value) ? (value as TestimonyStatus) : 'all';

/** Testimony Management: approve what the testimony wall shows, edit, delete. */
export function TestimonyManagement(props: AdminSectionViewProps) {
  const list = useListParams(FILTER_DEFAULTS);
  const status = asStatus(list.filters.status);
  const query = useAdminTestimonies({ search: list.search, page: list.page, status });
  const approve = useApproveTestimony();
  const remove = useDeleteTestimony();
  const failure = useActionFailure();
  const [editing, setEditing] = useState<Testimony | null>(null);
  const [deleting, setDeleting] = useState<Testimony | null>(null);

  const testimonies = query.data?.testimonies ?? [];
  const runningId = approve.isPending ? approve.variables.id : null;

  const onApprove = (testimony: Testimony) => {
    failure.dismiss();
    approve.mutate(
      { id: testimony._id, isApproved: !testimony.isApproved },
      { onError: (error) => failure.fail(error, TEXTS.approveFailed) },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    failure.dismiss();
    remove.mutate(deleting._id, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        failure.fail(error, TEXTS.deleteFailed);
      },
    });
  };

  return (
    <AdminSectionFrame {...props}>
      <div className="admin-list">
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchPlaceholder="Search titles, testimonies, names or emails..."
          searchLabel="Search testimonies"
          filters={[
            { name: 'status', label: 'Filter by status', value: status, options: STATUS_OPTIONS },
          ]}
          onFilter={(name, value) => list.setFilter(name as 'status', value)}
          total={query.data?.total}
          noun={['testimony', 'testimonies']}
        />
        {failure.message ? (
          <FailureBanner message={failure.message} onDismiss={failure.dismiss} />
        ) : null}
        <ListBody
          query={query}
          loadingText={TEXTS.loading}
          loadFailedText={TEXTS.loadFailed}
          isEmpty={testimonies.length === 0}
          empty={
            <ListEmpty
              icon={HandHeart}
              title={TEXTS.empty}
              narrowed={list.narrowed}
              onReset={list.reset}
              firstUseHint="Testimonies shared from the website wait here until you approve them for the testimony wall."
            />
          }
        >
          <AdminCardGrid
            label="Testimonies"
            items={testimonies}
            getKey={(testimony) => testimony._id}
            renderItem={(testimony) => (
              <TestimonyCard
                testimony={testimony}
                busy={runningId === testimony._id}
                onApprove={onApprove}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )}
          />
          {query.data ? (
            <Pager
              page={query.data.page}
              limit={query.data.limit}
              total={query.data.total}
              onPage={list.setPage}
              label="Testimony pages"
            />
          ) : null}
        </ListBody>
      </div>
      {/* A fresh form for each item opened. */}
      <TestimonyEditModal
        key={editing?._id ?? 'closed'}
        testimony={editing}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirm
        thing="testimony"
        name={deleting ? deleting.title : null}
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminSectionFrame>
  );
}
