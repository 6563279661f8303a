import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { TESTIMONY_STATUSES, type TestimonyStatus } from '#shared/schemas/admin-testimonies.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
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
  const state = useManagementList<Testimony>({
    remove: useDeleteTestimony(),
    deleteFailed: TEXTS.deleteFailed,
  });
  const [editing, setEditing] = useState<Testimony | null>(null);
  const runningId = approve.isPending ? approve.variables.id : null;

  const onApprove = (testimony: Testimony) =>
    state.act(
      approve,
      { id: testimony._id, isApproved: !testimony.isApproved },
      TEXTS.approveFailed,
    );

  return (
    <AdminSectionFrame {...props}>
      <ManagementList
        searchPlaceholder="Search titles, testimonies, names or emails..."
        searchLabel="Search testimonies"
        filters={[
          { name: 'status', label: 'Filter by status', value: status, options: STATUS_OPTIONS },
        ]}
        noun={['testimony', 'testimonies']}
        query={query}
        items={query.data?.testimonies}
        texts={TEXTS}
        params={list}
        state={state}
        empty={{
          icon: HandHeart,
          firstUseHint:
            'Testimonies shared from the website wait here until you approve them for the testimony wall.',
        }}
        label="Testimonies"
        pagerLabel="Testimony pages"
        renderItem={(testimony) => (
          <TestimonyCard
            testimony={testimony}
            busy={runningId === testimony._id}
            onApprove={onApprove}
            onEdit={setEditing}
            onDelete={state.askDelete}
          />
        )}
        deleteThing="testimony"
        deleteName={(testimony) => testimony.title}
      >
        {/* A fresh form for each item opened. */}
        <TestimonyEditModal
          key={editing?._id ?? 'closed'}
          testimony={editing}
          onClose={() => setEditing(null)}
        />
      </ManagementList>
    </AdminSectionFrame>
  );
}
