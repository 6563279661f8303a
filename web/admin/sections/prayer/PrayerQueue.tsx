import './prayer-admin.css';
import { Download, HandHeart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminPrayerRequest,
  PRAYER_STATUSES,
  PRAYER_STATUS_LABELS,
} from '#shared/schemas/prayer-requests.js';
import { Button } from '#web/components/Button.js';
import { useAdminSessionQuery, useStaffRole } from '#web/admin/auth/index.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import {
  type PrayerQueueParams,
  prayerQueueFilters,
  useExportPrayerRequests,
  usePrayerRequests,
  useUpdatePrayerRequest,
} from './api.js';
import { PrayerEraseModal } from './PrayerEraseModal.js';
import { PrayerCard, type PrayerQuickChange } from './PrayerCard.js';
import { PrayerManageModal } from './PrayerManageModal.js';

// Requests are closed, not deleted; erasing is by email, on request.
const COPY: ListSectionCopy<AdminPrayerRequest> = {
  things: ['prayer request', 'prayer requests'],
  counted: ['request', 'requests'],
  searchPlaceholder: 'Search names, emails or requests...',
  texts: {
    loading: 'Loading prayer requests...',
    loadFailed: 'Failed to load prayer requests',
    empty: 'No prayer requests found',
  },
  emptyIcon: HandHeart,
  firstUseHint:
    'Prayer requests from the live page, the contact form and the Prayer page arrive here the moment they are sent.',
};
const FILTERS = {
  status: {
    label: 'Filter by status',
    options: [
      { value: 'all' as const, label: 'All statuses' },
      ...PRAYER_STATUSES.map((status) => ({ value: status, label: PRAYER_STATUS_LABELS[status] })),
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
  urgent: {
    label: 'Filter by urgency',
    options: [
      { value: 'all', label: 'Urgent or not' },
      { value: 'urgent', label: 'Urgent only' },
    ],
  },
} as const;

/**
 * The prayer team's queue: every prayer request from the live page, the contact form and the
 * /prayer page, newest first, arriving live. Staff pray, assign, note, mark urgent and answered,
 * and choose what the wall shows; admins also export the queue and erase on request.
 */
export function PrayerQueue(props: AdminSectionViewProps) {
  const role = useStaffRole();
  const myId = useAdminSessionQuery().data?.admin._id ?? null;
  const list = useListSection({ copy: COPY, filters: FILTERS });
  const params: PrayerQueueParams = {
    search: list.params.search,
    page: list.params.page,
    status: list.filters.status,
    assigned: list.filters.assigned,
    urgent: list.filters.urgent === 'urgent',
  };
  const requests = usePrayerRequests(params);
  const update = useUpdatePrayerRequest();
  const [erasing, setErasing] = useState(false);
  const exporter = useExportPrayerRequests();

  const onChange = (item: AdminPrayerRequest, change: PrayerQuickChange) =>
    list.state.act(update, { id: item._id, body: change }, 'Failed to update the prayer request');

  const onExport = () => {
    list.state.failure.dismiss();
    exporter.mutate(prayerQueueFilters(params), {
      onError: (error) => list.state.failure.fail(error, 'Failed to export the prayer requests'),
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
      query={requests}
      items={requests.data?.prayerRequests}
      renderItem={(item) => (
        <PrayerCard
          item={item}
          busy={runningOn(update) === item._id}
          myId={myId}
          onChange={onChange}
          onManage={list.edit}
        />
      )}
      renderEditor={(item) =>
        item ? <PrayerManageModal item={item} onClose={list.closeEditor} /> : null
      }
    >
      <PrayerEraseModal
        open={erasing}
        onClose={() => setErasing(false)}
        onErased={(message) => list.state.setNotice(message)}
      />
    </ListSection>
  );
}
