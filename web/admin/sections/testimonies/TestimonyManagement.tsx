import { HandHeart } from 'lucide-react';
import { MESSAGES } from '#shared/messages.js';
import type { Testimony } from '#shared/schemas/submissions.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import { useAdminTestimonies, useApproveTestimony, useDeleteTestimony } from './api.js';
import { TestimonyCard } from './TestimonyCard.js';
import { TestimonyEditModal } from './TestimonyEditModal.js';

const TEXTS = MESSAGES.adminTestimonies;
const COPY: ListSectionCopy<Testimony> = {
  things: ['testimony', 'testimonies'],
  searchPlaceholder: 'Search titles, testimonies, names or emails...',
  texts: TEXTS,
  emptyIcon: HandHeart,
  firstUseHint:
    'Testimonies shared from the website wait here until you approve them for the testimony wall.',
  deleteName: (testimony) => testimony.title,
};
const FILTERS = {
  status: {
    label: 'Filter by status',
    options: [
      { value: 'all', label: 'All statuses' },
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
    ],
  },
} as const;

/** Testimony Management: approve what the testimony wall shows, edit, delete. */
export function TestimonyManagement(props: AdminSectionViewProps) {
  const list = useListSection({
    copy: COPY,
    filters: FILTERS,
    remove: useDeleteTestimony(),
  });
  const testimonies = useAdminTestimonies({
    search: list.params.search,
    page: list.params.page,
    status: list.filters.status,
  });
  const approve = useApproveTestimony();

  return (
    <ListSection
      {...props}
      list={list}
      query={testimonies}
      items={testimonies.data?.testimonies}
      renderItem={(testimony) => (
        <TestimonyCard
          testimony={testimony}
          busy={runningOn(approve) === testimony._id}
          onApprove={(target) =>
            list.state.act(
              approve,
              { id: target._id, isApproved: !target.isApproved },
              TEXTS.approveFailed,
            )
          }
          onEdit={list.edit}
          onDelete={list.state.askDelete}
        />
      )}
      renderEditor={(testimony) =>
        testimony ? <TestimonyEditModal testimony={testimony} onClose={list.closeEditor} /> : null
      }
    />
  );
}
