import './streams.css';
import { Plus, Radio } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STREAM_TYPES } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { ADMIN_LIST_DEFAULT_LIMIT } from '#shared/schemas/admin-list.js';
import {
  STREAM_STATUS_FILTERS,
  STREAM_TYPE_LABELS,
  type AdminStream,
  type StreamStatusFilter,
} from '#shared/schemas/admin-streams.js';
import type { AdminSectionViewProps, ListSectionCopy } from '#web/admin/kit/index.js';
import { ListSection, runningOn, useListSection } from '#web/admin/kit/index.js';
import { useAdminStreams, useDeleteStream, useToggleStreamLive } from './api.js';
import { StreamCard } from './StreamCard.js';
import { StreamFormModal } from './StreamFormModal.js';
import { StreamPreviewModal } from './StreamPreviewModal.js';
import { goingLiveNotice } from './stream-alert-notice.js';

const TEXTS = MESSAGES.adminStreams;
const COPY: ListSectionCopy<AdminStream> = {
  things: ['stream', 'streams'],
  searchPlaceholder: 'Search title, description, tag',
  texts: TEXTS,
  emptyIcon: Radio,
  firstUseHint:
    'Add your first stream: paste its YouTube, Facebook or other link, and it appears on the livestream page.',
  deleteName: (stream) => stream.title,
  deleteDetail:
    'Its comments, live chat messages, prayer requests, reactions and views are deleted with it.',
};
const STATUS_LABELS: Record<StreamStatusFilter, string> = {
  all: 'All statuses',
  live: 'Live',
  offline: 'Offline',
  active: 'Active',
  inactive: 'Inactive',
};
const FILTERS = {
  type: {
    label: 'Stream type',
    options: [
      { value: 'all' as const, label: 'All types' },
      ...STREAM_TYPES.map((type) => ({ value: type, label: STREAM_TYPE_LABELS[type] })),
    ],
  },
  status: {
    label: 'Stream status',
    options: STREAM_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] })),
  },
};

/** Stream Management: search, type and status filters, cards, add/edit, preview, go live. */
export function StreamManagement(props: AdminSectionViewProps) {
  // The dashboard's Add New Stream opens this section with ?add=1: start with the form open.
  const [address, setAddress] = useSearchParams();
  const list = useListSection({
    copy: COPY,
    filters: FILTERS,
    remove: useDeleteStream(),
    deletedNotice: (stream) => `${stream.title} was deleted.`,
    addingFirst: address.get('add') === '1',
  });
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
  const streams = useAdminStreams({
    search: list.params.search || undefined,
    page: list.params.page,
    limit: ADMIN_LIST_DEFAULT_LIMIT,
    type: list.filters.type,
    status: list.filters.status,
  });
  const toggle = useToggleStreamLive();
  const [previewing, setPreviewing] = useState<AdminStream | null>(null);

  const toggleLive = (stream: AdminStream) =>
    list.state.act(toggle, stream._id, TEXTS.toggleFailed, ({ stream: saved, streamAlert }) =>
      list.state.setNotice(
        saved.isLive && streamAlert
          ? goingLiveNotice(saved.title, streamAlert)
          : `${saved.title} is now ${saved.isLive ? 'live' : 'offline'}.`,
      ),
    );

  return (
    <ListSection
      {...props}
      add={{ label: 'Add New Stream', icon: Plus }}
      list={list}
      query={streams}
      items={streams.data?.streams}
      renderItem={(stream) => (
        <StreamCard
          stream={stream}
          toggling={runningOn(toggle) === stream._id}
          onToggleLive={() => toggleLive(stream)}
          onPreview={() => setPreviewing(stream)}
          onEdit={() => list.edit(stream)}
          onDelete={() => list.state.askDelete(stream)}
        />
      )}
      renderEditor={(stream) => (
        <StreamFormModal
          stream={stream}
          onClose={list.closeEditor}
          onSaved={(saved, added, streamAlert) => {
            const wasLive = stream?.isLive ?? false;
            list.closeEditor();
            const done = added ? `${saved.title} was added.` : `${saved.title} was saved.`;
            // Setting it live in the form tells what the going-live emailed, as the toggle does.
            list.state.setNotice(
              streamAlert && !wasLive
                ? `${done} ${goingLiveNotice(saved.title, streamAlert)}`
                : done,
            );
          }}
        />
      )}
      backFromEmptyPage
    >
      <StreamPreviewModal stream={previewing} onClose={() => setPreviewing(null)} />
    </ListSection>
  );
}
