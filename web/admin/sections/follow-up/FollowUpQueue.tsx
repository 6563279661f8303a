import './follow-up.css';
import { Download, Trash2, UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import {
  FOLLOW_UP_KIND_LABELS,
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_STATUS_LABELS,
  type FollowUp,
} from '#shared/schemas/follow-ups.js';
import { MOMENT_KINDS } from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { useAdminSessionQuery, useStaffRole } from '#web/admin/auth/index.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import {
  type FollowUpQueueParams,
  followUpQueueFilters,
  useExportFollowUps,
  useFollowUps,
  useUpdateFollowUp,
} from './api.js';
import { FollowUpCard, type FollowUpQuickChange } from './FollowUpCard.js';
import { FollowUpEmailModal } from './FollowUpEmailModal.js';
import { FollowUpEraseModal } from './FollowUpEraseModal.js';
import { FollowUpManageModal } from './FollowUpManageModal.js';

// Follow-ups are closed, not deleted; erasing is by email, on request.
const COPY: ListSectionCopy<FollowUp> = {
  things: ['follow-up', 'follow-ups'],
  counted: ['follow-up', 'follow-ups'],
  searchPlaceholder: 'Search names, emails, phones or notes...',
  texts: {
    loading: 'Loading follow-ups...',
    loadFailed: 'Failed to load follow-ups',
    empty: 'No follow-ups found',
  },
  emptyIcon: UserRoundCheck,
  firstUseHint:
    'When someone answers a moment in a live service and leaves an email or phone number, they arrive here at once.',
};
const FILTERS = {
  status: {
    label: 'Filter by status',
    options: [
      { value: 'all' as const, label: 'All statuses' },
      ...FOLLOW_UP_STATUSES.map((status) => ({
        value: status,
        label: FOLLOW_UP_STATUS_LABELS[status],
      })),
    ],
  },
  assigned: {
    label: 'Filter by assignee',
    options: [
      { value: 'all', label: 'Everyone’s' },
      { value: 'mine', label: 'Mine' },
      { value: 'none', label: 'Unassigned' },
    ],
  },
  kind: {
    label: 'Filter by kind',
    options: [
      { value: 'all' as const, label: 'Every kind' },
      ...MOMENT_KINDS.map((kind) => ({ value: kind, label: FOLLOW_UP_KIND_LABELS[kind] })),
    ],
  },
} as const;

/**
 * The follow-up queue: everyone who answered a moment with a way to reach them, urgent first,
 * then newest, arriving live. Staff take, note, email and close them; admins also export the
 * queue and erase on request.
 */
export function FollowUpQueue(props: AdminSectionViewProps) {
  const role = useStaffRole();
  const myId = useAdminSessionQuery().data?.admin._id ?? null;
  const list = useListSection({ copy: COPY, filters: FILTERS });
  const params: FollowUpQueueParams = {
    search: list.params.search,
    page: list.params.page,
    status: list.filters.status,
    assigned: list.filters.assigned,
    kind: list.filters.kind,
  };
  const followUps = useFollowUps(params);
  const update = useUpdateFollowUp();
  const [erasing, setErasing] = useState(false);
  const [emailing, setEmailing] = useState<FollowUp | null>(null);
  const exporter = useExportFollowUps();

  const onChange = (item: FollowUp, change: FollowUpQuickChange) =>
    list.state.act(update, { id: item._id, body: change }, 'Failed to update the follow-up');

  const onExport = () => {
    list.state.failure.dismiss();
    exporter.mutate(followUpQueueFilters(params), {
      onError: (error) => list.state.failure.fail(error, 'Failed to export the follow-ups'),
    });
  };

  return (
    <ListSection
      {...props}
      actions={
        role === 'admin' ? (
          <>
            <Button variant="outline" size="sm" disabled={exporter.isPending} onClick={onExport}>
              <Download aria-hidden="true" size={16} />
              {exporter.isPending ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setErasing(true)}>
              <Trash2 aria-hidden="true" size={16} />
              Erase by email
            </Button>
          </>
        ) : null
      }
      // The cards' titles are level 3: the list gets its level 2, for screen readers.
      lead={<h2 className="visually-hidden">The queue</h2>}
      list={list}
      query={followUps}
      items={followUps.data?.followUps}
      renderItem={(item) => (
        <FollowUpCard
          item={item}
          busy={runningOn(update) === item._id}
          myId={myId}
          onChange={onChange}
          onManage={list.edit}
          onEmail={setEmailing}
        />
      )}
      renderEditor={(item) =>
        item ? <FollowUpManageModal item={item} onClose={list.closeEditor} /> : null
      }
    >
      <FollowUpEmailModal
        item={emailing}
        onClose={() => setEmailing(null)}
        onSent={(message) => list.state.setNotice(message)}
      />
      <FollowUpEraseModal
        open={erasing}
        onClose={() => setErasing(false)}
        onErased={(message) => list.state.setNotice(message)}
      />
    </ListSection>
  );
}
