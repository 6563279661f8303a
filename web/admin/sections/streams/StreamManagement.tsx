import './streams.css';
import { Plus, Radio } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STREAM_TYPES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '#shared/schemas/admin-list.js';
import {
  STREAM_STATUS_FILTERS,
  STREAM_TYPE_FILTERS,
  type AdminStream,
  type StreamStatusFilter,
  type StreamTypeFilter,
} from '#shared/schemas/admin-streams.js';
import { Button } from '#web/components/Button.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  ManagementList,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import { useDeleteStream } from './delete-stream.js';
import { useAdminStreams } from './get-admin-streams.js';
import { StreamCard } from './StreamCard.js';
import { StreamFormModal } from './StreamFormModal.js';
import { StreamPreviewModal } from './StreamPreviewModal.js';
import { STREAM_TYPE_LABELS } from '#shared/schemas/admin-streams.js';
import { goingLiveNotice } from './stream-alert-notice.js';
import { useToggleStreamLive } from './toggle-stream-live.js';

const TEXTS = MESSAGES.adminStreams;
const FILTER_DEFAULTS = { type: 'all', status: 'all' };
const STATUS_LABELS: Record<StreamStatusFilter, string> = {
  all: 'All statuses',
  live: 'Live',
  offline: 'Offline',
  active: 'Active',
  inactive: 'Inactive',
};
const TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...STREAM_TYPES.map((type) => ({ value: type, label: STREAM_TYPE_LABELS[type] })),
];
const STATUS_OPTIONS = STREAM_STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Stream Management: search, type and status filters, cards, add/edit, preview, go live. */
export function StreamManagement(props: AdminSectionViewProps) {
  const params = useListParams(FILTER_DEFAULTS);
  const query = useMemo(
    () => ({
      search: params.search || undefined,
      page: params.page,
      limit: ADMIN_LIST_DEFAULT_LIMIT,
      type: oneOf<StreamTypeFilter>(STREAM_TYPE_FILTERS, params.filters.type, 'all'),
      status: oneOf<StreamStatusFilter>(STREAM_STATUS_FILTERS, params.filters.status, 'all'),
    }),
    [params.search, params.page, params.filters],
  );
  const streams = useAdminStreams(query);
  const toggle = useToggleStreamLive();
  const state = useManagementList<AdminStream>({
    remove: useDeleteStream(),
    deleteFailed: TEXTS.deleteFailed,
    deletedNotice: (stream) => `${stream.title} was deleted.`,
  });
  // The dashboard's Add New Stream opens this section with ?add=1: start with the form open.
  const [address, setAddress] = useSearchParams();
  const [editing, setEditing] = useState<{ stream: AdminStream | null } | null>(() =>
    address.get('add') === '1' ? { stream: null } : null,
  );
  useEffect(() => {
    if (!address.has('add')) return;
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
  }, [address, setAddress]);
  const [previewing, setPreviewing] = useState<AdminStream | null>(null);

  const toggleLive = (stream: AdminStream) =>
    state.act(toggle, stream._id, TEXTS.toggleFailed, ({ stream: saved, streamAlert }) =>
      state.setNotice(
        saved.isLive && streamAlert
          ? goingLiveNotice(saved.title, streamAlert)
          : `${saved.title} is now ${saved.isLive ? 'live' : 'offline'}.`,
      ),
    );

  const addButton = (
    <Button onClick={() => setEditing({ stream: null })}>
      <Plus aria-hidden="true" size={18} />
      Add New Stream
    </Button>
  );

  return (
    <AdminSectionFrame {...props} actions={addButton}>
      <ManagementList
        searchPlaceholder="Search title, description, tag"
        searchLabel="Search streams"
        filters={[
          { name: 'type', label: 'Stream type', value: query.type, options: TYPE_OPTIONS },
          {
            name: 'status',
            label: 'Stream status',
            value: query.status,
            options: STATUS_OPTIONS,
          },
        ]}
        noun={['stream', 'streams']}
        query={streams}
        items={streams.data?.streams}
        texts={TEXTS}
        params={params}
        state={state}
        empty={{
          icon: Radio,
          firstUseHint:
            'Add your first stream: paste its YouTube, Facebook or other link, and it appears on the livestream page.',
          firstUseAction: addButton,
        }}
        label="Streams"
        pagerLabel="Stream pages"
        renderItem={(stream) => (
          <StreamCard
            stream={stream}
            toggling={toggle.isPending && toggle.variables === stream._id}
            onToggleLive={() => toggleLive(stream)}
            onPreview={() => setPreviewing(stream)}
            onEdit={() => setEditing({ stream })}
            onDelete={() => state.askDelete(stream)}
          />
        )}
        deleteThing="stream"
        deleteName={(stream) => stream.title}
        deleteDetail="Its comments, live chat messages, prayer requests, reactions and views are deleted with it."
        backFromEmptyPage
      >
        {editing ? (
          <StreamFormModal
            stream={editing.stream}
            onClose={() => setEditing(null)}
            onSaved={(saved, added, streamAlert) => {
              const wasLive = editing.stream?.isLive ?? false;
              setEditing(null);
              const done = added ? `${saved.title} was added.` : `${saved.title} was saved.`;
              // Setting it live in the form tells what the going-live emailed, as the toggle does.
              state.setNotice(
                streamAlert && !wasLive
                  ? `${done} ${goingLiveNotice(saved.title, streamAlert)}`
                  : done,
              );
            }}
          />
        ) : null}
        <StreamPreviewModal stream={previewing} onClose={() => setPreviewing(null)} />
      </ManagementList>
    </AdminSectionFrame>
  );
}
