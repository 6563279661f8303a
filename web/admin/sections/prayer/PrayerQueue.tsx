import './prayer-admin.css';
import { Download, HandHeart, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminPrayerRequest,
  PRAYER_STATUSES,
  PRAYER_STATUS_LABELS,
  type PrayerStatus,
} from '#shared/schemas/prayer-requests.js';
import { Button } from '#web/components/Button.js';
import { useAdminSessionQuery, useStaffRole } from '#web/admin/auth/index.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import { EraseByEmailModal } from './EraseByEmailModal.js';
import { useExportPrayerRequests } from './export-prayer-requests.js';
import {
  type PrayerQueueParams,
  prayerQueueQuery,
  usePrayerRequests,
} from './get-prayer-requests.js';
import { PrayerCard, type PrayerQuickChange } from './PrayerCard.js';
import { PrayerManageModal } from './PrayerManageModal.js';
import { useUpdatePrayerRequest } from './update-prayer-request.js';

const TEXTS = {
  loading: 'Loading prayer requests...',
  loadFailed: 'Failed to load prayer requests',
  empty: 'No prayer requests found',
};
const FILTER_DEFAULTS = { status: 'all', assigned: 'all', urgent: 'all' };
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...PRAYER_STATUSES.map((status) => ({ value: status, label: PRAYER_STATUS_LABELS[status] })),
];
const ASSIGNED_OPTIONS = [
  { value: 'all', label: 'Everyone’s' },
  { value: 'mine', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
];
const URGENT_OPTIONS = [
  { value: 'all', label: 'Urgent or not' },
  { value: 'urgent', label: 'Urgent only' },
];

const asStatus = (value: string): PrayerStatus | 'all' =>
  (PRAYER_STATUSES as readonly string[]).includes(value) ? (value as PrayerStatus) : 'all';
const asAssigned = (value: string): PrayerQueueParams['assigned'] =>
  value === 'mine' || value === 'none' ? value : 'all';

/**
 * The prayer team's queue: every prayer request from the live page, the contact form and the
 * /prayer page, newest first, arriving live. Staff pray, assign, note, mark urgent and answered,
 * and choose what the wall shows; admins also export the queue and erase on request.
 */
export function PrayerQueue(props: AdminSectionViewProps) {
  const role = useStaffRole();
  const myId = useAdminSessionQuery().data?.admin._id ?? null;
  const list = useListParams(FILTER_DEFAULTS);
  const params: PrayerQueueParams = {
    search: list.search,
    page: list.page,
    status: asStatus(list.filters.status),
    assigned: asAssigned(list.filters.assigned),
    urgent: list.filters.urgent === 'urgent',
  };
  const query = usePrayerRequests(params);
  const update = useUpdatePrayerRequest();
  const state = useManagementList<AdminPrayerRequest>({
    // Requests are closed, not deleted; erasing is by email, on request.
    remove: { isPending: false, mutate: () => undefined },
    deleteFailed: '',
  });
  const [managing, setManaging] = useState<AdminPrayerRequest | null>(null);
  const [erasing, setErasing] = useState(false);
  const exporter = useExportPrayerRequests();
  const runningId = update.isPending ? update.variables.id : null;

  const onChange = (item: AdminPrayerRequest, change: PrayerQuickChange) =>
    state.act(update, { id: item._id, body: change }, 'Failed to update the prayer request');

  const onExport = () => {
    state.failure.dismiss();
    exporter.mutate(prayerQueueQuery(params), {
      onError: (error) => state.failure.fail(error, 'Failed to export the prayer requests'),
    });
  };

  return (
    <AdminSectionFrame
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
    >
      {/* The cards' titles are level 3: the list gets its level 2, for screen readers. */}
      <h2 className="visually-hidden">The queue</h2>
      <ManagementList
        searchPlaceholder="Search names, emails or requests..."
        searchLabel="Search prayer requests"
        filters={[
          {
            name: 'status',
            label: 'Filter by status',
            value: params.status,
            options: STATUS_OPTIONS,
          },
          {
            name: 'assigned',
            label: 'Filter by assignee',
            value: params.assigned,
            options: ASSIGNED_OPTIONS,
          },
          {
            name: 'urgent',
            label: 'Filter by urgency',
            value: params.urgent ? 'urgent' : 'all',
            options: URGENT_OPTIONS,
          },
        ]}
        noun={['request', 'requests']}
        query={query}
        items={query.data?.prayerRequests}
        texts={TEXTS}
        params={list}
        state={state}
        empty={{
          icon: HandHeart,
          firstUseHint:
            'Prayer requests from the live page, the contact form and the Prayer page arrive here the moment they are sent.',
        }}
        label="Prayer requests"
        pagerLabel="Prayer request pages"
        renderItem={(item) => (
          <PrayerCard
            item={item}
            busy={runningId === item._id}
            myId={myId}
            onChange={onChange}
            onManage={setManaging}
          />
        )}
        deleteThing="prayer request"
        deleteName={(item) => item.name}
      >
        <PrayerManageModal
          key={managing?._id ?? 'closed'}
          item={managing}
          onClose={() => setManaging(null)}
        />
        <EraseByEmailModal
          open={erasing}
          onClose={() => setErasing(false)}
          onErased={(message) => state.setNotice(message)}
        />
      </ManagementList>
    </AdminSectionFrame>
  );
}
