import { COMMENT_VISIBILITY_LABELS } from '#shared/schemas/admin-comments.js';
import { MessageSquare, Radio } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.js';
import { STREAM_TYPE_LABELS } from '#shared/schemas/admin-streams.js';
import { sectionHref, StatusPill, useMayOpenSection } from '#web/admin/kit/index.js';

const when = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

type Recent = DashboardResponse['recentActivity'];

export function RecentStreams({ streams }: { streams: Recent['streams'] }) {
  // A moderator sees the streams but cannot manage them: no way into a section that refuses them.
  const managesStreams = useMayOpenSection()('streams');
  return (
    <section className="admin-panel" aria-labelledby="recent-streams">
      <div className="admin-panel__head">
        <h2 id="recent-streams" className="admin-panel__title">
          Recent Streams
        </h2>
        {managesStreams ? (
          <Link to={sectionHref('streams')} className="admin-panel__more">
            All streams
          </Link>
        ) : null}
      </div>
      {streams.length === 0 ? (
        <p className="admin-panel__empty">
          <Radio aria-hidden="true" size={18} /> No streams yet.
          {managesStreams ? ' Add one from Quick Actions.' : null}
        </p>
      ) : (
        <ul className="dash-list">
          {streams.map((stream) => (
            <li key={stream._id} className="dash-list__item">
              <div className="dash-list__main">
                <span className="dash-list__title">{stream.title}</span>
                <span className="dash-list__meta">
                  {STREAM_TYPE_LABELS[stream.streamType]} ·{' '}
                  {when.format(new Date(stream.scheduledDate ?? stream.createdAt))}
                </span>
              </div>
              {stream.isLive ? (
                <StatusPill tone="live">Live</StatusPill>
              ) : stream.isActive ? (
                <StatusPill tone="neutral">Offline</StatusPill>
              ) : (
                <StatusPill tone="neutral">Inactive</StatusPill>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const COMMENT_TONES = { public: 'approved', held: 'pending', spam: 'danger' } as const;

/** As Comment Management labels it: who sees the comment. */
function commentStatus(comment: Recent['comments'][number]) {
  return (
    <StatusPill tone={COMMENT_TONES[comment.visibility]}>
      {COMMENT_VISIBILITY_LABELS[comment.visibility]}
    </StatusPill>
  );
}

export function RecentComments({ comments }: { comments: Recent['comments'] }) {
  return (
    <section className="admin-panel" aria-labelledby="recent-comments">
      <div className="admin-panel__head">
        <h2 id="recent-comments" className="admin-panel__title">
          Recent Comments
        </h2>
        <Link to={sectionHref('comments')} className="admin-panel__more">
          All comments
        </Link>
      </div>
      {comments.length === 0 ? (
        <p className="admin-panel__empty">
          <MessageSquare aria-hidden="true" size={18} /> No comments yet. They appear here as
          viewers write under a stream.
        </p>
      ) : (
        <ul className="dash-list">
          {comments.map((comment) => (
            <li key={comment._id} className="dash-list__item">
              <div className="dash-list__main">
                <span className="dash-list__text">{comment.content}</span>
                <span className="dash-list__meta">
                  {comment.userName} on {comment.streamId.title} ·{' '}
                  {when.format(new Date(comment.createdAt))}
                </span>
              </div>
              {commentStatus(comment)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
