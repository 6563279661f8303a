import { CalendarClock, Eye, Radio, Users } from 'lucide-react';
import type { AdminStream } from '#shared/schemas/admin-streams.js';
import { Button } from '#web/components/Button.js';
import { MESSAGES } from '#shared/messages.js';
import { AdminCard, EditButton, QuietDeleteButton, StatusPill } from '#web/admin/kit/index.js';
import { STREAM_TYPE_LABELS } from '#shared/schemas/admin-streams.js';

const TEXTS = MESSAGES.adminStreams;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

interface StreamCardProps {
  stream: AdminStream;
  toggling: boolean;
  onToggleLive: () => void;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function StreamCard({
  stream,
  toggling,
  onToggleLive,
  onPreview,
  onEdit,
  onDelete,
}: StreamCardProps) {
  return (
    <AdminCard
      className={`stream-card stream-card--${stream.streamType}`}
      title={stream.title}
      pills={
        <>
          {stream.isLive ? <StatusPill tone="live">Live</StatusPill> : null}
          {stream.isFeatured ? <StatusPill tone="featured">Featured</StatusPill> : null}
          {stream.isActive ? null : <StatusPill tone="neutral">Inactive</StatusPill>}
        </>
      }
      meta={
        <>
          <span className="stream-card__platform">{STREAM_TYPE_LABELS[stream.streamType]}</span>
          {stream.scheduledDate ? (
            <span className="stream-card__date">
              <CalendarClock aria-hidden="true" size={14} />
              {dateFormat.format(new Date(stream.scheduledDate))}
            </span>
          ) : null}
          {stream.peakViewers > 0 ? (
            <span className="stream-card__peak">
              <Users aria-hidden="true" size={14} />
              Peak {stream.peakViewers.toLocaleString()} watching
            </span>
          ) : null}
        </>
      }
      clamp
      details={
        stream.tags.length ? (
          <ul className="stream-card__tags" aria-label="Tags">
            {stream.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        ) : null
      }
      actions={
        <>
          <Button
            variant={stream.isLive ? 'danger' : 'outline'}
            size="sm"
            onClick={onToggleLive}
            busy={toggling}
            aria-pressed={stream.isLive}
            aria-label={`${stream.isLive ? TEXTS.live : TEXTS.offline}: switch ${stream.title} ${stream.isLive ? 'offline' : 'live'}`}
          >
            {toggling ? null : <Radio aria-hidden="true" size={16} />}
            {stream.isLive ? TEXTS.live : TEXTS.offline}
          </Button>
          <Button variant="ghost" size="sm" onClick={onPreview}>
            <Eye aria-hidden="true" size={16} />
            Preview
          </Button>
          <EditButton onClick={onEdit} />
          <QuietDeleteButton onClick={onDelete} name={stream.title} />
        </>
      }
    >
      {stream.description || <span className="admin-card__muted">No description</span>}
    </AdminCard>
  );
}
