import type { AdminSermon } from '#shared/schemas/sermons.js';
import {
  AdminCard,
  EditButton,
  QuietDeleteButton,
  StatusPill,
  audioSummary,
} from '#web/admin/kit/index.js';
import { dateFormat } from '#web/lib/date-format.js';

/** "Sun 6 Dec 2026" in the church's zone. */
export function preachedOn(iso: string, churchZone: string): string {
  return dateFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: churchZone,
  }).format(new Date(iso));
}

interface SermonCardProps {
  sermon: AdminSermon;
  churchZone: string;
  /** Absent for a moderator, who reads the list without changing it. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** One sermon: its title, status, preacher, date, series, audio and where it came from. */
export function SermonCard({ sermon, churchZone, onEdit, onDelete }: SermonCardProps) {
  const audio = sermon.audioUrl
    ? audioSummary(sermon.durationSeconds, sermon.audioBytes) || 'Yes'
    : 'No audio';
  return (
    <AdminCard
      className="sermon-card"
      title={sermon.title}
      pills={
        <>
          {sermon.published ? (
            <StatusPill tone="approved">Published</StatusPill>
          ) : (
            <StatusPill tone="pending">Draft</StatusPill>
          )}
          {sermon.serviceId ? <StatusPill tone="neutral">Replay</StatusPill> : null}
        </>
      }
      meta={
        <dl className="sermon-card__facts">
          <div>
            <dt>Preacher</dt>
            <dd>{sermon.preacher || <span className="admin-card__muted">Not given yet</span>}</dd>
          </div>
          <div>
            <dt>Preached</dt>
            <dd>
              <time dateTime={sermon.preachedAt}>{preachedOn(sermon.preachedAt, churchZone)}</time>
            </dd>
          </div>
          <div>
            <dt>Series</dt>
            <dd>{sermon.seriesTitle ?? <span className="admin-card__muted">None</span>}</dd>
          </div>
          <div>
            <dt>Audio</dt>
            <dd>{audio}</dd>
          </div>
        </dl>
      }
      clamp
      actions={
        onEdit || onDelete ? (
          <>
            {onEdit ? <EditButton onClick={onEdit} name={sermon.title} /> : null}
            {onDelete ? <QuietDeleteButton onClick={onDelete} name={sermon.title} /> : null}
          </>
        ) : null
      }
    >
      {sermon.scripture || sermon.summary ? (
        <>
          {sermon.scripture ? <p className="sermon-card__scripture">{sermon.scripture}</p> : null}
          {sermon.summary ? <p>{sermon.summary}</p> : null}
        </>
      ) : null}
    </AdminCard>
  );
}
